import type { DocumentView } from '@candor/domain/portal/portalView';
import { DocumentTile } from '../documents/DocumentTile.js';
import classes from '../documents/Documents.module.css';

/** Documents as a grid (1, 2, 3 per row); `collapsed` shows the first 12 (9 on small screens). */
export function DocumentList({
  documents,
  collapsed,
  id,
  busy,
}: {
  documents: DocumentView[];
  collapsed: boolean;
  id?: string;
  /** More documents are being fetched into the list. */
  busy?: boolean;
}) {
  return (
    <ul
      id={id}
      aria-busy={busy || undefined}
      className={collapsed ? `${classes.list} ${classes.collapsed}` : classes.list}
    >
      {documents.map((document) => (
        <DocumentTile key={`${document.itemUid}:${document.fileId}`} document={document} />
      ))}
    </ul>
  );
}

import type { DocumentView } from '@candor/domain/portal/portalView';
import { DocumentAccess, DocumentName, isLocked } from '../cards/DocumentLinks.js';
import { useCardDrawer } from '../cards/cardDrawerContext.js';
import { OpenCardButton } from '../cards/OpenCardButton.js';
import { RequestAccessButton } from '../portal/RequestAccessButton.js';
import { FileIcon, LockIcon } from '../ui/icons.js';
import classes from './DocumentsSection.module.css';

function DocumentRow({ document }: { document: DocumentView }) {
  const { canOpen } = useCardDrawer();
  const restricted = isLocked(document);
  return (
    <li>
      <div className={classes.doc} data-file-id={document.fileId}>
        <span className={classes.fileIcon}>
          <FileIcon size={18} />
        </span>
        <div className={classes.docText}>
          <DocumentName document={document} className={classes.docName} />
          <span className={classes.docMeta}>
            {restricted ? (
              <span className={classes.lock}>
                <LockIcon size={13} label="Restricted" />
              </span>
            ) : document.downloadUrl === null ? (
              <DocumentAccess document={document} />
            ) : null}
            {canOpen(document.cardKind) ? (
              <OpenCardButton
                kind={document.cardKind}
                itemUid={document.itemUid}
                className={classes.itemLink}
              >
                {document.itemTitle}
              </OpenCardButton>
            ) : (
              <span>{document.itemTitle}</span>
            )}
          </span>
          {restricted ? (
            <div className={classes.access}>
              <RequestAccessButton source="documents" label="Request access" />
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}

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
        <DocumentRow key={`${document.itemUid}:${document.fileId}`} document={document} />
      ))}
    </ul>
  );
}

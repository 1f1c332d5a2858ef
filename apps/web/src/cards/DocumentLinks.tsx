/**
 * A document's name and what the viewer may do with it, from the links the server gave: the
 * name opens it in the browser, the download button downloads it, a view-only file says so,
 * and a locked one shows its name with a lock.
 */
import { FILE_MESSAGES } from '@candor/domain/files/file.rules';
import type { ItemDocumentView } from '@candor/domain/portal/portalView';
import { AcceptNdaButton } from '../access/nda/AcceptNdaButton.js';
import { DownloadIcon, LockIcon } from '../ui/icons.js';
import classes from './DocumentLinks.module.css';

type DocumentLinkData = Pick<ItemDocumentView, 'name' | 'viewUrl' | 'downloadUrl'>;

export const isLocked = (document: DocumentLinkData): boolean =>
  document.viewUrl === null && document.downloadUrl === null;

export function DocumentName({
  document,
  className,
}: {
  document: DocumentLinkData;
  className?: string;
}) {
  const href = document.viewUrl ?? document.downloadUrl;
  if (href === null) return <span className={className}>{document.name}</span>;
  return (
    <a className={className} href={href} target="_blank" rel="noopener">
      {document.name}
    </a>
  );
}

/** The download button, the view-only notice, or the lock. */
export function DocumentAccess({ document }: { document: DocumentLinkData }) {
  if (isLocked(document)) {
    return (
      <>
        <LockIcon size={14} label="Restricted" className={classes.muted} />
        <AcceptNdaButton />
      </>
    );
  }
  if (document.downloadUrl === null) {
    return <span className={classes.notice}>{FILE_MESSAGES.viewOnly}</span>;
  }
  return (
    <a
      className={classes.download}
      href={document.downloadUrl}
      download
      aria-label={`Download ${document.name}`}
      title="Download"
    >
      <DownloadIcon size={16} />
    </a>
  );
}

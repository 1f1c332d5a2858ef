/**
 * One document of the documents section: led by its title (the item's), then type, date and
 * size, and the file name last. The title (a link to the document) opens the view modal; a download button shows when
 * the viewer may download; a view-only file says so; a restricted one shows a lock and, for
 * visitors who can ask, 'Get access', which opens the login form.
 */
import type { DocumentView } from '@candor/domain/portal/portalView';
import { FILE_MESSAGES } from '@candor/domain/files/file.rules';
import { useState } from 'react';
import { setAccessIntent } from '../access/accessIntent.js';
import { AcceptNdaButton } from '../access/nda/AcceptNdaButton.js';
import { replaceUrlState } from '../portal/urlState.js';
import { usePortalViewer } from '../portal/viewerContext.js';
import { requestAccessHref } from '../portal/RequestAccessButton.js';
import { opensInPage } from '../ui/opensInPage.js';
import { useSnack } from '../ui/Snack.js';
import { DownloadIcon, FileIcon, LockIcon } from '../ui/icons.js';
import { documentDetails } from './documentFormat.js';
import { useDocumentViewer } from './documentViewer.js';
import { DOWNLOAD_FAILED, downloadDocument } from './downloadFile.js';
import classes from './Documents.module.css';

/** 'Get access': the login form of the access modal (staff-content.md §6), source documents. */
export function GetAccessButton({ itemUid }: { itemUid?: string }) {
  const { abilities, productId, basePath = '' } = usePortalViewer();
  if (!abilities.canRequestAccess) return null;
  return (
    <a
      role="button"
      className={classes.getAccess}
      href={requestAccessHref(basePath, { productId, source: 'documents', itemUid })}
      onClick={opensInPage(() => {
        setAccessIntent(itemUid ? { itemUid } : {});
        replaceUrlState({ loginRequest: true, source: 'documents' });
      })}
    >
      Get access
    </a>
  );
}

function DownloadButton({ document }: { document: DocumentView }) {
  const snack = useSnack();
  const [busy, setBusy] = useState(false);
  if (!document.downloadUrl) return null;
  const url = document.downloadUrl;
  return (
    <button
      type="button"
      className={classes.iconButton}
      aria-label={`Download ${document.name}`}
      title="Download"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        downloadDocument(url, document.name)
          .catch(() => snack(DOWNLOAD_FAILED, 'error'))
          .finally(() => setBusy(false));
      }}
    >
      <DownloadIcon size={16} />
    </button>
  );
}

export function DocumentTile({ document }: { document: DocumentView }) {
  const viewer = useDocumentViewer();
  const locked = document.viewUrl === null && document.downloadUrl === null;
  const title = document.itemTitle;
  return (
    <li>
      <article
        className={classes.tile}
        data-file-id={document.fileId}
        data-locked={locked || undefined}
        aria-label={title}
      >
        <span className={classes.fileIcon}>
          {locked ? <LockIcon size={18} label="Restricted" /> : <FileIcon size={18} />}
        </span>
        <div className={classes.tileText}>
          {document.viewUrl ? (
            // A real link (it works before the app loads, and opens in a new tab on a
            // middle-click); a plain click opens the view modal instead.
            <a
              className={classes.title}
              href={document.viewUrl}
              target="_blank"
              rel="noopener"
              aria-haspopup={viewer ? 'dialog' : undefined}
              onClick={(event) => {
                if (!viewer || event.button !== 0 || event.metaKey || event.ctrlKey) return;
                if (event.shiftKey || event.altKey) return;
                event.preventDefault();
                viewer.open(document);
              }}
            >
              {title}
            </a>
          ) : (
            <span className={classes.title}>{title}</span>
          )}
          <span className={classes.details}>{documentDetails(document)}</span>
          <span className={classes.fileName}>{document.name}</span>
          {locked ? (
            <span className={classes.tileActions}>
              <GetAccessButton itemUid={document.itemUid} />
              <AcceptNdaButton />
            </span>
          ) : document.downloadUrl === null ? (
            <span className={classes.viewOnly}>{FILE_MESSAGES.viewOnly}</span>
          ) : null}
        </div>
        <DownloadButton document={document} />
      </article>
    </li>
  );
}

/**
 * The view modal: the document read in the page (PDFs drawn with pdf.js, images as images),
 * with a download button only when the viewer may download it; a view-only file says so
 * instead. The bytes come through the document's view link, so the server's check and the
 * viewer's watermark apply to what is shown.
 */
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Anchor, Button, Modal } from '@mantine/core';
import { FILE_MESSAGES } from '@candor/domain/files/file.rules';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSnack } from '../ui/Snack.js';
import { DownloadIcon } from '../ui/icons.js';
import { DOWNLOAD_FAILED, downloadDocument, fetchDocument } from './downloadFile.js';
import { usePortalViewer } from '../portal/viewerContext.js';
import { isPdf } from './documentFormat.js';
import type { ViewedDocument } from './documentViewer.js';
import classes from './Documents.module.css';

const PdfPages = lazy(() => import('./PdfPages.js'));

const VIEW_FAILED =
  'This document could not be opened. If the problem persists, please contact support.';

type Loaded =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; bytes: Uint8Array; objectUrl: string };

export default function DocumentViewModal({
  document,
  onClose,
}: {
  document: ViewedDocument;
  onClose: () => void;
}) {
  const snack = useSnack();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [downloading, setDownloading] = useState(false);
  const { viewUrl, downloadUrl } = document;
  const { basePath = '' } = usePortalViewer();

  useEffect(() => {
    if (!viewUrl) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchDocument(viewUrl, controller.signal)
      .then(async (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ state: 'ready', bytes: new Uint8Array(await blob.arrayBuffer()), objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: 'error' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [viewUrl]);

  const failed = useCallback(() => setLoaded({ state: 'error' }), []);

  const download = async () => {
    if (!downloadUrl) return;
    setDownloading(true);
    try {
      await downloadDocument(downloadUrl, document.name);
    } catch {
      snack(DOWNLOAD_FAILED, 'error');
    } finally {
      setDownloading(false);
    }
  };

  const body = (() => {
    if (!viewUrl || loaded.state === 'error') {
      return <p className={classes.viewerStatus}>{VIEW_FAILED}</p>;
    }
    if (loaded.state === 'loading') {
      return (
        <p className={classes.viewerStatus} role="status">
          Loading {document.itemTitle}…
          {document.encrypted ? (
            <>
              <br />
              {FILE_MESSAGES.encrypted}
            </>
          ) : null}
        </p>
      );
    }
    if (isPdf(document.contentType)) {
      return (
        <Suspense fallback={<p className={classes.viewerStatus}>Loading {document.itemTitle}…</p>}>
          <PdfPages data={loaded.bytes} title={document.itemTitle} onError={failed} />
        </Suspense>
      );
    }
    if (document.contentType.startsWith('image/')) {
      return (
        <img className={classes.viewerImage} src={loaded.objectUrl} alt={document.itemTitle} />
      );
    }
    return (
      <p className={classes.viewerStatus}>
        This file cannot be shown here.{downloadUrl ? ' Download it to read it.' : ''}
      </p>
    );
  })();

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      centered
      title={
        <span className={classes.viewerTitle}>
          <span>{document.itemTitle}</span>
          <span className={classes.viewerFile}>{document.name}</span>
        </span>
      }
      classNames={{ body: classes.viewerBody }}
    >
      <div className={classes.viewerBar}>
        {downloadUrl && isPdf(document.contentType) ? (
          // A downloaded PDF carries a signed receipt: anyone can check it there.
          <Anchor href={`${basePath}/verify`} size="sm" mr="md">
            Verify a copy
          </Anchor>
        ) : null}
        {downloadUrl ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<DownloadIcon size={14} />}
            loading={downloading}
            onClick={() => void download()}
          >
            Download
          </Button>
        ) : (
          <span className={classes.viewOnly}>{FILE_MESSAGES.viewOnly}</span>
        )}
      </div>
      <div className={classes.viewerContent}>{body}</div>
    </Modal>
  );
}

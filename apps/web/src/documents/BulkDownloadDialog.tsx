/**
 * 'Bulk download' (staff-content.md §2, §4, §8): every document of the section (those the viewer
 * may only view, or must ask access for, say so), a select-all checkbox, and the spec's states: idle, loading (the dialog cannot close; Cancel
 * aborts the request), success (the browser downloads the zip, the selection clears), partial
 * success: the zip of the others, and 'Failed to download N document(s)' with the names the
 * server left out) and error ('Error downloading', Try again). Opening the dialog starts again
 * from idle.
 */
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, Modal } from '@mantine/core';
import { useInfiniteQuery } from '../api/queries.js';
import { useEffect, useReducer, useRef, useState } from 'react';
import {
  bulkDownloadOutcome,
  bulkDownloadTransition,
  failedDocumentName,
  failedDocumentsTitle,
} from '@candor/domain/files/bulkDownload.machine';
import type { DocumentView } from '@candor/domain/portal/portalView';
import { useListSource } from '../api/listSourceContext.js';
import { listKeys, nextPageOf, portalApi, requestBulkDownload } from '../api/portalLists.js';
import { usePortalViewer } from '../portal/viewerContext.js';
import { startDownload } from './downloadFile.js';
import classes from './Documents.module.css';

const keyOf = (d: Pick<DocumentView, 'itemUid' | 'fileId'>) => `${d.itemUid}:${d.fileId}`;

export default function BulkDownloadDialog({ onClose }: { onClose: () => void }) {
  const source = useListSource();
  const { productId } = usePortalViewer();
  const [state, dispatch] = useReducer(bulkDownloadTransition, 'idle');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [failedNames, setFailedNames] = useState<string[]>([]);
  const abort = useRef<AbortController | null>(null);

  const query = useInfiniteQuery({
    queryKey: listKeys.documents(source, 'all'),
    queryFn: ({ pageParam, signal }) =>
      portalApi.documents(source, { page: pageParam, tab: 'all' }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const all = query.data?.pages.flatMap((page) => page.items) ?? [];
  const seen = new Set<string>();
  // Generated documents (bridge letters) go into the zip too: the server makes them as it goes.
  // Those the viewer may not download are offered as well: the server leaves them out, named.
  const downloadable = all.filter((d) => {
    if (seen.has(keyOf(d))) return false;
    seen.add(keyOf(d));
    return true;
  });
  const loadingList = query.isPending || hasNextPage;
  const everySelected =
    downloadable.length > 0 && downloadable.every((d) => selected.has(keyOf(d)));
  const someSelected = downloadable.some((d) => selected.has(keyOf(d)));
  const loading = state === 'loading';

  const begin = async () => {
    const chosen = downloadable.filter((d) => selected.has(keyOf(d)));
    if (chosen.length === 0) return;
    // After a download the dialog starts over from idle for the next one.
    if (state === 'success' || state === 'partial_success') dispatch('reset');
    dispatch('begin-download');
    const controller = new AbortController();
    abort.current = controller;
    try {
      const answer = await requestBulkDownload(
        source,
        {
          files: chosen.map((d) => ({
            itemUid: d.itemUid,
            fileId: d.fileId,
            ...(d.generated ? { generated: true } : {}),
          })),
          productId,
          selectAllUsed: everySelected,
        },
        controller.signal,
      );
      const outcome = bulkDownloadOutcome(answer);
      if (outcome !== 'error') {
        startDownload(answer.fileUrl);
        setSelected(new Set());
      }
      setFailedNames(
        answer.failedFileIds.map((id) =>
          failedDocumentName(chosen.find((d) => d.fileId === id)?.name),
        ),
      );
      dispatch(outcome);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('Downloading files failed', error);
      dispatch('error');
    } finally {
      abort.current = null;
    }
  };

  const cancel = () => {
    if (loading) {
      abort.current?.abort();
      dispatch('cancel');
      return;
    }
    onClose();
  };

  if (state === 'error') {
    return (
      <Modal opened onClose={onClose} title="Error downloading" centered>
        <p className={classes.dialogText}>
          Oops, looks like we encountered an error during this download. Try again below.
        </p>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void begin()}>Try again</Button>
        </Group>
      </Modal>
    );
  }

  return (
    <Modal
      opened
      onClose={() => {
        if (!loading) onClose();
      }}
      title="Download documents"
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
    >
      {state === 'success' ? (
        <p className={classes.dialogText} role="status">
          Your download has started.
        </p>
      ) : null}
      {state === 'partial_success' ? (
        <div className={classes.failed} role="status">
          <p className={classes.failedTitle}>{failedDocumentsTitle(failedNames.length)}</p>
          <ul>
            {failedNames.map((name, index) => (
              <li key={`${name}-${index}`}>{name}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {loadingList ? (
        <p className={classes.dialogText}>Loading documents…</p>
      ) : downloadable.length === 0 ? (
        <p className={classes.dialogText}>No documents can be downloaded.</p>
      ) : (
        <>
          <Checkbox
            label="Select all"
            checked={everySelected}
            indeterminate={someSelected && !everySelected}
            disabled={loading}
            onChange={() =>
              setSelected(everySelected ? new Set() : new Set(downloadable.map(keyOf)))
            }
            className={classes.selectAll}
          />
          <ul className={classes.bulkList} aria-label="Documents to download">
            {downloadable.map((d) => (
              <li key={keyOf(d)}>
                <Checkbox
                  label={
                    <span>
                      {d.itemTitle} <span className={classes.bulkFile}>{d.name}</span>
                      {d.downloadUrl === null ? (
                        <span className={classes.bulkFile}>
                          {' '}
                          · {d.viewUrl === null ? 'Restricted' : 'View only'}
                        </span>
                      ) : null}
                    </span>
                  }
                  aria-label={d.name}
                  checked={selected.has(keyOf(d))}
                  disabled={loading}
                  onChange={() =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (next.has(keyOf(d))) next.delete(keyOf(d));
                      else next.add(keyOf(d));
                      return next;
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={cancel}>
          Cancel
        </Button>
        <Button
          onClick={() => void begin()}
          loading={loading}
          disabled={loading || loadingList || !someSelected}
        >
          Download
        </Button>
      </Group>
    </Modal>
  );
}

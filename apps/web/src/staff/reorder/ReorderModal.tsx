/**
 * The frame of every re-order dialog: a title (with its tooltip where the spec gives one), the
 * list in a scroll area of at most 600 px, and Cancel / Save. Save stays disabled until the
 * order changed. Escape closes (unless a row is being carried), a click on the backdrop does not.
 */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Loader.css';
import { Alert, Button, Group, Loader, Modal, ScrollArea, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { InfoIcon } from '../../ui/icons.js';
import classes from './reorder.module.css';

/** The spec's height limit of reorder dialogs (staff-content.md §9). */
const MAX_LIST_HEIGHT = 600;

export type LoadStatus =
  { kind: 'loading' } | { kind: 'error'; retry: () => void } | { kind: 'ready' };

/** The status of the query the dialog's rows come from. */
export function loadStatus(query: {
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}): LoadStatus {
  if (query.isPending) return { kind: 'loading' };
  if (query.isError) return { kind: 'error', retry: () => void query.refetch() };
  return { kind: 'ready' };
}

export interface ReorderModalProps {
  title: string;
  tooltip?: string;
  onClose: () => void;
  /** The order differs from the saved one. */
  changed: boolean;
  saving: boolean;
  dragging: boolean;
  onSave: () => void;
  /** Loading the rows, or why they could not be loaded (with a retry): see loadStatus. */
  status: LoadStatus;
  /** The last save's failure, as the server put it. */
  error: string | null;
  children: ReactNode;
}

export function ReorderModal({
  title,
  tooltip,
  onClose,
  changed,
  saving,
  dragging,
  onSave,
  status,
  error,
  children,
}: ReorderModalProps) {
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={!dragging && !saving}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        <span className={classes.title}>
          {title}
          {tooltip ? (
            <Tooltip label={tooltip} multiline w={260} withinPortal>
              <span className={classes.info} tabIndex={0} role="img" aria-label={tooltip}>
                <InfoIcon size={16} />
              </span>
            </Tooltip>
          ) : null}
        </span>
      }
      data-reorder-dialog={title}
    >
      {status.kind === 'loading' ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label="Loading" />
        </Group>
      ) : status.kind === 'error' ? (
        <Alert color="red" title="Could not load the list">
          <Button variant="light" size="xs" mt="xs" onClick={status.retry}>
            Try again
          </Button>
        </Alert>
      ) : (
        <ScrollArea.Autosize mah={MAX_LIST_HEIGHT} type="auto" offsetScrollbars>
          {children}
        </ScrollArea.Autosize>
      )}
      {error ? (
        <Alert color="red" mt="md" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={onSave} disabled={!changed || status.kind !== 'ready'} loading={saving}>
          Save
        </Button>
      </Group>
    </Modal>
  );
}

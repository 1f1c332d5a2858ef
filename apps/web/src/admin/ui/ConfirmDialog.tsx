import { Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogActions } from '../../ui/DialogActions.js';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The way back: Cancel unless named. */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action; the confirm button is red and waits for the answer. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text component="div" size="sm">
        {children}
      </Text>
      <DialogActions
        onCancel={onClose}
        cancelLabel={cancelLabel}
        busy={busy}
        actionLabel={confirmLabel}
        onConfirm={onConfirm}
        danger
        mt="lg"
      />
    </Modal>
  );
}

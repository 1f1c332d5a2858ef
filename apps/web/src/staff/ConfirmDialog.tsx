/** A confirmation before a destructive action: the action runs only on the red button. */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../api/jsonRequest.js';
import { DialogActions } from '../ui/DialogActions.js';

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  failedMessage,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  failedMessage: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : failedMessage);
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{message}</Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <DialogActions
          onCancel={onClose}
          busy={busy}
          actionLabel={confirmLabel}
          onConfirm={() => void confirm()}
          danger
        />
      </Stack>
    </Modal>
  );
}

/**
 * A staff dialog that edits the portal through a form: its fields, the save's error, Cancel and
 * Save; and the step after every staff change on the portal (reload the page's data, show the
 * server's message).
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../api/jsonRequest.js';
import { usePortalRefresh } from '../portal/portalRefresh.js';
import { useSnack } from '../ui/Snack.js';
import { DialogActions } from '../ui/DialogActions.js';

/** After a staff change: reload the page's data (a failed reload is not a failed change), say it. */
export function useAfterPortalChange(): (answer: { message: string }) => Promise<void> {
  const snack = useSnack();
  const refresh = usePortalRefresh();
  return async (answer) => {
    await refresh().catch(() => undefined);
    snack(answer.message);
  };
}

/**
 * Saving a dialog's change: `save(request)` sends it and, once done, reloads, says so and closes
 * the dialog; a refusal stays in the dialog as `error` (the server's message, else `failed`).
 */
export function usePortalSave({ failed, onClose }: { failed: string; onClose: () => void }) {
  const afterChange = useAfterPortalChange();
  const [error, setError] = useState<string | null>(null);
  const save = async (request: () => Promise<{ message: string }>): Promise<void> => {
    try {
      await afterChange(await request());
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : failed);
    }
  };
  return { error, setError, save, onClose };
}

export function FormDialog({
  title,
  saving: { error, onClose },
  busy,
  onSubmit,
  actionLabel,
  children,
}: {
  title: string;
  /** The submit button's text; Save unless told. */
  actionLabel?: string;
  /** The dialog's usePortalSave: why the last save failed, and how to close. */
  saving: { error: string | null; onClose: () => void };
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          {children}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <DialogActions onCancel={onClose} busy={busy} {...(actionLabel ? { actionLabel } : {})} />
        </Stack>
      </form>
    </Modal>
  );
}

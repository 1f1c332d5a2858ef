/**
 * The buttons at the foot of a dialog: Cancel, then the action. The action submits the dialog's
 * form unless it has its own `onConfirm`; while busy it spins and Cancel waits with it, so a
 * half-done save is never abandoned from the dialog. `danger` makes it red (destructive).
 */
import { Button, Group } from '@mantine/core';

export function DialogActions({
  onCancel,
  busy = false,
  cancelLabel = 'Cancel',
  actionLabel = 'Save',
  onConfirm,
  danger = false,
  disabled = false,
  mt,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  busy?: boolean;
  actionLabel?: string;
  onConfirm?: () => void;
  danger?: boolean;
  /** The action waits for the dialog to be filled in (e.g. a typed confirmation). */
  disabled?: boolean;
  mt?: 'lg';
}) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        // red.8: white text on Mantine's default red (red.6) is below the 4.5:1 contrast AA asks.
        color={danger ? 'red.8' : undefined}
        loading={busy}
        disabled={disabled}
        onClick={onConfirm}
      >
        {actionLabel}
      </Button>
    </Group>
  );
}

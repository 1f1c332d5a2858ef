/**
 * A staff "Add …" button that opens its dialog; the dialog is mounted only while open, so each
 * opening starts from an empty form.
 */
import { Button } from '@mantine/core';
import { PlusIcon } from '../ui/icons.js';
import { useState, type ComponentType } from 'react';

export function AddButton({
  label,
  Dialog,
}: {
  label: string;
  Dialog: ComponentType<{ onClose: () => void }>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<PlusIcon size={14} stroke={2} />}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open ? <Dialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

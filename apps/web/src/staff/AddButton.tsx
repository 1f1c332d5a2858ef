/**
 * A staff "Add …" button that opens its dialog; the dialog is mounted only while open, so each
 * opening starts from an empty form.
 */
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
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
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open ? <Dialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

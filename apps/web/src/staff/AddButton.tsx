/**
 * A staff "Add …" button that opens its dialog; the dialog is mounted only while open, so each
 * opening starts from an empty form. The button itself is in the page's HTML, so the section
 * does not grow when the page hydrates (an open menu below would jump); the dialog is a chunk of
 * its own, fetched once the page has hydrated (visitors never see the button, so never fetch it).
 */
import { Button } from '@mantine/core';
import { PlusIcon } from '../ui/icons.js';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

type DialogModule = { default: ComponentType<{ onClose: () => void }> };

/** One lazy component per loader, so a re-render never re-creates (and re-suspends) it. */
const lazyDialogs = new WeakMap<
  () => Promise<DialogModule>,
  ComponentType<{ onClose: () => void }>
>();

function lazyDialog(load: () => Promise<DialogModule>) {
  let Dialog = lazyDialogs.get(load);
  if (!Dialog) {
    Dialog = lazy(load);
    lazyDialogs.set(load, Dialog);
  }
  return Dialog;
}

export function AddButton({
  label,
  loadDialog,
}: {
  label: string;
  /** The dialog's chunk: a module-level function (its identity keys the lazy component). */
  loadDialog: () => Promise<DialogModule>;
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void loadDialog();
  }, [loadDialog]);
  const Dialog = lazyDialog(loadDialog);
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
      {open ? (
        <Suspense fallback={null}>
          <Dialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

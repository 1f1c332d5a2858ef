/**
 * Holds the way out of a form with unsaved changes: a move to another address of the private
 * area (a tab, the navigation) asks first, Stay or Discard changes; closing or reloading the
 * browser tab gets the browser's own question (beforeunload).
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog.js';

export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Discard changes"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      Your changes on this page are not saved yet. Stay to save them, or discard them and go on.
    </ConfirmDialog>
  );
}

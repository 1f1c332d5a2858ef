/**
 * The NDA reminder toast (visitor-portal.md §2, §9): shown once per page load to an account
 * member whose NDA is pending, for 20 s, with a way to open the NDA.
 */
import { NDA_UI } from '@candor/domain/access/access.constants';
import { Button, Notification } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import { useEffect, useState } from 'react';
import { usePortalNda } from './ndaContext.js';
import classes from './NdaReminder.module.css';

export function NdaReminder() {
  const nda = usePortalNda();
  const pending = nda?.pending === true;
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!pending || done) return;
    setShown(true);
    const timer = setTimeout(() => {
      setShown(false);
      setDone(true);
    }, NDA_UI.reminderMs);
    return () => clearTimeout(timer);
  }, [pending, done]);
  if (!nda || !shown || !pending) return null;
  const close = () => {
    setShown(false);
    setDone(true);
  };
  return (
    <div className={classes.region} role="status" aria-live="polite">
      <Notification
        className={classes.toast}
        withBorder
        title="NDA required"
        closeButtonProps={{ 'aria-label': 'Dismiss' }}
        onClose={close}
      >
        {NDA_UI.reminder}
        <Button
          variant="light"
          size="compact-sm"
          ml="xs"
          onClick={() => {
            close();
            nda.openDialog();
          }}
        >
          Review NDA
        </Button>
      </Notification>
    </div>
  );
}

/** What a snack draws (Snack.tsx): a chunk of its own, fetched with the page's first snack. */
import { Button, Notification } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import type { SnackMessage } from './Snack.js';

export default function SnackNotification({
  snack,
  className,
  onClose,
}: {
  snack: SnackMessage;
  className: string | undefined;
  onClose: () => void;
}) {
  return (
    <Notification
      className={className}
      color={snack.tone === 'error' ? 'red' : 'teal'}
      withBorder
      closeButtonProps={{ 'aria-label': 'Dismiss' }}
      onClose={onClose}
    >
      {snack.message}
      {snack.action ? (
        <Button variant="subtle" size="compact-sm" ml="xs" onClick={snack.action.onClick}>
          {snack.action.label}
        </Button>
      ) : null}
    </Notification>
  );
}

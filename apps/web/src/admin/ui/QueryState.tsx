import { Alert, Button, Group, Loader } from '@mantine/core';
import { GENERIC_ERROR_TITLE } from '../../pages/ErrorPanel.js';

/** A section's data is on its way. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <Group gap="sm" role="status" aria-live="polite" py="lg">
      <Loader size="sm" aria-hidden />
      <span>{label}</span>
    </Group>
  );
}

/** A section's data could not be read: what went wrong and a way to try again. */
export function LoadError({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <Alert color="red" title={GENERIC_ERROR_TITLE} role="alert">
      <p>{error.message}</p>
      {onRetry ? (
        <Button variant="light" color="red" size="xs" mt="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}

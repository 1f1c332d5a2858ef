import { Alert, Button, Group, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** What a query is, as QueryView reads it (useQuery's and useInfiniteQuery's results fit). */
export type QueryOutcome<T> =
  | { isPending: true }
  | { isPending: false; isError: true; error: Error; refetch: () => Promise<unknown> }
  | { isPending: false; isError: false; data: T };

/**
 * A section built from a query: Loading… while it is on its way, the error with Try again when
 * it failed, else what `children` makes of the data.
 */
export function QueryView<T>({
  query,
  children,
}: {
  query: QueryOutcome<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

/**
 * One widget of the Overview: a card whose title links to the page where the work is done,
 * showing a skeleton while the data comes, a retry when its data could not be read, and what
 * to do next when it is empty (never a bare "No data").
 */
import '@mantine/core/styles/Skeleton.css';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../ui/icons.js';

export type CardState<T> =
  { kind: 'loading' } | { kind: 'unavailable'; retry: () => void } | { kind: 'ready'; data: T };

export function DashboardCard<T>({
  title,
  to,
  href,
  state,
  children,
}: {
  title: string;
  /** A page of the private area... */
  to?: string;
  /** ...or an address outside it (the portal). */
  href?: string;
  state: CardState<T>;
  children: (data: T) => ReactNode;
}) {
  const label = (
    <Group gap={6} wrap="nowrap" component="span">
      {title}
      <ArrowRightIcon size={16} />
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} miw={0}>
      <Title order={2} size="h4" mb="sm">
        {to ? (
          <Anchor component={Link} to={to} c="inherit" fw={600} underline="hover">
            {label}
          </Anchor>
        ) : (
          <Anchor href={href} c="inherit" fw={600} underline="hover">
            {label}
          </Anchor>
        )}
      </Title>
      {state.kind === 'loading' ? (
        <Stack gap="xs" aria-hidden>
          <Skeleton h={14} />
          <Skeleton h={14} w="80%" />
          <Skeleton h={14} w="60%" />
        </Stack>
      ) : state.kind === 'unavailable' ? (
        <Alert color="red" variant="light" title="This could not be loaded just now">
          <Button size="xs" variant="light" color="red" mt={4} onClick={state.retry}>
            Try again
          </Button>
        </Alert>
      ) : (
        children(state.data)
      )}
    </Paper>
  );
}

/** A widget with nothing in it: what this is and what to do next. */
export function EmptyHint({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="gray.7">
      {children}
    </Text>
  );
}

/** A figure and what it counts. */
export function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div>
      <Text fz={24} fw={700} lh={1.1}>
        {value}
      </Text>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
    </div>
  );
}

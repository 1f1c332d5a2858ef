import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section's heading (the page's h1) and what it is for. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children ? (
        <Text c="dimmed" size="sm">
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { adminAreaName, useAdmin } from '../adminContext.js';

/** A section's heading (the page's h1, and the tab's title) and what it is for. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(`${title} · ${adminAreaName(useAdmin())} | Candor`);
  return (
    <Stack gap={4} mb="lg" style={{ overflowWrap: 'anywhere' }}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children ? (
        <Text c="gray.7" size="sm">
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}

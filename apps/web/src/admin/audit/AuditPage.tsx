import { Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { AuditFilter, AuditPage as AuditPageAnswer } from '../api/adminApi.js';
import { PageHeader } from '../ui/PageHeader.js';
import { QueryView } from '../ui/QueryState.js';
import { LoadMoreButton } from '../ui/LoadMoreButton.js';
import { AuditChainBanner } from './AuditChainBanner.js';
import { AuditFilters } from './AuditFilters.js';
import { AuditTable } from './AuditTable.js';

/** The organisation's audit log: filtered, paged by cursor, its hash chain checked on screen. */
export default function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const query = useInfiniteQuery<
    AuditPageAnswer,
    Error,
    InfiniteData<AuditPageAnswer>,
    ReturnType<typeof adminKeys.audit>,
    string | null
  >({
    queryKey: adminKeys.audit(filter),
    queryFn: ({ pageParam }) => adminApi.audit.list(filter, pageParam),
    initialPageParam: null,
    getNextPageParam: (page) => page.nextCursor,
    // Every write adds entries: read them again each time the page opens.
    staleTime: 0,
  });
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <>
      <PageHeader title="Audit log">
        Every change staff and the system made, newest first. Each entry is chained to the one
        before it, so an edited or deleted entry shows.
      </PageHeader>
      <Stack gap="lg">
        <AuditChainBanner />
        <AuditFilters value={filter} onChange={setFilter} />
        <QueryView query={query}>
          {() =>
            entries.length === 0 ? (
              <Text c="gray.7">No entries match these filters.</Text>
            ) : (
              <>
                <AuditTable entries={entries} />
                <Group justify="center">
                  {query.hasNextPage ? (
                    <LoadMoreButton query={query} />
                  ) : (
                    <Text size="sm" c="gray.7">
                      {entries.length === 1 ? '1 entry' : `${entries.length} entries`}, no more.
                    </Text>
                  )}
                </Group>
              </>
            )
          }
        </QueryView>
      </Stack>
    </>
  );
}

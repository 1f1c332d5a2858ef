import { Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, type InfiniteData } from '../../api/queries.js';
import { useSearchParams } from 'react-router';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { AuditFilter, AuditPage as AuditPageAnswer } from '../api/adminApi.js';
import { PageHeader } from '../ui/PageHeader.js';
import { QueryView } from '../ui/QueryState.js';
import { LoadMoreButton } from '../ui/LoadMoreButton.js';
import { ExportCsvButton, TableToolbar } from '../ui/TableToolbar.js';
import { auditExportUrl } from './auditApi.js';
import { AuditChainBanner } from './AuditChainBanner.js';
import { AuditEntryList } from './AuditEntryList.js';
import { AuditFilters, type AuditFilterChange } from './AuditFilters.js';

const FILTER_FIELDS = ['actor', 'action', 'entity', 'from', 'to'] as const;

function filterOf(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  for (const field of FILTER_FIELDS) {
    const value = params.get(field);
    if (value) filter[field] = value;
  }
  return filter;
}

/**
 * The filters are the page's URL, so a filtered view can be shared. A change is made to the URL
 * as it is now (not as this render saw it): two quick changes both stay.
 */
function useUrlFilter(): [AuditFilter, (change: AuditFilterChange) => void] {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const setFilter = (change: AuditFilterChange) => {
    const next =
      typeof change === 'function'
        ? change(filterOf(new URLSearchParams(window.location.search)))
        : change;
    const search = new URLSearchParams();
    for (const field of FILTER_FIELDS) {
      const value = next[field];
      if (value) search.set(field, value);
    }
    setParams(search, { replace: true });
  };
  return [filter, setFilter];
}

/** The organisation's audit log: in sentences, filtered, paged by cursor, its chain checked. */
export default function AuditPage() {
  const [filter, setFilter] = useUrlFilter();
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
  const filtered = Object.keys(filter).length > 0;

  return (
    <>
      <PageHeader title="Audit log">
        Every change staff, visitors and the system made, newest first. Each entry is chained to the
        one before it, so an edited or deleted entry shows.
      </PageHeader>
      <Stack gap="lg">
        <AuditChainBanner />
        <TableToolbar actions={<ExportCsvButton href={auditExportUrl(filter)} />}>
          <AuditFilters value={filter} onChange={setFilter} />
        </TableToolbar>
        <QueryView query={query}>
          {() =>
            entries.length === 0 ? (
              <Text c="gray.7">
                {filtered
                  ? 'No entries match these filters. Clear them to see the whole log.'
                  : 'Nothing has been changed yet. Changes made here and on the portal appear in this log.'}
              </Text>
            ) : (
              <>
                <AuditEntryList entries={entries} />
                <Group justify="center">
                  {query.hasNextPage ? (
                    <LoadMoreButton query={query} />
                  ) : (
                    <Text size="sm" c="gray.7">
                      {entries.length === 1 ? '1 entry' : `${String(entries.length)} entries`}, no
                      more.
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

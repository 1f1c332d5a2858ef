/**
 * Visitor analytics for staff with access:manage: what visitors and account members read, per
 * kind, day, document and account, and "who read what" (which prospect read the SOC 2 report,
 * and when), exportable as CSV. First-party and cookie-free: anonymous visitors are counted,
 * never identified; staff reads are not counted.
 */
import '@mantine/core/styles/Skeleton.css';
import { ANALYTICS_EVENT_KINDS, type AnalyticsEventKind } from '@candor/domain';
import {
  ANALYTICS_DEFAULT_RANGE,
  ANALYTICS_KIND_LABELS,
  ANALYTICS_MESSAGES,
  ANALYTICS_RANGES,
  analyticsRange,
  type AnalyticsEventsPage,
  type AnalyticsRange,
} from '@candor/domain/analytics/analytics.schema';
import {
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useInfiniteQuery, useQuery, type InfiniteData } from '../../api/queries.js';
import { lazy, Suspense, useMemo, useState } from 'react';
import { AdminTable } from '../ui/AdminTable.js';
import { PageHeader } from '../ui/PageHeader.js';
import { LoadError } from '../ui/QueryState.js';
import { LoadMoreButton } from '../ui/LoadMoreButton.js';
import { ExportCsvButton, TableToolbar } from '../ui/TableToolbar.js';
import { formatDateTime } from '../ui/dates.js';
import {
  analyticsApi,
  analyticsCsvUrl,
  analyticsKeys,
  type AnalyticsPeriod,
  type AnalyticsTableFilter,
} from './analyticsApi.js';
import { filterOptions, hasActivity, whoOf } from './analyticsView.js';
import { SearchTables } from './SearchTables.js';

const AnalyticsCharts = lazy(() => import('./AnalyticsCharts.js'));

const NO_FILTER: AnalyticsTableFilter = { kind: null, accountId: null, fileId: null };

const rangeOf = (value: string): AnalyticsRange | undefined =>
  ANALYTICS_RANGES.find((days) => String(days) === value);
const isKind = (value: string | null): value is AnalyticsEventKind =>
  ANALYTICS_EVENT_KINDS.some((kind) => kind === value);

function ChartsSkeleton() {
  return (
    <Stack gap="lg" aria-hidden>
      <Skeleton h={300} radius="md" />
      <Skeleton h={200} radius="md" />
    </Stack>
  );
}

export default function AnalyticsPage() {
  const [days, setDays] = useState<AnalyticsRange>(ANALYTICS_DEFAULT_RANGE);
  const [productId, setProductId] = useState<string | null>(null);
  const [filter, setFilter] = useState<AnalyticsTableFilter>(NO_FILTER);
  // The range is fixed when chosen, so paging and the CSV read the same days.
  const period = useMemo<AnalyticsPeriod>(
    () => ({ ...analyticsRange(days), productId }),
    [days, productId],
  );

  const summary = useQuery({
    queryKey: analyticsKeys.summary(period),
    queryFn: () => analyticsApi.summary(period),
    staleTime: 0,
  });
  const events = useInfiniteQuery<
    AnalyticsEventsPage,
    Error,
    InfiniteData<AnalyticsEventsPage>,
    ReturnType<typeof analyticsKeys.events>,
    string | null
  >({
    queryKey: analyticsKeys.events(period, filter),
    queryFn: ({ pageParam }) => analyticsApi.events(period, filter, pageParam),
    initialPageParam: null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];
  const chosenNames = {
    fileName: rows.find((row) => row.fileId === filter.fileId)?.documentName ?? null,
    accountName: rows.find((row) => row.accountId === filter.accountId)?.accountName ?? null,
  };
  const options = filterOptions(summary.data, filter, chosenNames);
  const products = summary.data?.products ?? [];

  return (
    <>
      <PageHeader title="Analytics">
        What visitors and account members read on your Trust Center: portal views, document views
        and downloads, access requests and NDA acceptances. Anonymous visitors are counted, never
        identified; staff reads are not counted.
      </PageHeader>
      <Stack gap="lg">
        <TableToolbar actions={<ExportCsvButton href={analyticsCsvUrl(period, filter)} />}>
          <SegmentedControl
            aria-label="Period"
            value={String(days)}
            onChange={(value) => setDays(rangeOf(value) ?? ANALYTICS_DEFAULT_RANGE)}
            data={ANALYTICS_RANGES.map((d) => ({ value: String(d), label: `Last ${d} days` }))}
          />
          {products.length > 1 ? (
            <Select
              label="Product"
              placeholder="All products"
              clearable
              w={220}
              value={productId}
              onChange={setProductId}
              data={products.map((p) => ({ value: p.id, label: p.name }))}
            />
          ) : null}
        </TableToolbar>

        {summary.isError ? (
          <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
            {ANALYTICS_EVENT_KINDS.map((kind) => (
              <Paper key={kind} withBorder p="md" radius="md">
                <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
                  {ANALYTICS_KIND_LABELS[kind]}
                </Text>
                {summary.data ? (
                  <Text fz={28} fw={700} data-testid={`analytics-total-${kind}`}>
                    {summary.data.totals[kind].toLocaleString()}
                  </Text>
                ) : (
                  <Skeleton h={34} mt={4} w="60%" />
                )}
              </Paper>
            ))}
          </SimpleGrid>
        )}

        {summary.isPending ? (
          <ChartsSkeleton />
        ) : summary.data && hasActivity(summary.data) ? (
          <Suspense fallback={<ChartsSkeleton />}>
            <AnalyticsCharts summary={summary.data} />
          </Suspense>
        ) : summary.data ? (
          <Paper withBorder p="xl" radius="md">
            <Text ta="center" c="gray.7">
              {ANALYTICS_MESSAGES.empty}
            </Text>
          </Paper>
        ) : null}

        {summary.data ? (
          <SearchTables top={summary.data.topSearches} noResults={summary.data.noResultSearches} />
        ) : null}

        <Stack gap="sm">
          <Title order={2} size="h4">
            Who read what
          </Title>
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Document"
              placeholder="All documents"
              clearable
              searchable
              w={260}
              value={filter.fileId}
              onChange={(fileId) => setFilter((f) => ({ ...f, fileId }))}
              data={options.documents}
            />
            <Select
              label="Account"
              placeholder="All accounts"
              clearable
              searchable
              w={220}
              value={filter.accountId}
              onChange={(accountId) => setFilter((f) => ({ ...f, accountId }))}
              data={options.accounts}
            />
            <Select
              label="Event"
              placeholder="All events"
              clearable
              w={200}
              value={filter.kind}
              onChange={(kind) => setFilter((f) => ({ ...f, kind: isKind(kind) ? kind : null }))}
              data={ANALYTICS_EVENT_KINDS.map((kind) => ({
                value: kind,
                label: ANALYTICS_KIND_LABELS[kind],
              }))}
            />
          </Group>
          {events.isPending ? (
            <Stack gap="xs" aria-busy="true" aria-label="Loading events">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} h={28} />
              ))}
            </Stack>
          ) : events.isError ? (
            <LoadError error={events.error} onRetry={() => void events.refetch()} />
          ) : rows.length === 0 ? (
            <Text c="gray.7">{ANALYTICS_MESSAGES.empty}</Text>
          ) : (
            <>
              <AdminTable
                label="Who read what"
                columns={['Account', 'Member', 'Document', 'Event', 'Time']}
                minWidth={720}
                verticalSpacing="xs"
              >
                {rows.map((row) => {
                  const who = whoOf(row);
                  return (
                    <Table.Tr key={row.id}>
                      <Table.Td>{who.account}</Table.Td>
                      <Table.Td>{who.member}</Table.Td>
                      <Table.Td>{row.documentName ?? '—'}</Table.Td>
                      <Table.Td>
                        {ANALYTICS_KIND_LABELS[row.kind]}
                        {row.count > 1 ? ` (${row.count})` : ''}
                      </Table.Td>
                      <Table.Td>{formatDateTime(row.at)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </AdminTable>
              <Group justify="center">
                {events.hasNextPage ? <LoadMoreButton query={events} /> : null}
              </Group>
            </>
          )}
        </Stack>
      </Stack>
    </>
  );
}

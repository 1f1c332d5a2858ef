/**
 * What visitors search for (visitor-portal.md §7's 'query entered' events): the top searches
 * and the searches that found nothing, which tell the company what to add to its FAQ.
 */
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AnalyticsSearchQuery } from '@candor/domain/analytics/analytics.schema';
import { AdminTable, type Column } from '../ui/AdminTable.js';

export const SEARCH_TABLE_TEXTS = {
  top: 'Top searches',
  none: 'Searches with no results',
  empty: 'No searches in this period',
  noneEmpty: 'Every search found something',
} as const;

const alignedRight = (heading: string): Column => ({ heading, ta: 'right' });

function QueryTable({
  title,
  rows,
  empty,
  withResults,
}: {
  title: string;
  rows: AnalyticsSearchQuery[];
  empty: string;
  withResults: boolean;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text c="gray.7">{empty}</Text>
        ) : (
          <AdminTable
            label={title}
            columns={[
              'Query',
              alignedRight('Searches'),
              ...(withResults ? [alignedRight('Results')] : []),
            ]}
            verticalSpacing="xs"
          >
            {rows.map((row) => (
              <Table.Tr key={row.query}>
                <Table.Td>{row.query}</Table.Td>
                <Table.Td ta="right">{row.searches.toLocaleString()}</Table.Td>
                {withResults ? (
                  <Table.Td ta="right">{row.results.toLocaleString()}</Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </AdminTable>
        )}
      </Stack>
    </Paper>
  );
}

export function SearchTables({
  top,
  noResults,
}: {
  top: AnalyticsSearchQuery[];
  noResults: AnalyticsSearchQuery[];
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <QueryTable
        title={SEARCH_TABLE_TEXTS.top}
        rows={top}
        empty={SEARCH_TABLE_TEXTS.empty}
        withResults
      />
      <QueryTable
        title={SEARCH_TABLE_TEXTS.none}
        rows={noResults}
        empty={SEARCH_TABLE_TEXTS.noneEmpty}
        withResults={false}
      />
    </SimpleGrid>
  );
}

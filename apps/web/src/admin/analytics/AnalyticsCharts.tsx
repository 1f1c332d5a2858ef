/**
 * The analytics charts (Mantine charts over recharts): a chunk of its own, fetched only when the
 * analytics page draws them, so neither the portal nor the other private-area screens carry it.
 */
import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { AnalyticsSummary } from '@candor/domain/analytics/analytics.schema';
import { dailyChartRows, dailyChartSeries, topDocumentRows } from './analyticsView.js';

export default function AnalyticsCharts({ summary }: { summary: AnalyticsSummary }) {
  const documents = topDocumentRows(summary);
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Daily activity
        </Title>
        <AreaChart
          h={260}
          data={dailyChartRows(summary)}
          dataKey="day"
          series={dailyChartSeries}
          curveType="monotone"
          withLegend
          withDots={false}
          yAxisProps={{ allowDecimals: false }}
          aria-label="Events per day and kind"
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Top documents
        </Title>
        {documents.length === 0 ? (
          <Text size="sm" c="gray.7">
            No document was opened in this period.
          </Text>
        ) : (
          <BarChart
            h={Math.max(160, documents.length * 36)}
            data={documents}
            dataKey="document"
            orientation="vertical"
            yAxisProps={{ width: 200 }}
            xAxisProps={{ allowDecimals: false }}
            series={[
              { name: 'Views', color: 'teal.6' },
              { name: 'Downloads', color: 'orange.6' },
            ]}
            withLegend
            aria-label="Views and downloads of the most read documents"
          />
        )}
      </Paper>
    </Stack>
  );
}

/**
 * The Overview's small chart of views and downloads per day: a chunk of its own (Mantine charts
 * over recharts, as the analytics page's), fetched only when the widget draws it.
 */
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { formatLongDate } from '@candor/domain/portal/format';
import type { DashboardView } from '@candor/domain/dashboard/dashboard.schema';

type Day = NonNullable<DashboardView['activity']>['daily'][number];

export default function ActivityChart({ daily }: { daily: Day[] }) {
  // The chart is a picture to assistive technology (role img with its name); the card's totals
  // beside it say the same in words.
  return (
    <div role="img" aria-label="Portal views and downloads per day over the last 30 days">
      <AreaChart
        h={120}
        data={daily.map((day) => ({
          day: formatLongDate(day.day),
          'Portal views': day.portalViews,
          Downloads: day.documentDownloads,
        }))}
        dataKey="day"
        series={[
          { name: 'Portal views', color: 'blue.6' },
          { name: 'Downloads', color: 'orange.6' },
        ]}
        curveType="monotone"
        withDots={false}
        withXAxis={false}
        gridAxis="none"
        yAxisProps={{ allowDecimals: false, width: 32 }}
      />
    </div>
  );
}

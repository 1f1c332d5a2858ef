/**
 * The analytics events as CSV, with visitor-portal.md §9's export defaults: comma separator,
 * a header row, every field quoted, no BOM, and smart quotes and dashes written as plain ' " -.
 * Cells a spreadsheet would run as a formula (= + - @, tab, CR) are prefixed with '.
 * Written by csv-stringify while the rows are read, so memory stays flat whatever the period.
 */
import { Readable } from 'node:stream';
import {
  ANALYTICS_KIND_LABELS,
  type AnalyticsEventView,
} from '@candor/domain/analytics/analytics.schema';
import { stringify, type Stringifier } from 'csv-stringify';

/** §9: smart quotes and dashes normalised. */
export const plainCsvText = (value: string): string =>
  value
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-');

const COLUMNS: { key: string; header: string; cell: (event: AnalyticsEventView) => string }[] = [
  { key: 'at', header: 'Time (UTC)', cell: (ev) => ev.at },
  { key: 'kind', header: 'Event', cell: (ev) => ANALYTICS_KIND_LABELS[ev.kind] },
  { key: 'count', header: 'Count', cell: (ev) => String(ev.count) },
  { key: 'product', header: 'Product', cell: (ev) => ev.productName ?? '' },
  { key: 'account', header: 'Account', cell: (ev) => ev.accountName ?? '' },
  { key: 'member', header: 'Member e-mail', cell: (ev) => ev.memberEmail ?? '' },
  { key: 'document', header: 'Document', cell: (ev) => ev.documentName ?? '' },
  { key: 'item', header: 'Item', cell: (ev) => ev.itemUid ?? '' },
];

/** A CSV stream of the events, header first. */
export function analyticsCsvStream(events: AsyncIterable<AnalyticsEventView>): Stringifier {
  const csv = stringify({
    delimiter: ',',
    header: true,
    bom: false,
    quoted: true,
    quoted_empty: true,
    escape_formulas: true,
    record_delimiter: 'windows',
    columns: COLUMNS.map(({ key, header }) => ({ key, header })),
    cast: { string: plainCsvText },
  });
  const rows = Readable.from(
    (async function* () {
      for await (const event of events) {
        yield Object.fromEntries(COLUMNS.map(({ key, cell }) => [key, cell(event)]));
      }
    })(),
  );
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}

/** The analytics events as CSV (visitor-portal.md §9's export defaults, `csvStream`). */
import {
  ANALYTICS_KIND_LABELS,
  type AnalyticsEventView,
} from '@candor/domain/analytics/analytics.schema';
import type { Stringifier } from 'csv-stringify';
import { csvStream, type CsvColumn } from '../../http/csvStream.js';

const COLUMNS: CsvColumn<AnalyticsEventView>[] = [
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
export const analyticsCsvStream = (events: AsyncIterable<AnalyticsEventView>): Stringifier =>
  csvStream(COLUMNS, events);

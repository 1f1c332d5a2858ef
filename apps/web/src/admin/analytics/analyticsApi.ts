/** The staff analytics API (GET /api/analytics/*), through the app's one fetch wrapper. */
import type { AnalyticsEventKind } from '@candor/domain';
import type {
  AnalyticsEventsPage,
  AnalyticsSummary,
} from '@candor/domain/analytics/analytics.schema';
import { jsonRequest } from '../../api/jsonRequest.js';
import { queryString } from '../api/adminApi.js';

/** The period and product of the whole page. */
export interface AnalyticsPeriod {
  from: string;
  to: string;
  productId: string | null;
}

/** The "Who read what" table's own filters, on top of the period. */
export interface AnalyticsTableFilter {
  kind: AnalyticsEventKind | null;
  accountId: string | null;
  fileId: string | null;
}

const BASE = '/api/analytics';

const periodParams = (period: AnalyticsPeriod) => ({
  from: period.from,
  to: period.to,
  productId: period.productId,
});

const eventParams = (period: AnalyticsPeriod, filter: AnalyticsTableFilter) => ({
  ...periodParams(period),
  kind: filter.kind,
  accountId: filter.accountId,
  fileId: filter.fileId,
});

/** The CSV of exactly what the table shows (every page of it). */
export const analyticsCsvUrl = (period: AnalyticsPeriod, filter: AnalyticsTableFilter): string =>
  `${BASE}/events.csv${queryString(eventParams(period, filter))}`;

export const analyticsApi = {
  summary: (period: AnalyticsPeriod) =>
    jsonRequest<AnalyticsSummary>('GET', `${BASE}/summary${queryString(periodParams(period))}`),
  events: (period: AnalyticsPeriod, filter: AnalyticsTableFilter, cursor: string | null) =>
    jsonRequest<AnalyticsEventsPage>(
      'GET',
      `${BASE}/events${queryString({ ...eventParams(period, filter), cursor })}`,
    ),
};

export const analyticsKeys = {
  summary: (period: AnalyticsPeriod) => ['analytics', 'summary', period] as const,
  events: (period: AnalyticsPeriod, filter: AnalyticsTableFilter) =>
    ['analytics', 'events', period, filter] as const,
};

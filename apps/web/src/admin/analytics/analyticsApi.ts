/** The staff analytics API (GET /api/analytics/*), through the generated client. */
import type { AnalyticsEventKind } from '@candor/domain';
import { answerOf, api, withQuery } from '../../api/apiClient.js';

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

/** The CSV of exactly what the table shows (every page of it): a link the browser follows. */
export const analyticsCsvUrl = (period: AnalyticsPeriod, filter: AnalyticsTableFilter): string => {
  const search = withQuery(eventParams(period, filter)).querySerializer();
  return `/api/analytics/events.csv${search ? `?${search}` : ''}`;
};

export const analyticsApi = {
  summary: (period: AnalyticsPeriod) =>
    answerOf(api.GET('/api/analytics/summary', withQuery(periodParams(period)))),
  events: (period: AnalyticsPeriod, filter: AnalyticsTableFilter, cursor: string | null) =>
    answerOf(
      api.GET('/api/analytics/events', withQuery({ ...eventParams(period, filter), cursor })),
    ),
};

export const analyticsKeys = {
  summary: (period: AnalyticsPeriod) => ['analytics', 'summary', period] as const,
  events: (period: AnalyticsPeriod, filter: AnalyticsTableFilter) =>
    ['analytics', 'events', period, filter] as const,
};

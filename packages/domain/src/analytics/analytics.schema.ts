/**
 * The staff analytics page's contract (GET /api/analytics/summary, /events, /events.csv): the
 * filters with their messages, the default range, and the shapes answered.
 */
import { z } from 'zod';
import { ANALYTICS_EVENT_KINDS, type AnalyticsEventKind } from '../access/access.constants.js';
import { isIsoDate } from '../validation/isoDate.js';

/** The page's range picker, in days ending today (UTC). */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_DEFAULT_RANGE: AnalyticsRange = 30;
/** Longest range the API answers (a year and a day, so any calendar year fits). */
export const ANALYTICS_MAX_DAYS = 366;
export const ANALYTICS_PAGE_SIZE = 50;
export const ANALYTICS_TOP = 10;

export const ANALYTICS_MESSAGES = {
  badDate: 'Dates must be written YYYY-MM-DD',
  badRange: "'From' must not be after 'to'",
  tooLong: `The period must be at most ${ANALYTICS_MAX_DAYS} days`,
  badId: 'Not a valid id',
  badCursor: 'The page cursor is not valid; start again from the first page',
  empty: 'No activity in this period',
} as const;

/** Labels of the kinds, for the page, its charts and the CSV. */
export const ANALYTICS_KIND_LABELS: Record<AnalyticsEventKind, string> = {
  portal_view: 'Portal views',
  document_view: 'Document views',
  document_download: 'Document downloads',
  access_request: 'Access requests',
  nda_acceptance: 'NDA acceptances',
  card_view: 'Cards read',
  search: 'Searches',
  search_item_selected: 'Search results opened',
  search_query_entered: 'Search queries entered',
  search_items_viewed: 'Search results seen',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of a date in UTC. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The inclusive UTC days of the last `days` days ending with `now`'s day. */
export function analyticsRange(days: number, now: Date = new Date()): { from: string; to: string } {
  return { from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: utcDay(now) };
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let at = Date.parse(`${from}T00:00:00Z`);
    at <= Date.parse(`${to}T00:00:00Z`);
    at += DAY_MS
  ) {
    days.push(utcDay(new Date(at)));
  }
  return days;
}

/** An optional YYYY-MM-DD query parameter (empty is none). */
export const optionalDayParam = z
  .string()
  .optional()
  .refine(
    (value) => value === undefined || value === '' || isIsoDate(value),
    ANALYTICS_MESSAGES.badDate,
  )
  .transform((value) => (value ? value : undefined));

const id = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || z.uuid().safeParse(value).success, {
    message: ANALYTICS_MESSAGES.badId,
  });

const rangeRefinements = <T extends { from?: string; to?: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, {
      path: ['from'],
      message: ANALYTICS_MESSAGES.badRange,
    })
    .refine((q) => !q.from || !q.to || daysBetweenCount(q.from, q.to) <= ANALYTICS_MAX_DAYS, {
      path: ['from'],
      message: ANALYTICS_MESSAGES.tooLong,
    });

const daysBetweenCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const analyticsSummaryQuerySchema = rangeRefinements(
  z.object({ from: optionalDayParam, to: optionalDayParam, productId: id }),
);
export type AnalyticsSummaryQuery = z.output<typeof analyticsSummaryQuerySchema>;

export const analyticsEventsQuerySchema = rangeRefinements(
  z.object({
    from: optionalDayParam,
    to: optionalDayParam,
    productId: id,
    kind: z
      .enum(ANALYTICS_EVENT_KINDS)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    accountId: id,
    fileId: id,
    cursor: z.string().max(200, ANALYTICS_MESSAGES.badCursor).optional(),
  }),
);
export type AnalyticsEventsQuery = z.output<typeof analyticsEventsQuerySchema>;

/** A count per event kind, each named (a record would leave the API's readers unsure of keys). */
const eventCounts = z.object({
  portal_view: z.number(),
  document_view: z.number(),
  document_download: z.number(),
  access_request: z.number(),
  nda_acceptance: z.number(),
  card_view: z.number(),
  search: z.number(),
  search_item_selected: z.number(),
  search_query_entered: z.number(),
  search_items_viewed: z.number(),
}) satisfies z.ZodType<Record<AnalyticsEventKind, number>>;

export const analyticsDaySchema = z.object({ day: z.string(), counts: eventCounts });
export type AnalyticsDay = z.output<typeof analyticsDaySchema>;

export const analyticsTopDocumentSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  views: z.number(),
  downloads: z.number(),
  accounts: z.number(),
});
export type AnalyticsTopDocument = z.output<typeof analyticsTopDocumentSchema>;

export const analyticsTopAccountSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  events: z.number(),
  lastActivityAt: z.string(),
});
export type AnalyticsTopAccount = z.output<typeof analyticsTopAccountSchema>;

/** A query visitors settled on (searched, then left for 700 ms), and how often. */
export const analyticsSearchQuerySchema = z.object({
  query: z.string(),
  searches: z.number(),
  /** Results the last of them found. */
  results: z.number(),
});
export type AnalyticsSearchQuery = z.output<typeof analyticsSearchQuerySchema>;

export const analyticsSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The organisation's products, for the page's product filter. */
  products: z.array(z.object({ id: z.string(), name: z.string() })),
  totals: eventCounts,
  daily: z.array(analyticsDaySchema),
  topDocuments: z.array(analyticsTopDocumentSchema),
  topAccounts: z.array(analyticsTopAccountSchema),
  /** 'Top searches' and 'Searches with no results': what to add to the FAQ. */
  topSearches: z.array(analyticsSearchQuerySchema),
  noResultSearches: z.array(analyticsSearchQuerySchema),
});
export type AnalyticsSummary = z.output<typeof analyticsSummarySchema>;

/** One row of "Who read what". Anonymous visitors have no account and no member. */
export const analyticsEventViewSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(ANALYTICS_EVENT_KINDS),
  /** Portal views are written in batches: how many views the row stands for. */
  count: z.number(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  memberId: z.string().nullable(),
  memberEmail: z.string().nullable(),
  fileId: z.string().nullable(),
  itemUid: z.string().nullable(),
  documentName: z.string().nullable(),
});
export type AnalyticsEventView = z.output<typeof analyticsEventViewSchema>;

export const analyticsEventsPageSchema = z.object({
  from: z.string(),
  to: z.string(),
  events: z.array(analyticsEventViewSchema),
  nextCursor: z.string().nullable(),
});
export type AnalyticsEventsPage = z.output<typeof analyticsEventsPageSchema>;

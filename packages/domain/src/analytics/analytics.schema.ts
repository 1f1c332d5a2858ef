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

const day = z
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
  z.object({ from: day, to: day, productId: id }),
);
export type AnalyticsSummaryQuery = z.output<typeof analyticsSummaryQuerySchema>;

export const analyticsEventsQuerySchema = rangeRefinements(
  z.object({
    from: day,
    to: day,
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

export interface AnalyticsDay {
  day: string;
  counts: Record<AnalyticsEventKind, number>;
}

export interface AnalyticsTopDocument {
  fileId: string;
  name: string;
  views: number;
  downloads: number;
  accounts: number;
}

export interface AnalyticsTopAccount {
  accountId: string;
  name: string;
  events: number;
  lastActivityAt: string;
}

/** A query visitors settled on (searched, then left for 700 ms), and how often. */
export interface AnalyticsSearchQuery {
  query: string;
  searches: number;
  /** Results the last of them found. */
  results: number;
}

export interface AnalyticsSummary {
  from: string;
  to: string;
  /** The organisation's products, for the page's product filter. */
  products: { id: string; name: string }[];
  totals: Record<AnalyticsEventKind, number>;
  daily: AnalyticsDay[];
  topDocuments: AnalyticsTopDocument[];
  topAccounts: AnalyticsTopAccount[];
  /** 'Top searches' and 'Searches with no results': what to add to the FAQ. */
  topSearches: AnalyticsSearchQuery[];
  noResultSearches: AnalyticsSearchQuery[];
}

/** One row of "Who read what". Anonymous visitors have no account and no member. */
export interface AnalyticsEventView {
  id: string;
  at: string;
  kind: AnalyticsEventKind;
  /** Portal views are written in batches: how many views the row stands for. */
  count: number;
  productId: string | null;
  productName: string | null;
  accountId: string | null;
  accountName: string | null;
  memberEmail: string | null;
  fileId: string | null;
  itemUid: string | null;
  documentName: string | null;
}

export interface AnalyticsEventsPage {
  from: string;
  to: string;
  events: AnalyticsEventView[];
  nextCursor: string | null;
}

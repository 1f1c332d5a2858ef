/**
 * The staff analytics page's reads (analytics.view: staff with access:manage), all within the
 * staff session's organisation: totals, a daily series per kind, top documents and accounts,
 * and the events themselves ("who read what"), newest first, a page at a time. Portal views
 * are written in batches (`detail.count`), so every sum weighs a row by its count.
 */
import {
  ANALYTICS_EVENT_KINDS,
  assertAuthorized,
  DomainError,
  type AnalyticsEventKind,
} from '@candor/domain';
import {
  ANALYTICS_DEFAULT_RANGE,
  ANALYTICS_MESSAGES,
  ANALYTICS_PAGE_SIZE,
  ANALYTICS_TOP,
  analyticsRange,
  daysBetween,
  type AnalyticsEventsPage,
  type AnalyticsEventsQuery,
  type AnalyticsEventView,
  type AnalyticsSummary,
  type AnalyticsSummaryQuery,
} from '@candor/domain/analytics/analytics.schema';
import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  analyticsEvents,
  files,
  products,
} from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const e = analyticsEvents;
/** A row's weight: a batch of portal views counts as its count, anything else as one. */
const weight = sql<number>`coalesce((${e.detail}->>'count')::int, 1)`;
const sumOf = (where?: SQL) =>
  where
    ? sql<number>`coalesce(sum(${weight}) filter (where ${where}), 0)::int`
    : sql<number>`coalesce(sum(${weight}), 0)::int`;

export interface AnalyticsFilter {
  orgId: string;
  from: string;
  to: string;
  productId?: string | undefined;
  kind?: AnalyticsEventKind | undefined;
  accountId?: string | undefined;
  fileId?: string | undefined;
  /** Only these kinds (the access log's). */
  kinds?: readonly AnalyticsEventKind[];
  /** Only events of signed-in members. */
  membersOnly?: boolean;
}

/** The request's range, the last 30 days by default (a missing end is today). */
export function resolveRange(query: { from?: string | undefined; to?: string | undefined }): {
  from: string;
  to: string;
} {
  const to = query.to ?? analyticsRange(1).to;
  const from =
    query.from ??
    analyticsRange(ANALYTICS_DEFAULT_RANGE, new Date(Date.parse(`${to}T00:00:00Z`))).from;
  if (from > to) {
    throw new DomainError('validation_failed', ANALYTICS_MESSAGES.badRange, [
      { path: 'from', message: ANALYTICS_MESSAGES.badRange },
    ]);
  }
  return { from, to };
}

function authorize(ctx: ServiceContext): string {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'analytics.view', { orgId });
  return orgId;
}

function conditions(filter: AnalyticsFilter): SQL[] {
  const where: SQL[] = [
    eq(e.orgId, filter.orgId),
    gte(e.createdAt, new Date(`${filter.from}T00:00:00.000Z`)),
    lt(e.createdAt, new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + DAY_MS)),
  ];
  if (filter.productId) where.push(eq(e.productId, filter.productId));
  if (filter.kind) where.push(eq(e.kind, filter.kind));
  if (filter.accountId) where.push(eq(e.accountId, filter.accountId));
  if (filter.fileId) where.push(eq(e.fileId, filter.fileId));
  if (filter.kinds) where.push(inArray(e.kind, [...filter.kinds]));
  if (filter.membersOnly) where.push(isNotNull(e.memberId));
  return where;
}

const zeroCounts = (): Record<AnalyticsEventKind, number> =>
  Object.fromEntries(ANALYTICS_EVENT_KINDS.map((kind) => [kind, 0])) as Record<
    AnalyticsEventKind,
    number
  >;

/** Each kind's total over the filter's days, and each day's, weighed by count (zero days kept). */
async function dailyCounts(
  db: Db,
  filter: AnalyticsFilter,
): Promise<Pick<AnalyticsSummary, 'totals' | 'daily'>> {
  const day = sql<string>`to_char(${e.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const perDay = await db
    .select({ day, kind: e.kind, total: sumOf() })
    .from(e)
    .where(and(...conditions(filter)))
    .groupBy(day, e.kind);
  const totals = zeroCounts();
  const byDay = new Map(daysBetween(filter.from, filter.to).map((d) => [d, zeroCounts()]));
  for (const row of perDay) {
    totals[row.kind] += row.total;
    const counts = byDay.get(row.day);
    if (counts) counts[row.kind] += row.total;
  }
  return { totals, daily: [...byDay].map(([d, counts]) => ({ day: d, counts })) };
}

/** The analytics page's totals and daily series over the last `days` days, nothing else. */
export async function recentActivity(
  ctx: ServiceContext,
  days: number,
): Promise<Pick<AnalyticsSummary, 'from' | 'to' | 'totals' | 'daily'>> {
  const orgId = authorize(ctx);
  const range = analyticsRange(days);
  return { ...range, ...(await dailyCounts(ctx.db, { orgId, ...range })) };
}

export async function analyticsSummary(
  ctx: ServiceContext,
  query: AnalyticsSummaryQuery,
): Promise<AnalyticsSummary> {
  const orgId = authorize(ctx);
  const range = resolveRange(query);
  const where = and(...conditions({ orgId, ...range, productId: query.productId }));

  const searchQuery = sql<string>`${e.detail}->>'query'`;
  const searchRows = (noResults: boolean) =>
    ctx.db
      .select({
        query: searchQuery,
        searches: sumOf(),
        results: sql<number>`coalesce((array_agg((${e.detail}->>'results')::int
          order by ${e.createdAt} desc))[1], 0)::int`,
      })
      .from(e)
      .where(
        and(
          where,
          eq(e.kind, 'search_query_entered'),
          noResults ? sql`(${e.detail}->>'results')::int = 0` : undefined,
        ),
      )
      .groupBy(searchQuery)
      .orderBy(desc(sumOf()), searchQuery)
      .limit(ANALYTICS_TOP);

  const [productRows, counts, documents, accountRows, topSearches, noResultSearches] =
    await Promise.all([
      ctx.db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(eq(products.orgId, orgId))
        .orderBy(products.position, products.name),
      dailyCounts(ctx.db, { orgId, ...range, productId: query.productId }),
      ctx.db
        .select({
          fileId: sql<string>`${e.fileId}`,
          name: sql<string>`coalesce(${files.originalName}, max(${e.detail}->>'name'), '')`,
          views: sumOf(sql`${e.kind} = 'document_view'`),
          downloads: sumOf(sql`${e.kind} = 'document_download'`),
          accounts: sql<number>`count(distinct ${e.accountId})::int`,
        })
        .from(e)
        .leftJoin(files, and(eq(files.orgId, e.orgId), eq(files.id, e.fileId)))
        .where(
          and(where, isNotNull(e.fileId), inArray(e.kind, ['document_view', 'document_download'])),
        )
        .groupBy(e.fileId, files.originalName)
        .orderBy(desc(sumOf()), desc(sql`count(distinct ${e.accountId})`), e.fileId)
        .limit(ANALYTICS_TOP),
      ctx.db
        .select({
          accountId: sql<string>`${e.accountId}`,
          name: accounts.name,
          events: sumOf(),
          lastActivityAt: sql<Date>`max(${e.createdAt})`,
        })
        .from(e)
        .innerJoin(accounts, and(eq(accounts.orgId, e.orgId), eq(accounts.id, e.accountId)))
        .where(where)
        .groupBy(e.accountId, accounts.name)
        .orderBy(desc(sql`max(${e.createdAt})`), e.accountId)
        .limit(ANALYTICS_TOP),
      searchRows(false),
      searchRows(true),
    ]);

  return {
    ...range,
    products: productRows,
    ...counts,
    topDocuments: documents,
    topAccounts: accountRows.map((row) => ({
      ...row,
      lastActivityAt: new Date(row.lastActivityAt).toISOString(),
    })),
    topSearches,
    noResultSearches,
  };
}

interface EventsCursor {
  at: Date;
  id: string;
}

const encodeCursor = ({ at, id }: EventsCursor) =>
  Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');

function decodeCursor(cursor: string): EventsCursor {
  const bad = () =>
    new DomainError('validation_failed', ANALYTICS_MESSAGES.badCursor, [
      { path: 'cursor', message: ANALYTICS_MESSAGES.badCursor },
    ]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw bad();
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'string' || typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) throw bad();
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) throw bad();
  return { at: date, id };
}

/** One page of events matching the filter, newest first, with names for the table. */
async function eventsPage(
  db: Db,
  filter: AnalyticsFilter,
  cursor: EventsCursor | null,
  limit: number,
): Promise<{ events: AnalyticsEventView[]; last: EventsCursor | null; more: boolean }> {
  const where = conditions(filter);
  if (cursor) {
    where.push(
      sql`(${e.createdAt}, ${e.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      row: e,
      productName: products.name,
      accountName: accounts.name,
      memberEmail: accountMembers.email,
      fileName: files.originalName,
    })
    .from(e)
    .leftJoin(products, and(eq(products.orgId, e.orgId), eq(products.id, e.productId)))
    .leftJoin(accounts, and(eq(accounts.orgId, e.orgId), eq(accounts.id, e.accountId)))
    .leftJoin(
      accountMembers,
      and(eq(accountMembers.orgId, e.orgId), eq(accountMembers.id, e.memberId)),
    )
    .leftJoin(files, and(eq(files.orgId, e.orgId), eq(files.id, e.fileId)))
    .where(and(...where))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    events: page.map(({ row, productName, accountName, memberEmail, fileName }) => {
      const count = row.detail?.count;
      const name = row.detail?.name;
      return {
        id: row.id,
        at: row.createdAt.toISOString(),
        kind: row.kind,
        count: typeof count === 'number' ? count : 1,
        productId: row.productId,
        productName: productName ?? null,
        accountId: row.accountId,
        accountName: accountName ?? null,
        memberId: row.memberId,
        memberEmail: memberEmail ?? null,
        fileId: row.fileId,
        itemUid: row.itemUid,
        documentName: fileName ?? (typeof name === 'string' ? name : null),
      };
    }),
    last: last ? { at: last.row.createdAt, id: last.row.id } : null,
    more: rows.length > limit,
  };
}

export async function listAnalyticsEvents(
  ctx: ServiceContext,
  query: AnalyticsEventsQuery,
): Promise<AnalyticsEventsPage> {
  const orgId = authorize(ctx);
  const range = resolveRange(query);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const { events, last, more } = await eventsPage(
    ctx.db,
    { ...query, orgId, ...range },
    cursor,
    ANALYTICS_PAGE_SIZE,
  );
  return { ...range, events, nextCursor: more && last ? encodeCursor(last) : null };
}

/** Every event matching the filter, newest first, read in batches (for the CSV stream). */
export async function* allAnalyticsEvents(
  ctx: ServiceContext,
  query: Omit<AnalyticsEventsQuery, 'cursor'>,
  batchSize = 1000,
): AsyncGenerator<AnalyticsEventView> {
  const orgId = authorize(ctx);
  yield* eventsMatching(ctx.db, { ...query, orgId, ...resolveRange(query) }, batchSize);
}

/** Every event matching the filter, newest first, read `batchSize` at a time. */
export async function* eventsMatching(
  db: Db,
  filter: AnalyticsFilter,
  batchSize = 1000,
): AsyncGenerator<AnalyticsEventView> {
  let cursor: EventsCursor | null = null;
  for (;;) {
    const { events, last, more } = await eventsPage(db, filter, cursor, batchSize);
    yield* events;
    if (!more || !last) return;
    cursor = last;
  }
}

/** Authorizes and resolves the range before a CSV response starts (errors as JSON, not CSV). */
export function analyticsCsvRange(
  ctx: ServiceContext,
  query: { from?: string | undefined; to?: string | undefined },
): { from: string; to: string } {
  authorize(ctx);
  return resolveRange(query);
}

/**
 * The access log's reads, within the staff session's organisation: members' sign-ins (the audit
 * log's `member.signed_in` rows, which keep the address) and their portal views, document views
 * and downloads (analytics events), merged newest first and read in batches, so a long log is
 * never held in memory whole. The range is of whole UTC days, the last 30 by default, and never
 * starts before the oldest day the retention keeps.
 */
import { assertAuthorized, DomainError } from '@candor/domain';
import {
  ACCESS_EXPORT_MESSAGES,
  type AccessExportInfo,
  type AccessLogEntry,
  type AccessLogKind,
  type AccessLogQuery,
} from '@candor/domain/access/accessExport.schema';
import { utcDay } from '@candor/domain/analytics/analytics.schema';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountMembers, accounts, auditLog } from '../../db/schema/index.js';
import { retentionCut } from '../../jobs/analyticsRetention.js';
import { eventsMatching, resolveRange } from '../analytics/analyticsQueries.js';
import type { ServiceContext } from '../serviceContext.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const VIEW_KINDS = ['portal_view', 'document_view', 'document_download'] as const;

export interface AccessLogRange {
  from: string;
  to: string;
}

/** How long the log is kept and the range the export screen starts with. */
export function accessExportInfo(ctx: ServiceContext, retentionDays: number): AccessExportInfo {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'access.export', { orgId });
  return {
    retentionDays,
    oldest: utcDay(retentionCut(retentionDays)),
    ...resolveRange({}),
  };
}

/** The request's range: the last 30 days unless given; a start older than the retention is a 400. */
export function accessLogRange(query: AccessLogQuery, retentionDays: number): AccessLogRange {
  const range = resolveRange(query);
  const oldest = utcDay(retentionCut(retentionDays));
  if (range.from < oldest) {
    const message = ACCESS_EXPORT_MESSAGES.beyondRetention(retentionDays, oldest);
    throw new DomainError('validation_failed', message, [{ path: 'from', message }]);
  }
  return range;
}

const bounds = (range: AccessLogRange) => ({
  start: new Date(`${range.from}T00:00:00.000Z`),
  end: new Date(Date.parse(`${range.to}T00:00:00.000Z`) + DAY_MS),
});

/** Members' sign-ins in the range, newest first, `batchSize` audit rows at a time. */
async function* signIns(
  db: Db,
  orgId: string,
  range: AccessLogRange,
  batchSize: number,
): AsyncGenerator<AccessLogEntry> {
  const { start, end } = bounds(range);
  let before: number | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: auditLog.id,
        at: auditLog.createdAt,
        memberId: sql<string>`${auditLog.entityId}`,
        ip: auditLog.ip,
        memberEmail: accountMembers.email,
        accountId: accounts.id,
        accountName: accounts.name,
      })
      .from(auditLog)
      .leftJoin(
        accountMembers,
        and(
          eq(accountMembers.orgId, auditLog.orgId),
          sql`${accountMembers.id}::text = ${auditLog.entityId}`,
        ),
      )
      .leftJoin(
        accounts,
        and(eq(accounts.orgId, accountMembers.orgId), eq(accounts.id, accountMembers.accountId)),
      )
      .where(
        and(
          eq(auditLog.orgId, orgId),
          eq(auditLog.action, 'member.signed_in'),
          gte(auditLog.createdAt, start),
          lt(auditLog.createdAt, end),
          before === null ? undefined : lt(auditLog.id, before),
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(batchSize);
    for (const row of rows) {
      yield {
        at: row.at.toISOString(),
        kind: 'sign_in',
        count: 1,
        accountId: row.accountId,
        accountName: row.accountName,
        memberId: row.memberId,
        memberEmail: row.memberEmail,
        productName: null,
        documentName: null,
        ip: row.ip,
      };
    }
    if (rows.length < batchSize) return;
    before = rows.at(-1)!.id;
  }
}

/** Members' views and downloads in the range, newest first. */
async function* views(
  db: Db,
  orgId: string,
  range: AccessLogRange,
  batchSize: number,
): AsyncGenerator<AccessLogEntry> {
  const filter = { orgId, ...range, kinds: VIEW_KINDS, membersOnly: true };
  for await (const event of eventsMatching(db, filter, batchSize)) {
    yield {
      at: event.at,
      kind: event.kind as AccessLogKind,
      count: event.count,
      accountId: event.accountId,
      accountName: event.accountName,
      memberId: event.memberId ?? '',
      memberEmail: event.memberEmail,
      productName: event.productName,
      documentName: event.documentName,
      ip: null,
    };
  }
}

/** Two newest-first streams as one, newest first. */
async function* newestFirst<T extends { at: string }>(
  a: AsyncIterator<T>,
  b: AsyncIterator<T>,
): AsyncGenerator<T> {
  let [nextA, nextB] = await Promise.all([a.next(), b.next()]);
  while (!nextA.done || !nextB.done) {
    if (nextB.done || (!nextA.done && nextA.value.at >= nextB.value.at)) {
      yield nextA.value as T;
      nextA = await a.next();
    } else {
      yield nextB.value;
      nextB = await b.next();
    }
  }
}

/** Every entry of the organisation's access log in the range, newest first. */
export function accessLogEntries(
  db: Db,
  orgId: string,
  range: AccessLogRange,
  batchSize = 1000,
): AsyncGenerator<AccessLogEntry> {
  return newestFirst(signIns(db, orgId, range, batchSize), views(db, orgId, range, batchSize));
}

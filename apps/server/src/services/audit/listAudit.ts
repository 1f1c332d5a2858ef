/**
 * The organisation's audit log for the private area, newest first, a page at a time, filtered
 * by action, actor, entity and days.
 */
import { ACTOR_TYPES, assertAuthorized, type AuditPage, type AuditQuery } from '@candor/domain';
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { accounts, auditLog, staffUsers } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { auditActorLabel } from './auditActorLabel.js';
import { decodeAuditCursor, encodeAuditCursor } from './auditCursor.js';

const isActorType = (value: string) => ACTOR_TYPES.some((type) => type === value);

/** ILIKE treats % and _ as wildcards; a typed filter means them literally. */
const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);

export async function listAudit(ctx: ServiceContext, query: AuditQuery): Promise<AuditPage> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'audit.view', { orgId });
  const cursor = query.cursor ? decodeAuditCursor(query.cursor) : null;

  const filters: (SQL | undefined)[] = [eq(auditLog.orgId, orgId)];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.entity) {
    filters.push(or(eq(auditLog.entityType, query.entity), eq(auditLog.entityId, query.entity)));
  }
  if (query.actor) {
    const value = query.actor;
    filters.push(
      isActorType(value)
        ? sql`${auditLog.actorType} = ${value}`
        : or(
            eq(auditLog.actorId, value),
            ilike(staffUsers.email, contains(value)),
            ilike(staffUsers.displayName, contains(value)),
          ),
    );
  }
  if (query.from) filters.push(gte(auditLog.createdAt, dayStart(query.from)));
  if (query.to) filters.push(lt(auditLog.createdAt, nextDayStart(query.to)));
  if (cursor) {
    filters.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::bigint)`,
    );
  }

  const rows = await ctx.db
    .select({
      row: auditLog,
      staffName: staffUsers.displayName,
      staffEmail: staffUsers.email,
      accountName: accounts.name,
    })
    .from(auditLog)
    .leftJoin(
      staffUsers,
      and(
        eq(auditLog.actorType, 'staff'),
        eq(staffUsers.orgId, orgId),
        eq(sql`${staffUsers.id}::text`, auditLog.actorId),
      ),
    )
    .leftJoin(
      accounts,
      and(
        eq(auditLog.actorType, 'member'),
        eq(accounts.orgId, orgId),
        eq(sql`${accounts.id}::text`, auditLog.actorId),
      ),
    )
    .where(and(...filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map(({ row, ...names }) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      action: row.action,
      actor: {
        type: row.actorType,
        label: auditActorLabel(row.actorType, row.actorId, names),
        name: row.actorType === 'member' ? names.accountName : names.staffName || names.staffEmail,
      },
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeAuditCursor({ at: last.row.createdAt, id: last.row.id })
        : null,
  };
}

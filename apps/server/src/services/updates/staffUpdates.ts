/**
 * The private area's "Trust updates" reads: every update of the organisation (drafts and
 * published) with its topic, status, publication date and author, and how many confirmed
 * subscribers an update with this audience would be mailed to (the composer says so before
 * Publish). The count is `countRecipients`, the rule the publish itself applies.
 */
import { assertAuthorized, type StaffUpdate, type UpdateAudience } from '@candor/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  auditLog,
  staffUsers,
  updateProducts,
  updates,
  updateTopics,
} from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { checkProducts } from './updateRows.js';
import { countRecipients } from './updateRecipients.js';

const MAX_LISTED = 2000;
const iso = (date: Date) => date.toISOString();
const later = (a: Date, b: Date | undefined) => (b && b > a ? b : a);

/** Who posted each update: the actor of the audit row that created it (alone or with its topic). */
async function authorsOf(ctx: ServiceContext, updateIds: string[]): Promise<Map<string, string>> {
  if (updateIds.length === 0) return new Map();
  const createdId = sql<string>`coalesce(${auditLog.after}->'update'->>'id', ${auditLog.entityId})`;
  const rows = await ctx.db
    .select({ updateId: createdId, name: staffUsers.displayName })
    .from(auditLog)
    .innerJoin(staffUsers, sql`${staffUsers.id}::text = ${auditLog.actorId}`)
    .where(
      and(
        eq(auditLog.orgId, ctx.viewer.orgId),
        eq(auditLog.actorType, 'staff'),
        inArray(auditLog.action, ['update.created', 'topic.created']),
        inArray(createdId, updateIds),
      ),
    );
  return new Map(rows.map((row) => [row.updateId, row.name]));
}

/** When each topic was last published from a draft (its hidden flag taken off). */
async function publicationsOf(ctx: ServiceContext, topicIds: string[]) {
  if (topicIds.length === 0) return new Map<string, Date>();
  const rows = await ctx.db
    .select({
      topicId: auditLog.entityId,
      at: sql<Date>`max(${auditLog.createdAt})`.mapWith(auditLog.createdAt),
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.orgId, ctx.viewer.orgId),
        eq(auditLog.action, 'topic.updated'),
        inArray(auditLog.entityId, topicIds),
        sql`${auditLog.before}->>'hidden' = 'true' and ${auditLog.after}->>'hidden' = 'false'`,
      ),
    )
    .groupBy(auditLog.entityId);
  return new Map(rows.map((row) => [row.topicId ?? '', row.at]));
}

/** Every update of the organisation, newest first, drafts included. */
export async function listStaffUpdates(ctx: ServiceContext): Promise<StaffUpdate[]> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'update.update', { orgId });
  const rows = await ctx.db
    .select({ update: updates, topic: updateTopics })
    .from(updates)
    .innerJoin(
      updateTopics,
      and(eq(updateTopics.orgId, updates.orgId), eq(updateTopics.id, updates.topicId)),
    )
    .where(eq(updates.orgId, orgId))
    .orderBy(desc(updates.createdAt), asc(updates.id))
    .limit(MAX_LISTED);
  const updateIds = rows.map((row) => row.update.id);
  const [links, authors, publications] = await Promise.all([
    updateIds.length === 0
      ? []
      : ctx.db
          .select()
          .from(updateProducts)
          .where(and(eq(updateProducts.orgId, orgId), inArray(updateProducts.updateId, updateIds))),
    authorsOf(ctx, updateIds),
    publicationsOf(ctx, [...new Set(rows.map((row) => row.topic.id))]),
  ]);
  return rows.map(({ update, topic }) => ({
    id: update.id,
    message: update.message,
    audience: update.spAudience,
    productIds: update.isGlobalProduct
      ? null
      : links.filter((link) => link.updateId === update.id).map((link) => link.productId),
    channels: update.channels,
    createdAt: iso(update.createdAt),
    updatedAt: iso(update.updatedAt),
    status: topic.hidden ? 'draft' : 'published',
    publishedAt: topic.hidden ? null : iso(later(update.createdAt, publications.get(topic.id))),
    author: authors.get(update.id) ?? null,
    topic: {
      id: topic.id,
      subject: topic.subject,
      category: topic.category,
      isPinned: topic.isPinned,
      hidden: topic.hidden,
      createdAt: iso(topic.createdAt),
    },
  }));
}

/**
 * How many confirmed subscribers an update with this audience and these products (none: every
 * product) would be mailed to if published now; the organisation's own products only.
 */
export async function updateAudienceCount(
  ctx: ServiceContext,
  reach: { audience: UpdateAudience; productIds: string[] },
): Promise<number> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'update.create', { orgId });
  const allProducts = reach.productIds.length === 0;
  const productIds = await checkProducts(ctx.db, orgId, {
    allProducts,
    productIds: reach.productIds,
  });
  return countRecipients(ctx.db, orgId, { audience: reach.audience, allProducts, productIds });
}

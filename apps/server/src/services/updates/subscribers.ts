/**
 * Staff's view of who subscribed to the organisation's updates (the private area): the list, its
 * CSV export (visitor-portal.md §9 defaults: comma, a header row, every field quoted, no BOM,
 * smart quotes and dashes made plain), the blocked addresses and domains, and each update's
 * delivery report.
 */
import {
  assertAuthorized,
  notFound,
  UPDATE_MESSAGES,
  type SubscriberBlockView,
  type SubscriberView,
  type DeliveryReport,
  updatePolicy,
} from '@candor/domain';
import { and, asc, count, desc, eq, like, sql } from 'drizzle-orm';
import { jobs, mailOutbox, subscriberBlocks, subscribers, updates } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { blockedAddress } from './updateRecipients.js';
import { fanOutKey, UPDATE_MAIL_QUEUE } from './updateMailQueue.js';

export type SubscriberRow = SubscriberView;
export type BlockRow = SubscriberBlockView;

const MAX_LISTED = 10_000;

export async function listSubscribers(ctx: ServiceContext): Promise<SubscriberRow[]> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'subscriber.view', { orgId });
  const rows = await ctx.db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      status: subscribers.status,
      source: subscribers.source,
      createdAt: subscribers.createdAt,
      confirmedAt: subscribers.confirmedAt,
      unsubscribedAt: subscribers.unsubscribedAt,
      blocked: blockedAddress(orgId, sql`${subscribers.email}`),
    })
    .from(subscribers)
    .where(eq(subscribers.orgId, orgId))
    .orderBy(desc(subscribers.createdAt), asc(subscribers.id))
    .limit(MAX_LISTED);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    status: row.blocked ? 'blocked' : row.status,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  }));
}

/** §9: smart quotes and dashes normalised. */
const plain = (value: string) =>
  value
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2012\u2013\u2014\u2015\u2212]/g, '-');

/** Quoted, quotes doubled; a cell a spreadsheet would run as a formula is defused. */
const csvCell = (value: string | null) => {
  const text = plain(value ?? '');
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  const header = ['Email', 'Status', 'Source', 'Subscribed at', 'Confirmed at', 'Unsubscribed at'];
  const lines = [
    header,
    ...rows.map((r) => [r.email, r.status, r.source, r.createdAt, r.confirmedAt, r.unsubscribedAt]),
  ];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export async function listBlocks(ctx: ServiceContext): Promise<BlockRow[]> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'subscriber.view', { orgId });
  const rows = await ctx.db
    .select()
    .from(subscriberBlocks)
    .where(eq(subscriberBlocks.orgId, orgId))
    .orderBy(asc(subscriberBlocks.value));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    value: row.value,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function addBlock(
  ctx: ServiceContext,
  value: string,
): Promise<{ id: string; message: string }> {
  const { orgId } = ctx.viewer;
  const kind = value.includes('@') ? ('email' as const) : ('domain' as const);
  const row = await mutate(ctx, {
    action: 'subscriber.block',
    subject: {},
    revision: 'none',
    async run(tx) {
      const [inserted] = await tx
        .insert(subscriberBlocks)
        .values({ orgId, kind, value })
        .onConflictDoNothing()
        .returning();
      if (inserted) return inserted;
      const [existing] = await tx
        .select()
        .from(subscriberBlocks)
        .where(
          and(
            eq(subscriberBlocks.orgId, orgId),
            eq(subscriberBlocks.kind, kind),
            eq(subscriberBlocks.value, value),
          ),
        );
      return existing!;
    },
    audit: (block) => ({
      action: 'subscriber_block.added',
      entityType: 'subscriber_block',
      entityId: block.id,
      after: { kind, value },
    }),
  });
  return { id: row.id, message: UPDATE_MESSAGES.blockAdded };
}

export async function removeBlock(
  ctx: ServiceContext,
  blockId: string,
): Promise<{ id: string; message: string }> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'subscriber.block',
    subject: {},
    revision: 'none',
    async run(tx) {
      const [removed] = await tx
        .delete(subscriberBlocks)
        .where(and(eq(subscriberBlocks.orgId, orgId), eq(subscriberBlocks.id, blockId)))
        .returning();
      if (!removed) throw notFound(UPDATE_MESSAGES.blockNotFound);
      return removed;
    },
    audit: (block) => ({
      action: 'subscriber_block.removed',
      entityType: 'subscriber_block',
      entityId: block.id,
      before: { kind: block.kind, value: block.value },
    }),
  });
  return { id: blockId, message: UPDATE_MESSAGES.blockRemoved };
}

/** What became of the mails of one update: counts, and each failure with its reason. */
export async function deliveryReport(
  ctx: ServiceContext,
  updateId: string,
  mailServer: boolean,
): Promise<DeliveryReport> {
  const { orgId, actor } = ctx.viewer;
  // Whoever may publish updates reads what became of their mails (failures name addresses).
  assertAuthorized(actor, 'update.update', { orgId });
  const [update] = await ctx.db
    .select({ id: updates.id })
    .from(updates)
    .where(and(eq(updates.orgId, orgId), eq(updates.id, updateId)));
  if (!update) throw notFound(UPDATE_MESSAGES.updateNotFound);
  const ofUpdate = and(
    eq(mailOutbox.orgId, orgId),
    like(mailOutbox.idempotencyKey, `update:${updateId}:%`),
  );
  // The recipients' addresses are the subscribers': for staff who may see those.
  const seesRecipients = updatePolicy(actor, 'subscriber.view', { orgId });
  const [counts, failures, [fanOut], recipients] = await Promise.all([
    ctx.db
      .select({ status: mailOutbox.status, n: count() })
      .from(mailOutbox)
      .where(ofUpdate)
      .groupBy(mailOutbox.status),
    ctx.db
      .select({ to: mailOutbox.toAddress, reason: mailOutbox.error })
      .from(mailOutbox)
      .where(and(ofUpdate, eq(mailOutbox.status, 'failed')))
      .orderBy(asc(mailOutbox.toAddress))
      .limit(500),
    ctx.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.queue, UPDATE_MAIL_QUEUE), eq(jobs.idempotencyKey, fanOutKey(updateId)))),
    seesRecipients
      ? ctx.db
          .select({ to: mailOutbox.toAddress, status: mailOutbox.status, error: mailOutbox.error })
          .from(mailOutbox)
          .where(ofUpdate)
          .orderBy(asc(mailOutbox.toAddress))
          .limit(MAX_LISTED)
      : null,
  ]);
  const of = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
  return {
    updateId,
    fanOut: fanOut?.status ?? 'none',
    total: counts.reduce((sum, c) => sum + c.n, 0),
    queued: of('queued'),
    sent: of('sent'),
    failed: of('failed'),
    mailServer,
    failures,
    recipients,
  };
}

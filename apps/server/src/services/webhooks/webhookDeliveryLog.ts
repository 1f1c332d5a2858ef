/**
 * Settings → Webhooks, "Deliveries": a destination's delivery log, newest first, 50 a page, with
 * how many deliveries are still queued (the page refreshes until they are tried).
 */
import {
  assertAuthorized,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  type WebhookDeliveryPage,
  type WebhookDeliveryView,
} from '@candor/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { jobs, webhookDeliveries } from '../../db/schema/index.js';
import { WEBHOOK_DELIVERY_QUEUE } from '../../webhooks/emitEvent.js';
import type { ServiceContext } from '../serviceContext.js';
import { loadDestination } from './webhookDestinations.js';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const deliveryView = (row: DeliveryRow): WebhookDeliveryView => ({
  id: row.id,
  messageId: row.messageId,
  eventType: row.eventType,
  attempt: row.attempt,
  status: row.status,
  httpStatus: row.httpStatus,
  responseMs: row.responseMs,
  detail: row.detail,
  createdAt: row.createdAt.toISOString(),
});

export async function listWebhookDeliveries(
  ctx: ServiceContext,
  endpointId: string,
  page: number,
): Promise<WebhookDeliveryPage> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'webhooks.manage', { orgId });
  await loadDestination(ctx.db, orgId, endpointId);
  const rows = await ctx.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.orgId, orgId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.attempt))
    .limit(WEBHOOK_DELIVERIES_PAGE_SIZE + 1)
    .offset((page - 1) * WEBHOOK_DELIVERIES_PAGE_SIZE);
  const [pending] = await ctx.db
    .select({ n: count() })
    .from(jobs)
    .where(
      and(
        eq(jobs.orgId, orgId),
        eq(jobs.queue, WEBHOOK_DELIVERY_QUEUE),
        inArray(jobs.status, ['queued', 'running']),
        sql`${jobs.payload}->>'endpointId' = ${endpointId}`,
      ),
    );
  return {
    deliveries: rows.slice(0, WEBHOOK_DELIVERIES_PAGE_SIZE).map(deliveryView),
    page,
    hasMore: rows.length > WEBHOOK_DELIVERIES_PAGE_SIZE,
    pending: pending?.n ?? 0,
  };
}

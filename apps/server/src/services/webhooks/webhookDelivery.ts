/** Settings → Webhooks, a delivery of the log opened: the exact body sent. */
import {
  assertAuthorized,
  DomainError,
  WEBHOOK_MESSAGES,
  type WebhookDeliveryBody,
} from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { webhookDeliveries } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { deliveryView } from './webhookDeliveryLog.js';
import { loadDestination } from './webhookDestinations.js';

export async function getWebhookDelivery(
  ctx: ServiceContext,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryBody> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'webhooks.manage', { orgId });
  await loadDestination(ctx.db, orgId, endpointId);
  const row = await loadDelivery(ctx.db, orgId, endpointId, deliveryId);
  return { delivery: deliveryView(row), body: row.body };
}

/** One logged attempt of the destination's, or the log's not-found. */
export async function loadDelivery(
  db: DbOrTx,
  orgId: string,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryRow> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.orgId, orgId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, deliveryId),
      ),
    );
  if (!row) throw new DomainError('not_found', WEBHOOK_MESSAGES.deliveryNotFound);
  return row;
}

type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

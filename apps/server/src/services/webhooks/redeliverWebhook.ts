/**
 * Settings → Webhooks, "Redeliver" on a logged delivery: the same message (its `webhook-id` and
 * the exact bytes logged: an endpoint's envelope, a chat channel's message) sent again as a new
 * job; each redelivery is a job of its own.
 */
import { randomUUID } from 'node:crypto';
import { WEBHOOK_MESSAGES } from '@candor/domain';
import { enqueueJob } from '../../jobs/enqueueJob.js';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryPayload } from '../../webhooks/emitEvent.js';
import type { ServiceContext } from '../serviceContext.js';
import { auditedDestination, loadDestination, mutateWebhooks } from './webhookDestinations.js';
import { loadDelivery } from './webhookDelivery.js';

export async function redeliverWebhook(
  ctx: ServiceContext,
  endpointId: string,
  deliveryId: string,
): Promise<{ message: string; messageId: string }> {
  const { orgId } = ctx.viewer;
  const { messageId } = await mutateWebhooks(
    ctx,
    async (tx) => {
      const row = await loadDestination(tx, orgId, endpointId);
      const delivery = await loadDelivery(tx, orgId, endpointId, deliveryId);
      // The exact bytes logged go again: an endpoint's envelope or a chat channel's message.
      const payload: WebhookDeliveryPayload = {
        endpointId,
        messageId: delivery.messageId,
        envelope: {
          type: delivery.eventType,
          timestamp: delivery.createdAt.toISOString(),
          data: null,
        },
        body: delivery.body,
      };
      await enqueueJob(tx, {
        queue: WEBHOOK_DELIVERY_QUEUE,
        orgId,
        payload: { ...payload },
        idempotencyKey: `${delivery.messageId}:${endpointId}:redeliver:${randomUUID()}`,
      });
      return { row, messageId: delivery.messageId, deliveryId };
    },
    (result) => ({
      action: 'webhook.redelivered',
      entityType: 'webhook_endpoint',
      entityId: endpointId,
      after: {
        ...auditedDestination(result.row),
        messageId: result.messageId,
        deliveryId: result.deliveryId,
      },
    }),
  );
  return { message: WEBHOOK_MESSAGES.redelivered, messageId };
}

/**
 * Settings → Webhooks, "Send test event": one `webhook.test` message to this destination
 * (enabled or not: staff check a receiver before turning it on), through the same delivery job
 * as real events, so its attempt shows in the delivery log.
 */
import { WEBHOOK_MESSAGES } from '@candor/domain';
import { WEBHOOK_TEST_EVENT, WEBHOOK_TEST_MESSAGE } from '@candor/domain/webhooks/webhookEvents';
import { enqueueJob } from '../../jobs/enqueueJob.js';
import {
  newMessageId,
  WEBHOOK_DELIVERY_QUEUE,
  type WebhookDeliveryPayload,
} from '../../webhooks/emitEvent.js';
import type { ServiceContext } from '../serviceContext.js';
import { auditedDestination, loadDestination, mutateWebhooks } from './webhookDestinations.js';

export async function sendWebhookTest(
  ctx: ServiceContext,
  id: string,
): Promise<{ message: string; messageId: string }> {
  const { orgId } = ctx.viewer;
  const messageId = newMessageId();
  await mutateWebhooks(
    ctx,
    async (tx) => {
      const row = await loadDestination(tx, orgId, id);
      const payload: WebhookDeliveryPayload = {
        endpointId: row.id,
        messageId,
        envelope: {
          type: WEBHOOK_TEST_EVENT,
          timestamp: new Date().toISOString(),
          data: { message: WEBHOOK_TEST_MESSAGE },
        },
      };
      await enqueueJob(tx, {
        queue: WEBHOOK_DELIVERY_QUEUE,
        orgId,
        payload: { ...payload },
        idempotencyKey: `${messageId}:${row.id}`,
      });
      return row;
    },
    (row) => ({
      action: 'webhook.test_sent',
      entityType: 'webhook_endpoint',
      entityId: id,
      after: { ...auditedDestination(row), messageId },
    }),
  );
  return { message: WEBHOOK_MESSAGES.testSent, messageId };
}

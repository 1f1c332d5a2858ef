/**
 * Sends an event of an organisation out (issue "Candor talks to the tools a security team lives
 * in"): one durable `webhook-delivery` job per destination that subscribed to the event's type,
 * queued inside the caller's transaction, so the event leaves exactly when its change commits and
 * an organisation with no destination pays one indexed read. The job's handler
 * (`webhooks/deliverWebhook.ts`) signs and posts it, retries with backoff and logs each attempt.
 *
 * Every emitter calls this with the event's `data` built to its schema
 * (packages/domain webhooks/webhookEvents.ts); the data is checked here, so a wrong shape fails
 * the change in tests rather than reaching a receiver.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_EVENT_DATA,
  type WebhookEnvelope,
  type WebhookEventData,
  type WebhookEventType,
} from '@candor/domain/webhooks/webhookEvents';
import type { DbOrTx } from '../db/client.js';
import { webhookEndpoints } from '../db/schema/index.js';
import { enqueueJob } from '../jobs/enqueueJob.js';
import { WEBHOOK_MAX_ATTEMPTS } from './deliverWebhook.js';

export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

/** What one delivery job carries: the destination and the message, whole. */
export interface WebhookDeliveryPayload {
  endpointId: string;
  /** The `webhook-id` header: the same on every retry and redelivery. */
  messageId: string;
  envelope: WebhookEnvelope;
  /**
   * The exact bytes to send, when they are known already (a redelivery of a logged attempt,
   * whose `body` a chat channel's message is, not the envelope); made from the envelope else.
   */
  body?: string;
}

export const newMessageId = (): string => `msg_${randomUUID().replaceAll('-', '')}`;

export async function emitEvent<T extends WebhookEventType>(
  tx: DbOrTx,
  orgId: string,
  type: T,
  /** The data, or a function that reads it: called only when a destination wants the event. */
  data: WebhookEventData<T> | (() => Promise<WebhookEventData<T>>),
  occurredAt: Date = new Date(),
): Promise<void> {
  const destinations = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.orgId, orgId),
        eq(webhookEndpoints.enabled, true),
        sql`${type} = any(${webhookEndpoints.eventTypes})`,
      ),
    );
  if (destinations.length === 0) return;
  const envelope: WebhookEnvelope = {
    type,
    timestamp: occurredAt.toISOString(),
    data: WEBHOOK_EVENT_DATA[type].parse(typeof data === 'function' ? await data() : data),
  };
  const messageId = newMessageId();
  for (const destination of destinations) {
    const payload: WebhookDeliveryPayload = { endpointId: destination.id, messageId, envelope };
    await enqueueJob(tx, {
      queue: WEBHOOK_DELIVERY_QUEUE,
      orgId,
      payload: { ...payload },
      idempotencyKey: `${messageId}:${destination.id}`,
      maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    });
  }
}

/**
 * Where an organisation's events go (issue "Candor talks to the tools a security team lives in"):
 * a webhook endpoint (Standard Webhooks, signed with its secret) or a chat channel's incoming
 * webhook (Slack's message format, no secret: the URL is the secret). Each lists the event types
 * it wants; `webhooks/emitEvent.ts` queues one delivery job per event and subscribed destination
 * inside the transaction of the change, so an event exists exactly when its change commits.
 *
 * Secrets are sealed at rest (storage/sealedSecret.ts, base64 of the envelope). During a
 * rotation the previous secret keeps signing beside the new one until `previousSecretExpiresAt`.
 * A destination failing for a day is disabled (`disabledAt`, `disabledReason`) with a notice to
 * staff; `failingSince` is the first failed delivery since the last success.
 */
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, orgIdColumn, updatedAtColumn } from './columns.js';

export const webhookEndpointKind = pgEnum('webhook_endpoint_kind', ['webhook', 'slack']);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    kind: webhookEndpointKind('kind').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The subscribed event types (packages/domain webhooks/webhookEvents.ts). */
    eventTypes: text('event_types').array().notNull(),
    /** Null for a chat channel. */
    secretSealed: text('secret_sealed'),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('webhook_endpoints_org').on(t.orgId)],
);

export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', ['succeeded', 'failed']);

/**
 * The delivery log: one row per attempt of one message to one destination, with what the
 * receiver answered and how long it took. `body` is the exact bytes sent (a redelivery sends them
 * again under the same `webhook-id`). Kept 30 days.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    /** 1 for the first try; a redelivery starts again at 1. */
    attempt: integer('attempt').notNull(),
    status: webhookDeliveryStatus('status').notNull(),
    /** The receiver's HTTP status; null when none came (DNS, refused address, timeout). */
    httpStatus: integer('http_status'),
    responseMs: integer('response_ms').notNull(),
    /** What failed, in words (http/fetchFailure.ts), or the start of the receiver's answer. */
    detail: text('detail'),
    body: text('body').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('webhook_deliveries_endpoint').on(t.endpointId, t.createdAt)],
);

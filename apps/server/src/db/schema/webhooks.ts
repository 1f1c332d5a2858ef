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
import { boolean, index, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

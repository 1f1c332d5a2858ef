/**
 * The OpenAPI 3.1 `webhooks` of the server's document (issue 28): one entry per event Candor
 * sends (and the test event), the request a receiver gets: the Standard Webhooks headers and the
 * JSON envelope `{type, timestamp, data}` whose `data` is the event's schema
 * (packages/domain webhooks/webhookEvents.ts, through zod's JSON Schema), and the answer that
 * ends a delivery.
 */
import {
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  webhookTestData,
} from '@candor/domain/webhooks/webhookEvents';
import type { OpenAPIV3_2 } from '@fastify/swagger';
import { z } from 'zod';

/** The document's `webhooks` as @fastify/swagger's options type them. */
type Webhooks = NonNullable<OpenAPIV3_2.Document['webhooks']>;
type Webhook = Webhooks[string];

/** How deliveries are signed and retried: the description every webhook entry shares. */
export const WEBHOOK_DELIVERY_DESCRIPTION = [
  'Candor POSTs the JSON envelope to each endpoint subscribed to the event (Settings → Webhooks),',
  'signed as the Standard Webhooks specification says: `webhook-signature` holds',
  '`v1,` + base64(HMAC-SHA256(secret, `{webhook-id}.{webhook-timestamp}.{body}`)) with the',
  "base64 bytes after the secret's `whsec_` prefix as the key; while a secret is rotated, the",
  'signatures of both secrets are sent, space-separated, and either one passing is enough.',
  'Refuse a timestamp more than five minutes from your clock, and use `webhook-id` (the same on',
  'every retry and redelivery of one message) to drop duplicates.',
  'Any 2xx answer delivers the message; anything else, or no answer, is retried later with a',
  'growing delay, through a durable queue, each attempt logged (status, response time) in',
  'Settings → Webhooks, where a message can be sent again. An endpoint failing for a day is',
  'disabled and staff are told.',
].join(' ');

const HEADERS = [
  {
    name: 'webhook-id',
    description: 'The message id (`msg_…`), the same on every retry and redelivery.',
    schema: { type: 'string' as const },
  },
  {
    name: 'webhook-timestamp',
    description: 'When this attempt was sent, in seconds since the epoch.',
    schema: { type: 'string' as const, pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    description:
      'Space-separated `v1,{base64 HMAC-SHA256}` signatures, one per current secret (two during a rotation).',
    schema: { type: 'string' as const },
  },
].map((header) => ({ ...header, in: 'header' as const, required: true }));

function entry(type: string, summary: string, data: z.ZodType): Webhook {
  // The JSON Schema of the data as a receiver reads it; the draft's own `$schema` is the
  // document's business, not each body's.
  const { $schema: _dialect, ...dataSchema } = z.toJSONSchema(data, { io: 'output' });
  const item = {
    post: {
      summary,
      description: WEBHOOK_DELIVERY_DESCRIPTION,
      operationId: `webhook_${type.replace(/\W/g, '_')}`,
      tags: ['webhooks'],
      parameters: HEADERS,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object' as const,
              properties: {
                type: { type: 'string' as const, const: type },
                timestamp: {
                  type: 'string' as const,
                  format: 'date-time',
                  description: 'When the event happened (ISO 8601, UTC)',
                },
                data: dataSchema,
              },
              required: ['type', 'timestamp', 'data'],
              additionalProperties: false,
            },
          },
        },
      },
      responses: {
        '2XX': { description: 'Received: the delivery is done.' },
        default: { description: 'Anything else, or no answer: retried later.' },
      },
    },
  };
  // zod's JSON Schema is JSON Schema 2020-12, which OpenAPI 3.1's schema objects are, though the
  // two libraries type it differently.
  return item as Webhook;
}

/** The document's `webhooks`: each event type by its name, then `webhook.test`. */
export function webhooksDocument(): Webhooks {
  const webhooks: Webhooks = {};
  for (const type of WEBHOOK_EVENT_TYPES) {
    webhooks[type] = entry(type, WEBHOOK_EVENT_LABELS[type], WEBHOOK_EVENT_DATA[type]);
  }
  webhooks[WEBHOOK_TEST_EVENT] = entry(
    WEBHOOK_TEST_EVENT,
    'Test event (Settings → Webhooks, "Send test event")',
    webhookTestData,
  );
  return webhooks;
}

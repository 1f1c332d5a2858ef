/**
 * Standard Webhooks (standardwebhooks.com): the secret format, the signature Candor sends with
 * every webhook delivery and "ask" rule call, and the check a receiver makes (our tests' fake
 * receivers, and anyone reading this as an example).
 *
 * A secret is `whsec_` + base64 of 32 random bytes. The signature of a message is
 * `v1,` + base64(HMAC-SHA256(secret bytes, `${id}.${timestamp}.${body}`)); while a secret is
 * rotated both signatures are sent, space-separated, and a receiver accepts either.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'whsec_';
/** How far a receiver accepts a timestamp from its own clock (the spec's suggested 5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export const newWebhookSecret = (): string => PREFIX + randomBytes(32).toString('base64');

function secretBytes(secret: string): Buffer {
  const encoded = secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret;
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length < 24) throw new Error('A webhook secret holds at least 24 bytes.');
  return bytes;
}

function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  return createHmac('sha256', secretBytes(secret))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
}

export interface WebhookMessage {
  /** The message id (`msg_…`): the same on every retry of one message. */
  id: string;
  /** Seconds since the epoch, when this attempt is sent. */
  timestamp: number;
  /** The exact bytes sent as the body. */
  body: string;
}

/** The three headers of one attempt, signed with every current secret (two during a rotation). */
export function signWebhook(message: WebhookMessage, secrets: readonly string[]) {
  if (secrets.length === 0) throw new Error('A webhook is signed with at least one secret.');
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(message.timestamp),
    'webhook-signature': secrets
      .map((secret) => `v1,${signatureOf(secret, message.id, message.timestamp, message.body)}`)
      .join(' '),
  };
}

export type WebhookCheck =
  { ok: true } | { ok: false; reason: 'missing_headers' | 'stale_timestamp' | 'bad_signature' };

/** A receiver's check of a delivery's headers and raw body against one secret. */
export function verifyWebhook(
  headers: Record<string, string | string[] | undefined>,
  body: string,
  secret: string,
  now: number = Math.floor(Date.now() / 1000),
): WebhookCheck {
  const one = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const id = one('webhook-id');
  const timestamp = Number(one('webhook-timestamp'));
  const signatures = one('webhook-signature');
  if (!id || !signatures || !Number.isInteger(timestamp)) {
    return { ok: false, reason: 'missing_headers' };
  }
  if (Math.abs(now - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'stale_timestamp' };
  }
  const expected = Buffer.from(signatureOf(secret, id, timestamp, body));
  const matches = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',', 2);
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true } : { ok: false, reason: 'bad_signature' };
}

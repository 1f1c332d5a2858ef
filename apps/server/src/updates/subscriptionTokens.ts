/**
 * Signs and checks the links of subscriptions (domain `subscriptionToken.ts`): HMAC-SHA256 under
 * a key derived from the server's secret, so a token cannot be forged, altered, moved to
 * another organisation or used for the other purpose, and stops working when it expires.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import {
  SUBSCRIPTION_TOKEN_TTL_SECONDS,
  type SubscriptionTokenPayload,
  type SubscriptionTokenPurpose,
} from '@candor/domain';

export interface SubscriptionTokens {
  sign(payload: Omit<SubscriptionTokenPayload, 'exp'>, now?: Date): string;
  /** The payload, or null when the token is forged, expired, of another purpose or organisation. */
  verify(
    token: string,
    expected: { purpose: SubscriptionTokenPurpose; orgId: string },
    now?: Date,
  ): SubscriptionTokenPayload | null;
}

const isPayload = (value: unknown): value is SubscriptionTokenPayload =>
  typeof value === 'object' &&
  value !== null &&
  'sub' in value &&
  typeof value.sub === 'string' &&
  'org' in value &&
  typeof value.org === 'string' &&
  'sid' in value &&
  typeof value.sid === 'string' &&
  'purpose' in value &&
  typeof value.purpose === 'string' &&
  'gen' in value &&
  typeof value.gen === 'number' &&
  'exp' in value &&
  typeof value.exp === 'number';

export function subscriptionTokens(secret: string): SubscriptionTokens {
  const key = Buffer.from(hkdfSync('sha256', secret, 'candor', 'subscription-tokens', 32));
  const mac = (data: string) => createHmac('sha256', key).update(data).digest();
  return {
    sign(payload, now = new Date()) {
      const exp =
        Math.floor(now.getTime() / 1000) + SUBSCRIPTION_TOKEN_TTL_SECONDS[payload.purpose];
      const body = Buffer.from(JSON.stringify({ ...payload, exp })).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify(token, expected, now = new Date()) {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const given = Buffer.from(signature, 'base64url');
      const wanted = mac(body);
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!isPayload(payload)) return null;
      if (payload.purpose !== expected.purpose || payload.org !== expected.orgId) return null;
      if (payload.exp * 1000 <= now.getTime()) return null;
      return payload;
    },
  };
}

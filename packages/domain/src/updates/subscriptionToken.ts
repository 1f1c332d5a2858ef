/**
 * The signed links of subscriptions: `payload.signature`, both base64url. The payload is JSON
 * whose `sub` is the subscriber's e-mail, so the portal can read it (the unsubscribe dialog opens
 * only when it can) while only the server, holding the key, can make or check one.
 */
export const SUBSCRIPTION_TOKEN_PURPOSES = ['subscribe', 'unsubscribe'] as const;
export type SubscriptionTokenPurpose = (typeof SUBSCRIPTION_TOKEN_PURPOSES)[number];

export interface SubscriptionTokenPayload {
  /** The subscriber's e-mail. */
  sub: string;
  /** The organisation. */
  org: string;
  /** The subscriber row. */
  sid: string;
  purpose: SubscriptionTokenPurpose;
  /** Which subscription the link belongs to (ms of its creation or confirmation). */
  gen: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** A confirmation link works for 7 days; an unsubscribe link for a year. */
export const SUBSCRIPTION_TOKEN_TTL_SECONDS: Record<SubscriptionTokenPurpose, number> = {
  subscribe: 7 * 24 * 3600,
  unsubscribe: 365 * 24 * 3600,
};

function decodeBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The e-mail a token names, without checking its signature (that is the server's job). */
export function readTokenSubject(token: string | null | undefined): string | null {
  return subjectOfPayload(token?.split('.')[0]);
}

/**
 * The e-mail a JWT (`header.payload.signature`, e.g. an invitation, visitor-portal.md §3) names
 * as its subject, unchecked: the page may prefill it; the server decides what the token is worth.
 */
export function readJwtSubject(token: string | null | undefined): string | null {
  const parts = token?.split('.') ?? [];
  return parts.length === 3 ? subjectOfPayload(parts[1]) : null;
}

function subjectOfPayload(payload: string | undefined): string | null {
  const json = payload ? decodeBase64Url(payload) : null;
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || !('sub' in parsed)) return null;
    return typeof parsed.sub === 'string' && parsed.sub.includes('@') ? parsed.sub : null;
  } catch {
    return null;
  }
}

/** Value lists of trust updates and subscriptions (visitor-portal.md §3/§5); stored as enums. */

/** Who reads an update: everyone, or signed-in account members only. */
export const UPDATE_AUDIENCES = ['public', 'private'] as const;
export type UpdateAudience = (typeof UPDATE_AUDIENCES)[number];

/** Double opt-in: pending until the mailed link is followed. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'blocked'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  blocked: 'Blocked',
};

/** Staff block one address or a whole domain from subscribing. */
export const SUBSCRIBER_BLOCK_KINDS = ['email', 'domain'] as const;
export type SubscriberBlockKind = (typeof SUBSCRIBER_BLOCK_KINDS)[number];

/** A subscriber as the private area lists it (`GET /api/admin/subscribers`). */
export interface SubscriberView {
  id: string;
  email: string;
  /** 'blocked' when a block names the address or its domain, whatever it was before. */
  status: SubscriberStatus;
  source: string | null;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** A block as the private area lists it (`GET /api/admin/subscriber-blocks`). */
export interface SubscriberBlockView {
  id: string;
  kind: SubscriberBlockKind;
  value: string;
  createdAt: string;
}

/** How each category is named on the portal, in mail and in feeds. */
export const UPDATE_CATEGORY_LABELS = {
  compliance: 'Compliance',
  vulnerabilities: 'Vulnerabilities',
  incidents: 'Incidents',
  subprocessors: 'Subprocessors',
  general: 'General',
} as const;

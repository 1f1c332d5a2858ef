/**
 * The events Candor sends out (issue "Candor talks to the tools a security team lives in"): to an
 * organisation's webhook endpoints (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature` over the JSON body below) and, for the access events, to its chat channels
 * (Slack's incoming-webhook format). One list, one payload shape per type: the server's OpenAPI
 * document describes each from these schemas, and every emitter builds its `data` with them.
 */
import { z } from 'zod';

/** The events an endpoint may subscribe to, in the order Settings → Webhooks lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'access_request.received',
  'access_request.approved',
  'access_request.declined',
  'access_grant.expiring',
  'member.signed_in',
  'document.viewed',
  'document.downloaded',
  'nda.accepted',
  'subscriber.confirmed',
  'update.published',
  'questionnaire.submitted',
  'comment.posted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only by "Send test event"; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** How Settings → Webhooks names each event. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'access_request.received': 'Access request received',
  'access_request.approved': 'Access request approved',
  'access_request.declined': 'Access request declined',
  'access_grant.expiring': 'Access about to expire',
  'member.signed_in': 'Member signed in',
  'document.viewed': 'Documents viewed',
  'document.downloaded': 'Documents downloaded',
  'nda.accepted': 'NDA accepted',
  'subscriber.confirmed': 'Subscriber confirmed',
  'update.published': 'Trust update published',
  'questionnaire.submitted': 'Questionnaire submitted',
  'comment.posted': 'Comment posted',
};

const isoTime = z.string().describe('ISO 8601 time, UTC');
/** A link into the private area (staff sign in to open it). */
const adminUrl = z.string().describe('The page of the private area where staff act on it');

const requester = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  jobTitle: z.string().nullable(),
});

const accessRequestData = z.object({
  requestId: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  requester,
  /** What was asked for: a product, and one item of it when the request came from an item. */
  product: z.object({ id: z.string(), name: z.string() }),
  item: z.object({ uid: z.string(), title: z.string() }).nullable(),
  /** Who decided: staff, an approval rule, a blocked domain, the "ask" rule's endpoint. */
  decision: z
    .object({ source: z.string(), reason: z.string().nullable(), decidedAt: isoTime })
    .nullable(),
  reviewUrl: adminUrl,
  createdAt: isoTime,
});

/** Views and downloads come batched: one event per organisation and window, never one per hit. */
const documentActivityData = z.object({
  from: isoTime,
  to: isoTime,
  total: z.number().int(),
  documents: z.array(
    z.object({ documentId: z.string(), title: z.string(), count: z.number().int() }),
  ),
});

export const WEBHOOK_EVENT_DATA = {
  'access_request.received': accessRequestData,
  'access_request.approved': accessRequestData,
  'access_request.declined': accessRequestData,
  'access_grant.expiring': z.object({
    accountId: z.string(),
    accountName: z.string(),
    expiresAt: isoTime,
    members: z.array(z.string()).describe("The members' e-mails"),
    reviewUrl: adminUrl,
  }),
  'member.signed_in': z.object({
    memberId: z.string(),
    email: z.string(),
    accountId: z.string().nullable(),
    accountName: z.string().nullable(),
    method: z.string().describe('link, sso, invite…'),
  }),
  'document.viewed': documentActivityData,
  'document.downloaded': documentActivityData,
  'nda.accepted': z.object({
    email: z.string(),
    name: z.string().nullable(),
    company: z.string().nullable(),
    method: z.string().describe('clickwrap, esign…'),
    acceptedAt: isoTime,
  }),
  'subscriber.confirmed': z.object({
    subscriberId: z.string(),
    email: z.string(),
    productId: z.string().nullable(),
  }),
  'update.published': z.object({
    updateId: z.string(),
    title: z.string(),
    url: z.string().describe("The update's public page"),
    publishedAt: isoTime,
  }),
  'questionnaire.submitted': z.object({
    questionnaireId: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    title: z.string(),
    reviewUrl: adminUrl,
  }),
  'comment.posted': z.object({
    commentId: z.string(),
    author: z.object({ email: z.string(), name: z.string().nullable(), staff: z.boolean() }),
    excerpt: z.string().describe('The first 280 characters, as plain text'),
    reviewUrl: adminUrl,
  }),
} satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<T extends WebhookEventType> = z.input<(typeof WEBHOOK_EVENT_DATA)[T]>;

export const webhookTestData = z.object({ message: z.string() });
export const WEBHOOK_TEST_MESSAGE = 'This is a test event from Candor.';

/**
 * The body of every delivery (the Standard Webhooks payload shape). The message id is the
 * `webhook-id` header's, the same on every retry and redelivery of one event to one endpoint.
 */
export interface WebhookEnvelope<T extends string = string> {
  type: T;
  timestamp: string;
  data: unknown;
}

/**
 * Settings → Webhooks (issue "Candor talks to the tools a security team lives in"): what staff
 * with webhooks:manage send and read when they manage the organisation's destinations (webhook
 * endpoints and Slack channels) and their delivery logs. A destination's secret is shown once,
 * in the answer that created or rotated it; a Slack URL is itself a secret, so lists show only
 * its host and last four characters.
 */
import { z } from 'zod';
import { formatLongDateTime } from '../portal/format.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhookEvents.js';

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter an https:// URL.',
  slackUrlInvalid: 'Enter the https:// URL of the Slack incoming webhook.',
  noEvents: 'Choose at least one event.',
  slackEvents: 'Slack channels receive only the access request and expiring access events.',
  descriptionTooLong: 'Keep the description to 200 characters.',
  limitReached: 'An organisation can have at most 20 webhook destinations. Delete one first.',
  notFound: 'This webhook destination does not exist.',
  deliveryNotFound: 'This delivery does not exist.',
  noSecret: 'A Slack channel has no signing secret to rotate.',
  created: 'Destination added.',
  updated: 'Destination saved.',
  deleted: 'Destination deleted.',
  rotated: 'New secret created. The previous one keeps signing for 24 hours.',
  testSent: 'Test event sent. Its delivery shows in the log in a moment.',
  redelivered: 'Event sent again. Its delivery shows in the log in a moment.',
} as const;

export const WEBHOOK_DESTINATION_LIMIT = 20;
export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 50;
/** How long a rotated-out secret keeps signing beside the new one. */
export const WEBHOOK_PREVIOUS_SECRET_HOURS = 24;

export const WEBHOOK_DESTINATION_KINDS = ['webhook', 'slack'] as const;
export type WebhookDestinationKind = (typeof WEBHOOK_DESTINATION_KINDS)[number];

/** The events a Slack channel may receive: the access ones (requests, decisions, expiring access). */
export const SLACK_EVENT_TYPES = [
  'access_request.received',
  'access_request.approved',
  'access_request.declined',
  'access_grant.expiring',
] as const satisfies readonly WebhookEventType[];

export const eventTypesFor = (kind: WebhookDestinationKind): readonly WebhookEventType[] =>
  kind === 'slack' ? SLACK_EVENT_TYPES : WEBHOOK_EVENT_TYPES;

/**
 * A web URL without credentials. Destinations are https; plain http passes only to a host the
 * operator allowlisted (SAFE_FETCH_ALLOW, a local receiver in tests): the server's SSRF check
 * says which, and refuses http elsewhere with the same message.
 */
export const isWebhookUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      url.hostname !== ''
    );
  } catch {
    return false;
  }
};

const url = z
  .string()
  .trim()
  .max(2000, WEBHOOK_MESSAGES.urlInvalid)
  .refine(isWebhookUrl, WEBHOOK_MESSAGES.urlInvalid);
const description = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, WEBHOOK_MESSAGES.descriptionTooLong);
const eventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.noEvents }))
  .min(1, WEBHOOK_MESSAGES.noEvents)
  .max(WEBHOOK_EVENT_TYPES.length);

/** A Slack channel's events must be access ones: said on the events field. */
const slackEventsIssue = (
  kind: WebhookDestinationKind | undefined,
  types: readonly string[] | undefined,
): boolean =>
  kind === 'slack' &&
  (types ?? []).some((type) => !SLACK_EVENT_TYPES.some((allowed) => allowed === type));

/** POST /api/admin/webhooks. */
export const webhookCreateBodySchema = z
  .object({
    kind: z.enum(WEBHOOK_DESTINATION_KINDS),
    url,
    description: description.default(''),
    eventTypes,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (slackEventsIssue(body.kind, body.eventTypes)) {
      ctx.addIssue({ code: 'custom', path: ['eventTypes'], message: WEBHOOK_MESSAGES.slackEvents });
    }
  });
export type WebhookCreateBody = z.input<typeof webhookCreateBodySchema>;

/** PATCH /api/admin/webhooks/:id: what is sent changes, the rest stays. */
export const webhookUpdateBodySchema = z
  .object({
    url: url.optional(),
    description: description.optional(),
    eventTypes: eventTypes.optional(),
    enabled: z.boolean().optional(),
  })
  .strict();
export type WebhookUpdateBody = z.input<typeof webhookUpdateBodySchema>;

export const WEBHOOK_STATUSES = ['active', 'failing', 'disabled'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** One destination as Settings → Webhooks lists it: never a secret. */
export const webhookDestinationViewSchema = z.object({
  id: z.string(),
  kind: z.enum(WEBHOOK_DESTINATION_KINDS),
  /** A webhook endpoint's URL; for Slack, only `https://{host}/…{last 4}`. */
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  status: z.enum(WEBHOOK_STATUSES),
  failingSince: z.string().nullable(),
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  /** Whether it signs (a webhook endpoint) and, during a rotation, until when the old secret signs. */
  signed: z.boolean(),
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDestinationView = z.output<typeof webhookDestinationViewSchema>;

export const webhookListSchema = z.object({
  destinations: z.array(webhookDestinationViewSchema),
  limit: z.number().int(),
});
export type WebhookList = z.output<typeof webhookListSchema>;

/** After create and rotate: the destination and, for a webhook endpoint, its secret, once. */
export const webhookAnswerSchema = z.object({
  destination: webhookDestinationViewSchema,
  /** The signing secret (`whsec_…`): only in this answer, never again. */
  secret: z.string().nullable(),
  message: z.string(),
});
export type WebhookAnswer = z.output<typeof webhookAnswerSchema>;

export const webhookMessageSchema = z.object({ message: z.string() });

export const webhookDeliveryViewSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  eventType: z.string(),
  attempt: z.number().int(),
  status: z.enum(['succeeded', 'failed']),
  httpStatus: z.number().int().nullable(),
  responseMs: z.number().int(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDeliveryView = z.output<typeof webhookDeliveryViewSchema>;

export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const webhookDeliveryPageSchema = z.object({
  deliveries: z.array(webhookDeliveryViewSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
  /** Test events and redeliveries queued but not yet tried: the page refreshes while any wait. */
  pending: z.number().int(),
});
export type WebhookDeliveryPage = z.output<typeof webhookDeliveryPageSchema>;

export const webhookDeliveryBodySchema = z.object({
  delivery: webhookDeliveryViewSchema,
  /** The exact JSON body sent. */
  body: z.string(),
});
export type WebhookDeliveryBody = z.output<typeof webhookDeliveryBodySchema>;

/** A Slack URL as lists show it: the host and its last four characters. */
export function maskSlackUrl(value: string): string {
  let host: string;
  try {
    host = new URL(value).host;
  } catch {
    host = '';
  }
  return `https://${host}/…${value.slice(-4)}`;
}

/** The status badge's words: "Active", "Failing since …", "Disabled: …" (or "Paused" by staff). */
export function webhookStatusLabel(
  view: Pick<WebhookDestinationView, 'status' | 'failingSince' | 'disabledReason' | 'enabled'>,
): string {
  switch (view.status) {
    case 'failing':
      return view.failingSince
        ? `Failing since ${formatLongDateTime(view.failingSince)}`
        : 'Failing';
    case 'disabled':
      return view.disabledReason ? `Disabled: ${view.disabledReason}` : 'Disabled';
    case 'active':
      return 'Active';
  }
}

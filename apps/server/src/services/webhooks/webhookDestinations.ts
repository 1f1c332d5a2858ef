/**
 * What Settings → Webhooks' use cases share (issue "Candor talks to the tools a security team
 * lives in"): the dependencies (the sealer and the SSRF guard's allowlist), one destination of
 * the viewer's organisation or a 404, its view without secrets, the URL check and the audited
 * change under webhooks:manage.
 */
import {
  DomainError,
  maskSlackUrl,
  WEBHOOK_MESSAGES,
  type WebhookDestinationView,
} from '@candor/domain';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@candor/domain/webhooks/webhookEvents';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { webhookEndpoints } from '../../db/schema/index.js';
import { fetchFailureCause } from '../../http/fetchFailure.js';
import { checkFetchableUrl, SafeFetchError } from '../../http/safeFetch.js';
import type { SecretSealer } from '../../storage/sealedSecret.js';
import { mutate, type AuditRecord } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

export interface WebhookDeps {
  sealer: SecretSealer;
  /** The operator's SAFE_FETCH_ALLOW (tests: 127.0.0.1). */
  allow: readonly string[];
  /** Name resolution for the URL check; the system's unless a test plays one. */
  resolve?: (hostname: string) => Promise<string[]>;
}

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** The organisation's destination, or 404 (another organisation's id included). */
export async function loadDestination(
  db: DbOrTx,
  orgId: string,
  id: string,
): Promise<WebhookEndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id)));
  if (!row) throw new DomainError('not_found', WEBHOOK_MESSAGES.notFound);
  return row;
}

const knownEvents = (types: readonly string[]): WebhookEventType[] =>
  WEBHOOK_EVENT_TYPES.filter((type) => types.includes(type));

/** The URL staff may see: an endpoint's whole, a Slack channel's host and last four characters. */
export const shownUrl = (row: Pick<WebhookEndpointRow, 'kind' | 'url'>): string =>
  row.kind === 'slack' ? maskSlackUrl(row.url) : row.url;

export function destinationView(row: WebhookEndpointRow, now = new Date()): WebhookDestinationView {
  const rotating =
    row.previousSecretSealed !== null &&
    row.previousSecretExpiresAt !== null &&
    row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    kind: row.kind,
    url: shownUrl(row),
    description: row.description,
    eventTypes: knownEvents(row.eventTypes),
    enabled: row.enabled,
    status: !row.enabled ? 'disabled' : row.failingSince ? 'failing' : 'active',
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    signed: row.secretSealed !== null,
    previousSecretExpiresAt: rotating ? (row.previousSecretExpiresAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a destination: never a secret, nor a Slack URL whole. */
export const auditedDestination = (
  row: Pick<WebhookEndpointRow, 'kind' | 'url' | 'description' | 'eventTypes' | 'enabled'>,
) => ({
  hostname: safeHost(row.url),
  kind: row.kind,
  url: shownUrl(row),
  description: row.description,
  eventTypes: row.eventTypes,
  enabled: row.enabled,
});

const safeHost = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** The URL must be one the delivery could reach through the SSRF guard: refused on the field. */
export async function checkDestinationUrl(url: string, deps: WebhookDeps): Promise<void> {
  try {
    await checkFetchableUrl(url, { allow: deps.allow, resolve: deps.resolve, timeoutMs: 5_000 });
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    const message =
      error.code === 'refused' && /only https/i.test(error.message)
        ? WEBHOOK_MESSAGES.urlInvalid
        : `This address cannot be used: ${fetchFailureCause(error)}`;
    throw new DomainError('validation_failed', message, [{ path: 'url', message }]);
  }
}

/** A change to the organisation's destinations: webhooks:manage, audited, nothing on the portal. */
export const mutateWebhooks = <T>(
  ctx: ServiceContext,
  run: (tx: Tx) => Promise<T>,
  audit: (result: T) => AuditRecord,
): Promise<T> =>
  mutate(ctx, { action: 'webhooks.manage', subject: {}, revision: 'none', run, audit });

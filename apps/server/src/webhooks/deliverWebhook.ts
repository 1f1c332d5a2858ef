/**
 * The `webhook-delivery` queue's handler: sends one event to one destination per job, the jobs
 * of a claim together (one read of their endpoints, one write of their log rows).
 *
 * - A webhook endpoint gets the envelope as JSON, serialised once, signed by the Standard
 *   Webhooks rules (`webhook-id` the message's, the same on every retry; `webhook-timestamp` the
 *   attempt's) with the current secret, and with the previous one too while a rotation lasts.
 *   A chat channel gets Slack's message format (`slackMessage.ts`), unsigned.
 * - The POST goes through the SSRF guard (`safeFetch`, the operator's SAFE_FETCH_ALLOW), one
 *   10-second deadline, the answer read up to 64 kB. A 2xx succeeds; anything else fails.
 * - Every attempt leaves a row in the delivery log: status, the receiver's HTTP status, how long
 *   it took, what failed in words (http/fetchFailure.ts) or the start of the answer, and the
 *   exact body sent.
 * - A failure is thrown back to the queue, which retries on the schedule below (eight attempts
 *   over about a day, as Standard Webhooks suggests). A success clears the destination's
 *   `failingSince`; a failure sets it when unset; a failure more than a day after it was set
 *   disables the destination (`disable`: the services' use case, audited, staff told).
 * - A destination deleted or disabled meanwhile is skipped: the job ends without a row.
 */
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { JobRow } from '../db/rows.js';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/index.js';
import { fetchFailureCause } from '../http/fetchFailure.js';
import { safeFetch } from '../http/safeFetch.js';
import { signWebhook } from '../http/standardWebhooks.js';
import { PermanentJobError, type BatchOutcomes, type QueueHandler } from '../jobs/jobHandlers.js';
import { scheduledRetryDelayMs } from '../jobs/retryDelay.js';
import type { SecretSealer } from '../storage/sealedSecret.js';
import type { WebhookDeliveryPayload } from './emitEvent.js';
import { slackMessage } from './slackMessage.js';
import { signingSecrets } from './webhookSecrets.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The wait after each failed attempt (Standard Webhooks' suggested schedule): 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h. The eighth attempt comes about 27½ hours after the first.
 */
export const WEBHOOK_RETRY_SCHEDULE_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_SCHEDULE_MS.length + 1;
/** A destination failing this long is disabled at its next failure. */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * HOUR;
export const WEBHOOK_TIMEOUT_MS = 10 * SECOND;
/** The most of a receiver's answer read; the log keeps its first characters. */
const ANSWER_MAX_BYTES = 64 * 1024;
const DETAIL_CHARS = 200;
/** Deliveries claimed, and posted side by side, at once per worker. */
export const WEBHOOK_BATCH_SIZE = 50;

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export interface WebhookDeliveryOptions {
  sealer: SecretSealer;
  /** The operator's SAFE_FETCH_ALLOW. */
  allow: readonly string[];
  /**
   * Disables a destination that has failed for a day (with its audit row and the staff's mail):
   * the services' use case, given by services/serverJobs.ts.
   */
  disable(endpoint: WebhookEndpointRow, reason: string): Promise<void>;
  /** Replaces the schedule's waits (tests); production keeps WEBHOOK_RETRY_SCHEDULE_MS. */
  retryDelayMs?: (attempts: number) => number;
  timeoutMs?: number;
}

interface Attempt {
  job: JobRow;
  endpoint: WebhookEndpointRow;
  payload: WebhookDeliveryPayload;
  ok: boolean;
  httpStatus: number | null;
  responseMs: number;
  detail: string | null;
  body: string;
}

function isDeliveryPayload(value: unknown): value is WebhookDeliveryPayload {
  if (typeof value !== 'object' || value === null) return false;
  const payload = value as Partial<WebhookDeliveryPayload>;
  return (
    typeof payload.endpointId === 'string' &&
    typeof payload.messageId === 'string' &&
    typeof payload.envelope === 'object' &&
    payload.envelope !== null &&
    typeof payload.envelope.type === 'string'
  );
}

/** The start of an answer, as one line of text. */
const answerStart = (body: Buffer): string | null => {
  const text = body.toString('utf8', 0, Math.min(body.length, DETAIL_CHARS * 4)).trim();
  if (!text) return null;
  const line = text.replace(/\s+/g, ' ');
  return line.length > DETAIL_CHARS ? `${line.slice(0, DETAIL_CHARS - 1)}…` : line;
};

/** The exact bytes a destination gets for a message. */
export function deliveryBody(
  endpoint: Pick<WebhookEndpointRow, 'kind'>,
  payload: WebhookDeliveryPayload,
): string {
  if (payload.body !== undefined) return payload.body;
  return JSON.stringify(
    endpoint.kind === 'slack' ? slackMessage(payload.envelope) : payload.envelope,
  );
}

async function attemptOne(
  job: JobRow,
  endpoint: WebhookEndpointRow,
  payload: WebhookDeliveryPayload,
  options: WebhookDeliveryOptions,
): Promise<Attempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let body = '';
  try {
    body = deliveryBody(endpoint, payload);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (endpoint.kind === 'webhook') {
      const timestamp = Math.floor(Date.now() / 1000);
      Object.assign(
        headers,
        signWebhook(
          { id: payload.messageId, timestamp, body },
          signingSecrets(endpoint, options.sealer),
        ),
      );
    }
    const response = await safeFetch(endpoint.url, {
      method: 'POST',
      body,
      headers,
      allow: options.allow,
      timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      maxBytes: ANSWER_MAX_BYTES,
      anyStatus: true,
    });
    const ok = response.status >= 200 && response.status <= 299;
    const start = answerStart(response.body);
    return {
      job,
      endpoint,
      payload,
      ok,
      httpStatus: response.status,
      responseMs: elapsed(),
      detail: ok ? start : `answered HTTP ${response.status}${start ? `: ${start}` : ''}`,
      body,
    };
  } catch (error) {
    return {
      job,
      endpoint,
      payload,
      ok: false,
      httpStatus: null,
      responseMs: elapsed(),
      detail: fetchFailureCause(error),
      body,
    };
  }
}

/** Records how the destinations fared; the failing ones over a day come back to be disabled. */
async function recordEndpointHealth(db: Db, attempts: readonly Attempt[]) {
  const succeeded = new Set(attempts.filter((a) => a.ok).map((a) => a.endpoint.id));
  const failed = new Set(
    attempts.filter((a) => !a.ok && !succeeded.has(a.endpoint.id)).map((a) => a.endpoint.id),
  );
  if (succeeded.size > 0) {
    await db
      .update(webhookEndpoints)
      .set({ failingSince: null, updatedAt: sql`now()` })
      .where(
        and(inArray(webhookEndpoints.id, [...succeeded]), isNotNull(webhookEndpoints.failingSince)),
      );
  }
  if (failed.size === 0) return [];
  return db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
    .where(inArray(webhookEndpoints.id, [...failed]))
    .returning();
}

/** "Deliveries failed for more than a day; the last: x answered HTTP 500." */
const disableReason = (detail: string | null): string =>
  `Deliveries failed for more than a day${detail ? `; the last: ${detail}` : ''}.`;

export function webhookDeliveryHandler(options: WebhookDeliveryOptions): QueueHandler {
  async function handleBatch(
    claimed: readonly JobRow[],
    { db }: { db: Db },
  ): Promise<BatchOutcomes> {
    const outcomes: BatchOutcomes = new Map();
    const valid: { job: JobRow; payload: WebhookDeliveryPayload }[] = [];
    for (const job of claimed) {
      if (isDeliveryPayload(job.payload)) valid.push({ job, payload: job.payload });
      else outcomes.set(job.id, new PermanentJobError('not a webhook delivery'));
    }
    const ids = [...new Set(valid.map((v) => v.payload.endpointId))];
    const endpoints = new Map(
      (ids.length === 0
        ? []
        : await db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, ids))
      ).map((row) => [row.id, row]),
    );
    const attempts = await Promise.all(
      valid.flatMap(({ job, payload }) => {
        const endpoint = endpoints.get(payload.endpointId);
        if (!endpoint?.enabled) {
          // Deleted or disabled since: nothing to send.
          outcomes.set(job.id, null);
          return [];
        }
        return [attemptOne(job, endpoint, payload, options)];
      }),
    );
    if (attempts.length === 0) return outcomes;
    await db.insert(webhookDeliveries).values(
      attempts.map((a) => ({
        orgId: a.endpoint.orgId,
        endpointId: a.endpoint.id,
        messageId: a.payload.messageId,
        eventType: a.payload.envelope.type,
        attempt: a.job.attempts,
        status: a.ok ? ('succeeded' as const) : ('failed' as const),
        httpStatus: a.httpStatus,
        responseMs: a.responseMs,
        detail: a.detail,
        body: a.body,
      })),
    );
    const failing = await recordEndpointHealth(db, attempts);
    const disabled = new Set<string>();
    for (const endpoint of failing) {
      const since = endpoint.failingSince?.getTime() ?? Date.now();
      if (!endpoint.enabled || Date.now() - since <= WEBHOOK_DISABLE_AFTER_MS) continue;
      const last = attempts.findLast((a) => a.endpoint.id === endpoint.id);
      await options.disable(endpoint, disableReason(last?.detail ?? null));
      disabled.add(endpoint.id);
    }
    for (const a of attempts) {
      if (a.ok) outcomes.set(a.job.id, null);
      else if (disabled.has(a.endpoint.id) || a.job.attempts >= WEBHOOK_MAX_ATTEMPTS) {
        outcomes.set(a.job.id, new PermanentJobError(a.detail ?? 'the delivery failed'));
      } else outcomes.set(a.job.id, new Error(a.detail ?? 'the delivery failed'));
    }
    return outcomes;
  }

  return {
    concurrency: WEBHOOK_BATCH_SIZE,
    // Every post of a claim runs side by side against one deadline; the lease outlasts it.
    leaseMs: 2 * MINUTE,
    ownLoop: true,
    retryDelayMs:
      options.retryDelayMs ??
      ((attempts) => scheduledRetryDelayMs(WEBHOOK_RETRY_SCHEDULE_MS, attempts)),
    handleBatch,
    async handle(job, ctx) {
      const outcome = (await handleBatch([job], ctx)).get(job.id);
      if (outcome instanceof Error) throw outcome;
      if (outcome) throw new Error('the delivery failed');
    },
  };
}

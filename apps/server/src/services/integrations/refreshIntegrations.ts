/**
 * The background refresh of the live integrations (bug bounty, status page). Every server asks
 * for one job per tick of the schedule, under the idempotency key `integration-refresh:{tick}`,
 * so a fleet sharing a database runs each tick once. The job asks every connected provider
 * through the SSRF guard (each with its deadline, a few at a time): a good answer replaces the
 * stored data; a failure, a timeout or garbage keeps the last good data and marks it stale (the
 * time of that last good fetch stays in `fetched_at`). A change of what the portal shows (new
 * figures, or the stale mark set or cleared) is a `mutate` of the system ('integration-refresh'):
 * audited, the product's revision bumped and every server of the fleet told, so cached pages are
 * not served with old figures. A fetch that changes nothing shown only records when it happened.
 */
import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { Db, DbOrTx } from '../../db/client.js';
import { integrationData, integrations } from '../../db/schema/index.js';
import {
  fetchBugBounty,
  fetchStatusPage,
  ProviderError,
  type ProviderClientOptions,
} from '../../integrations/providerClients.js';
import { enqueueJob } from '../../jobs/enqueueJob.js';
import type { QueueHandler } from '../../jobs/jobHandlers.js';
import { mutate } from '../mutate.js';
import { systemContext } from '../serviceContext.js';

export const INTEGRATION_REFRESH_QUEUE = 'integration-refresh';
export const DEFAULT_REFRESH_INTERVAL_MS = 15 * 60 * 1000;
const PARALLEL_FETCHES = 4;

export interface RefreshOutcome {
  refreshed: number;
  stale: number;
}

/** The cause kept beside stale data (shown to staff after the temporary-connection text). */
const failureOf = (error: unknown): string =>
  error instanceof ProviderError ? error.message : 'the provider could not be reached';

async function fetchOne(
  row: { kind: string; config: Record<string, unknown> },
  options: ProviderClientOptions,
): Promise<Record<string, unknown>> {
  const { config } = row;
  if (row.kind === 'bug_bounty' && typeof config.handle === 'string') {
    return { ...(await fetchBugBounty(config.handle, options)) };
  }
  if (row.kind === 'status_page' && typeof config.base === 'string') {
    return { ...(await fetchStatusPage(config.base, options)) };
  }
  throw new ProviderError('invalid', 'the connection has no link');
}

/** Keeps a fetch's answer: the new data, or the last good data marked stale with the error. */
async function storeFetch(
  tx: DbOrTx,
  row: { id: string; orgId: string },
  payload: Record<string, unknown> | null,
  error: string | null,
): Promise<void> {
  if (payload) {
    await tx
      .insert(integrationData)
      .values({ integrationId: row.id, orgId: row.orgId, payload, fetchedAt: sql`now()` })
      .onConflictDoUpdate({
        target: integrationData.integrationId,
        set: { payload, fetchedAt: sql`now()`, stale: false, error: null, updatedAt: sql`now()` },
      });
    return;
  }
  // The last good data stays, marked; fetched_at keeps the time of that fetch.
  await tx
    .insert(integrationData)
    .values({ integrationId: row.id, orgId: row.orgId, stale: true, error })
    .onConflictDoUpdate({
      target: integrationData.integrationId,
      set: { stale: true, error, updatedAt: sql`now()` },
    });
}

export async function refreshIntegrations(
  db: Db,
  options: ProviderClientOptions,
): Promise<RefreshOutcome> {
  const rows = await db
    .select({
      id: integrations.id,
      orgId: integrations.orgId,
      productId: integrations.productId,
      kind: integrations.kind,
      config: integrations.config,
      payload: integrationData.payload,
      stale: integrationData.stale,
    })
    .from(integrations)
    .leftJoin(integrationData, eq(integrationData.integrationId, integrations.id))
    .where(
      and(
        eq(integrations.state, 'connected'),
        inArray(integrations.kind, ['bug_bounty', 'status_page']),
      ),
    );
  const limit = pLimit(PARALLEL_FETCHES);
  const outcome: RefreshOutcome = { refreshed: 0, stale: 0 };
  await Promise.all(
    rows.map((row) =>
      limit(async () => {
        let payload: Record<string, unknown> | null = null;
        let error: string | null = null;
        try {
          payload = await fetchOne(row, options);
        } catch (failure) {
          error = failureOf(failure);
        }
        const changed = payload
          ? !isDeepStrictEqual(payload, row.payload) || row.stale === true
          : row.stale !== true;
        const write = (tx: DbOrTx) => storeFetch(tx, row, payload, error);
        if (changed) {
          await mutate(systemContext(db, row.orgId, 'integration-refresh'), {
            revision: { productId: row.productId },
            run: write,
            audit: () => ({
              action: 'integration.refreshed',
              entityType: 'integration',
              entityId: row.id,
              before: { stale: row.stale ?? false },
              after: payload ? { stale: false, data: payload } : { stale: true, error },
            }),
          });
        } else {
          await write(db);
        }
        if (payload) outcome.refreshed += 1;
        else outcome.stale += 1;
      }),
    ),
  );
  return outcome;
}

export function integrationRefreshHandler(options: ProviderClientOptions): QueueHandler {
  return {
    // One refresh at a time per worker; a run of many slow providers must not lose its lease.
    concurrency: 1,
    leaseMs: 10 * 60 * 1000,
    async handle(_job, ctx) {
      await refreshIntegrations(ctx.db, options);
    },
  };
}

/** The tick a moment falls in; its start names the job. */
export const refreshTick = (now: Date, intervalMs: number): number =>
  Math.floor(now.getTime() / intervalMs);

/** Asks for this tick's refresh; a job for the tick already queued (by any server) is kept. */
export function enqueueRefreshTick(db: Db, now: Date, intervalMs: number): Promise<string | null> {
  const tick = refreshTick(now, intervalMs);
  return enqueueJob(db, {
    queue: INTEGRATION_REFRESH_QUEUE,
    orgId: null,
    payload: { tick, at: new Date(tick * intervalMs).toISOString() },
    idempotencyKey: `integration-refresh:${intervalMs}:${tick}`,
    maxAttempts: 1,
  });
}

export interface RefreshSchedule {
  stop(): void;
}

/**
 * Each server checks a few times per interval whether this tick's job exists, so a server that
 * starts late or misses a beat still gets the tick queued; the key keeps it to one job.
 */
export function startRefreshSchedule(
  db: Db,
  opts: {
    intervalMs?: number;
    log?: { warn(details: object, message: string): void };
  } = {},
): RefreshSchedule {
  const intervalMs = opts.intervalMs ?? DEFAULT_REFRESH_INTERVAL_MS;
  const beat = () => {
    enqueueRefreshTick(db, new Date(), intervalMs).catch((error: unknown) =>
      opts.log?.warn({ err: error }, 'integration refresh could not be queued'),
    );
  };
  beat();
  const timer = setInterval(beat, Math.max(1_000, Math.floor(intervalMs / 4)));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

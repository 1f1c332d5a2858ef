/**
 * Deletes analytics events (the access log's views and downloads) older than
 * ACCESS_LOG_RETENTION_DAYS, a batch at a time so that no statement holds the table long. The
 * audit log is never touched: its rows are hash-chained, and sign-ins are read from it.
 *
 * A periodic job (`jobs/periodicJobs.ts`): every server schedules it, one job per tick runs.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { analyticsEvents, organizations } from '../db/schema/index.js';
import type { QueueHandler } from './jobHandlers.js';
import type { PeriodicJob } from './periodicJobs.js';

export const ANALYTICS_RETENTION_QUEUE = 'analytics-retention';
const DAY_MS = 24 * 60 * 60 * 1000;

export const ANALYTICS_RETENTION_JOB: PeriodicJob = {
  queue: ANALYTICS_RETENTION_QUEUE,
  intervalMs: 60 * 60 * 1000,
  maxAttempts: 3,
};

/** The oldest instant kept: the start of the UTC day `retentionDays - 1` days before today. */
export function retentionCut(retentionDays: number, now: Date = new Date()): Date {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(today - (retentionDays - 1) * DAY_MS);
}

/**
 * Deletes the events before the cut, organisation by organisation (the (org, time) index finds
 * them) and `batchSize` at a time; the number deleted.
 */
export async function pruneAnalyticsEvents(
  db: DbOrTx,
  retentionDays: number,
  { now = new Date(), batchSize = 5000 }: { now?: Date; batchSize?: number } = {},
): Promise<number> {
  const cut = retentionCut(retentionDays, now);
  let total = 0;
  for (const { id: orgId } of await db.select({ id: organizations.id }).from(organizations)) {
    for (;;) {
      const batch = db
        .select({ id: analyticsEvents.id })
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.orgId, orgId), lt(analyticsEvents.createdAt, cut)))
        .limit(batchSize);
      const deleted = await db
        .delete(analyticsEvents)
        .where(inArray(analyticsEvents.id, batch))
        .returning({ id: analyticsEvents.id });
      total += deleted.length;
      if (deleted.length < batchSize) break;
    }
  }
  return total;
}

export function analyticsRetentionHandler(retentionDays: number): QueueHandler {
  return {
    concurrency: 1,
    async handle(_job, { db }) {
      await pruneAnalyticsEvents(db, retentionDays);
    },
  };
}

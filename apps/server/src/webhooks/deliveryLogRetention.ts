/**
 * The webhook delivery log keeps 30 days: an hourly periodic job (jobs/periodicJobs.ts) deletes
 * older attempts, a batch at a time so that no statement holds the table long.
 */
import { inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { webhookDeliveries } from '../db/schema/index.js';
import type { QueueHandler } from '../jobs/jobHandlers.js';
import type { PeriodicJob } from '../jobs/periodicJobs.js';

export const WEBHOOK_LOG_RETENTION_QUEUE = 'webhook-log-retention';
export const WEBHOOK_LOG_RETENTION_DAYS = 30;

export const WEBHOOK_LOG_RETENTION_JOB: PeriodicJob = {
  queue: WEBHOOK_LOG_RETENTION_QUEUE,
  intervalMs: 60 * 60 * 1000,
  maxAttempts: 3,
};

/** Deletes the attempts logged before `now` minus the retention; the number deleted. */
export async function pruneWebhookDeliveries(
  db: DbOrTx,
  { now = new Date(), batchSize = 5000 }: { now?: Date; batchSize?: number } = {},
): Promise<number> {
  const cut = new Date(now.getTime() - WEBHOOK_LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(lt(webhookDeliveries.createdAt, cut))
      .limit(batchSize);
    const deleted = await db
      .delete(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, batch))
      .returning({ id: sql`1` });
    total += deleted.length;
    if (deleted.length < batchSize) return total;
  }
}

export function webhookLogRetentionHandler(): QueueHandler {
  return {
    concurrency: 1,
    async handle(_job, { db }) {
      await pruneWebhookDeliveries(db);
    },
  };
}

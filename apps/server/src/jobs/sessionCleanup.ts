/**
 * Deletes sessions whose expiry has passed, and rate-limit counters whose window ended an hour
 * ago. Expired sessions already sign nobody in (the lookup checks expires_at); removing them
 * keeps the table, and the leftover IPs and user agents, small.
 *
 * A periodic job (`jobs/periodicJobs.ts`): every server schedules it, one job per tick runs.
 */
import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rateLimits, sessions } from '../db/schema/index.js';
import type { QueueHandler } from './jobHandlers.js';
import type { PeriodicJob } from './periodicJobs.js';

export const SESSION_CLEANUP_INTERVAL_MS = 15 * 60 * 1000;
export const SESSION_CLEANUP_QUEUE = 'session-cleanup';

export const SESSION_CLEANUP_JOB: PeriodicJob = {
  queue: SESSION_CLEANUP_QUEUE,
  intervalMs: SESSION_CLEANUP_INTERVAL_MS,
  maxAttempts: 3,
};

/** Counters are kept an hour past their window, as rate-limiter-flexible's own clean-up does. */
const RATE_LIMIT_KEEP_MS = 60 * 60 * 1000;

/** The number of sessions deleted. */
export async function deleteExpiredSessions(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return deleted.length;
}

export function sessionCleanupHandler(): QueueHandler {
  return {
    concurrency: 1,
    async handle(_job, { db }) {
      const now = new Date();
      await deleteExpiredSessions(db, now);
      await db.delete(rateLimits).where(lt(rateLimits.expire, now.getTime() - RATE_LIMIT_KEEP_MS));
    },
  };
}

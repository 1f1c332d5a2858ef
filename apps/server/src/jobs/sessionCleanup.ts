/**
 * Deletes sessions whose expiry has passed. Expired sessions already sign nobody in (the lookup
 * checks expires_at); removing them keeps the table, and the leftover IPs and user agents, small.
 *
 * A timer in each server for now: the DELETE is idempotent, so servers sharing a database may
 * all run it. When the job queue lands it becomes a scheduled job run once per tick.
 */
import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { sessions } from '../db/schema/index.js';

export const SESSION_CLEANUP_INTERVAL_MS = 15 * 60 * 1000;

/** The number of sessions deleted. */
export async function deleteExpiredSessions(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return deleted.length;
}

export interface CleanupLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface PeriodicTask {
  /** Stops the timer and waits for a sweep under way, so the database can close after it. */
  stop(): Promise<void>;
}

export function startSessionCleanup(
  db: DbOrTx,
  opts: { intervalMs?: number; log?: CleanupLogger } = {},
): PeriodicTask {
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running) return;
    running = deleteExpiredSessions(db)
      .then((count) => {
        if (count > 0) opts.log?.info({ count }, 'expired sessions deleted');
      })
      // A database that is down now may be back at the next tick.
      .catch((error: unknown) => opts.log?.warn({ err: error }, 'session clean-up failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(sweep, opts.intervalMs ?? SESSION_CLEANUP_INTERVAL_MS);
  // The clean-up alone must never keep the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

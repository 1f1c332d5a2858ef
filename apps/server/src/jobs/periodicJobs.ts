/**
 * Scheduled work run once per tick across every server sharing the database. Each server, on
 * its own timer, enqueues the job of the current tick under the idempotency key
 * `<queue>:<tick start>` (e.g. `session-cleanup:2026-01-05T10:15:00.000Z`): the first insert
 * wins and the others are no-ops (jobs' unique (queue, idempotency_key)), and the job queue's
 * claim (FOR UPDATE SKIP LOCKED with a lease) runs it on one server only. A server that was down
 * at a tick's start still enqueues it when it looks again within the tick.
 */
import type { DbOrTx } from '../db/client.js';
import { enqueueJob } from './enqueueJob.js';
import { notifyJobsQueued } from './jobSignals.js';

export interface PeriodicJob {
  queue: string;
  /** The tick's length; ticks start at multiples of it since the epoch. */
  intervalMs: number;
  maxAttempts?: number;
}

export interface PeriodicLogger {
  warn(details: object, message: string): void;
}

export interface PeriodicTask {
  /** Stops the timer and waits for an enqueue under way. */
  stop(): Promise<void>;
}

/** How often each server looks whether a tick began (at most: never more than a tick). */
const LOOK_EVERY_MS = 60_000;

/** The start of the tick `now` falls in. */
export function tickStart(intervalMs: number, now: number = Date.now()): Date {
  return new Date(Math.floor(now / intervalMs) * intervalMs);
}

/** The idempotency key of the tick `now` falls in. */
export function tickKey(job: PeriodicJob, now: number = Date.now()): string {
  return `${job.queue}:${tickStart(job.intervalMs, now).toISOString()}`;
}

/** Enqueues the current tick's job; null when some server already did. */
export async function enqueueTick(
  db: DbOrTx,
  job: PeriodicJob,
  now: number = Date.now(),
): Promise<string | null> {
  const start = tickStart(job.intervalMs, now);
  return enqueueJob(db, {
    queue: job.queue,
    orgId: null,
    payload: { tick: start.toISOString() },
    idempotencyKey: tickKey(job, now),
    ...(job.maxAttempts === undefined ? {} : { maxAttempts: job.maxAttempts }),
  });
}

export function startPeriodicJobs(
  db: DbOrTx,
  periodic: readonly PeriodicJob[],
  opts: { log?: PeriodicLogger; lookEveryMs?: number } = {},
): PeriodicTask {
  let running: Promise<void> | null = null;
  const look = () => {
    if (running) return;
    running = (async () => {
      let queued = false;
      for (const job of periodic) {
        try {
          if ((await enqueueTick(db, job)) !== null) queued = true;
        } catch (error) {
          // A database that is down now may be back at the next look.
          opts.log?.warn({ err: error, queue: job.queue }, 'scheduling a periodic job failed');
        }
      }
      if (queued) notifyJobsQueued();
    })().finally(() => {
      running = null;
    });
  };
  const every = Math.min(
    opts.lookEveryMs ?? LOOK_EVERY_MS,
    ...periodic.map((job) => job.intervalMs),
  );
  const timer = setInterval(look, every);
  // Scheduling alone must never keep the process alive.
  timer.unref();
  look();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

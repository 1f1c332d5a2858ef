/**
 * The loop that runs queued jobs: every tick (or when woken after an enqueue) it claims due jobs
 * of each registered queue (FOR UPDATE SKIP LOCKED, with a lease: see claimJobs), runs their
 * handlers, and records the outcome. A failure is retried with exponential backoff and jitter
 * until max_attempts, keeping the last error; a worker that dies leaves its jobs to be claimed
 * again when their lease runs out. Outcomes are written only while this worker still holds the
 * job, so a worker whose lease lapsed cannot overwrite the work of the one that took over.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { JobRow } from '../db/rows.js';
import { jobs } from '../db/schema/index.js';
import { claimJobs } from './claimJobs.js';
import {
  PermanentJobError,
  type BatchOutcomes,
  type JobHandlerRegistry,
  type QueueHandler,
} from './jobHandlers.js';
import { onJobsQueued } from './jobSignals.js';
import { DEFAULT_BACKOFF, retryDelayMs, type BackoffOptions } from './retryDelay.js';

export interface JobWorkerLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobWorkerOptions {
  /** How often to look for due jobs when nothing wakes the worker. */
  pollMs?: number;
  workerId?: string;
  backoff?: BackoffOptions;
  log?: JobWorkerLogger;
}

export interface JobWorker {
  readonly workerId: string;
  /**
   * Claims and runs what is due now, after the run under way, and waits for the runs started
   * meanwhile; resolves with the number of jobs run.
   */
  runOnce(): Promise<number>;
  /** Stops the loop and waits for the jobs under way. */
  stop(): Promise<void>;
}

export const DEFAULT_POLL_MS = 1_000;
const DEFAULT_LEASE_MS = 60_000;
/** last_error keeps the start of a message; a stack trace or a whole SMTP dialogue does not fit. */
const MAX_ERROR_LENGTH = 2_000;

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

/** Only the holder of the job may record how it went. */
const heldBy = (job: JobRow, workerId: string) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId));

/** The jobs that succeeded, in one statement (a claim of fifty mails is one write, not fifty). */
async function recordSuccesses(db: Db, done: readonly JobRow[], workerId: string): Promise<void> {
  if (done.length === 0) return;
  await db
    .update(jobs)
    .set({
      status: 'succeeded',
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        inArray(
          jobs.id,
          done.map((job) => job.id),
        ),
        eq(jobs.status, 'running'),
        eq(jobs.lockedBy, workerId),
      ),
    );
}

async function recordFailure(
  db: Db,
  job: JobRow,
  workerId: string,
  error: unknown,
  delayMs: (attempts: number) => number,
): Promise<void> {
  const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
  const lastError = errorText(error);
  if (final) {
    await db
      .update(jobs)
      .set({
        status: 'failed',
        lockedBy: null,
        lockedUntil: null,
        lastError,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(heldBy(job, workerId));
    return;
  }
  const delaySeconds = delayMs(job.attempts) / 1000;
  await db
    .update(jobs)
    .set({
      status: 'queued',
      lockedBy: null,
      lockedUntil: null,
      lastError,
      runAt: sql`now() + make_interval(secs => ${delaySeconds})`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(job, workerId));
}

export function startJobWorker(
  db: Db,
  registry: JobHandlerRegistry,
  options: JobWorkerOptions = {},
): JobWorker {
  const workerId = options.workerId ?? `worker-${randomBytes(6).toString('hex')}`;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  let stopped = false;
  let running: Promise<number> | null = null;
  let wakeAgain = false;

  /** `onFull` hears that the claim was full: more may be due. */
  async function runQueue(
    queue: string,
    handler: QueueHandler,
    onFull: () => void,
  ): Promise<number> {
    const delayMs = handler.retryDelayMs ?? ((attempts: number) => retryDelayMs(attempts, backoff));
    const claimed = await claimJobs(db, {
      queue,
      workerId,
      limit: handler.concurrency ?? 5,
      leaseMs: handler.leaseMs ?? DEFAULT_LEASE_MS,
    });
    // A full claim means more may be due: look again as soon as this run ends, rather than
    // after the poll interval (a fan-out of thousands of mails drains at full speed).
    const limit = handler.concurrency ?? 5;
    if (claimed.length >= limit) onFull();
    if (claimed.length === 0) return 0;
    const ctx = { db, workerId };
    let outcomes: BatchOutcomes;
    if (handler.handleBatch) {
      try {
        outcomes = await handler.handleBatch(claimed, ctx);
      } catch (error) {
        outcomes = new Map(claimed.map((job) => [job.id, error]));
      }
    } else {
      outcomes = new Map();
      await Promise.all(
        claimed.map(async (job) => {
          try {
            await handler.handle(job, ctx);
            outcomes.set(job.id, null);
          } catch (error) {
            outcomes.set(job.id, error ?? new Error('job failed'));
          }
        }),
      );
    }
    const done = claimed.filter((job) => outcomes.get(job.id) === null);
    await recordSuccesses(db, done, workerId);
    await Promise.all(
      claimed
        .filter((job) => outcomes.get(job.id) !== null)
        .map(async (job) => {
          const error = outcomes.get(job.id) ?? new Error('the handler gave this job no outcome');
          if (!(error instanceof PermanentJobError) && job.attempts < job.maxAttempts) {
            options.log?.warn({ err: error, jobId: job.id, queue }, 'job failed, will retry');
          } else {
            options.log?.error({ err: error, jobId: job.id, queue }, 'job failed');
          }
          await recordFailure(db, job, workerId, error, delayMs);
        }),
    );
    return claimed.length;
  }

  /**
   * The queues that run in a loop of their own (`ownLoop`): the run under way of each, and
   * whether to run again when it ends (a full claim, or a wake-up while it ran).
   */
  const loops = new Map<
    string,
    { handler: QueueHandler; run: Promise<number> | null; again: boolean }
  >(
    registry
      .entries()
      .filter(([, handler]) => handler.ownLoop)
      .map(([queue, handler]) => [queue, { handler, run: null, again: false }]),
  );

  function runLoop(queue: string): Promise<number> {
    const loop = loops.get(queue)!;
    if (loop.run) {
      loop.again = true;
      return loop.run;
    }
    loop.run = runQueue(queue, loop.handler, () => (loop.again = true))
      .catch((error: unknown) => {
        options.log?.warn({ err: error, queue }, 'job worker run failed');
        return 0;
      })
      .finally(() => {
        loop.run = null;
        if (loop.again && !stopped) {
          loop.again = false;
          void runLoop(queue);
        }
      });
    return loop.run;
  }

  /** A fresh run of a loop's queue, after the one under way (and its follow-ups) ended. */
  async function runLoopAfresh(queue: string): Promise<number> {
    const loop = loops.get(queue)!;
    while (loop.run) await loop.run;
    return stopped ? 0 : runLoop(queue);
  }

  async function tick(): Promise<number> {
    let ran = 0;
    for (const [queue, handler] of registry.entries()) {
      if (stopped) break;
      if (handler.ownLoop) void runLoop(queue);
      else ran += await runQueue(queue, handler, () => (wakeAgain = true));
    }
    return ran;
  }

  function runTick(): Promise<number> {
    if (running) {
      // Work enqueued while a tick runs may have been missed by its claim: look again after.
      wakeAgain = true;
      return running;
    }
    running = tick()
      .catch((error: unknown) => {
        // A database that is down now may be back at the next tick.
        options.log?.warn({ err: error }, 'job worker tick failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (wakeAgain && !stopped) {
          wakeAgain = false;
          void runTick();
        }
      });
    return running;
  }

  const timer = setInterval(() => void runTick(), pollMs);
  // The worker alone must never keep the process alive.
  timer.unref();
  const stopListening = onJobsQueued(() => {
    if (!stopped) void runTick();
  });

  return {
    workerId,
    async runOnce() {
      const sum = (counts: number[]) => counts.reduce((total, n) => total + n, 0);
      // A tick under way (a wake-up from work just queued) may have claimed only part of what is
      // due now: it ends first, then a fresh one claims the rest.
      while (running) await running;
      let ran = sum(await Promise.all([runTick(), ...[...loops.keys()].map(runLoopAfresh)]));
      // Runs started while those went on (asked for again meanwhile) end before this answers,
      // their jobs counted: a caller that waits for the queue to drain never sees a job of
      // theirs still running.
      for (;;) {
        const underWay = [running, ...[...loops.values()].map((loop) => loop.run)].filter(
          (run): run is Promise<number> => run !== null,
        );
        if (underWay.length === 0) return ran;
        ran += sum(await Promise.all(underWay));
      }
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      stopListening();
      // A tick or run that was asked for again may have started another: wait for all of them.
      while (running) await running;
      for (const loop of loops.values()) while (loop.run) await loop.run;
    },
  };
}

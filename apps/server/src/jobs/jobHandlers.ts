/**
 * What runs the jobs of each queue. A handler that returns has done its work; one that throws
 * is retried later (or fails for good with PermanentJobError or when attempts run out).
 */
import type { Db } from '../db/client.js';
import type { JobRow } from '../db/rows.js';

export interface JobContext {
  db: Db;
  /** This worker's name, as stored in jobs.locked_by. */
  workerId: string;
}

export type JobHandler = (job: JobRow, ctx: JobContext) => Promise<void>;

/** Each job's outcome by id: null when it succeeded, else what it failed with. */
export type BatchOutcomes = Map<string, unknown>;

export interface QueueHandler {
  handle: JobHandler;
  /**
   * Runs all the jobs of one claim together (one read and one write for the lot, as the mail
   * queue does); when given, it is used instead of `handle`. Every job must get an outcome.
   */
  handleBatch?: (jobs: readonly JobRow[], ctx: JobContext) => Promise<BatchOutcomes>;
  /** How long a claimed job stays this worker's; must outlast one run of the handler. */
  leaseMs?: number;
  /** Jobs of this queue claimed and run at once per worker. */
  concurrency?: number;
  /**
   * How long a failed job of this queue waits before its next attempt, given the attempts made
   * (webhooks follow a schedule over a day); the worker's exponential backoff when absent.
   */
  retryDelayMs?: (attempts: number) => number;
  /**
   * Runs in a loop of its own beside the worker's tick, rather than in turn with the other
   * queues: a queue whose jobs wait on third parties (a webhook receiver that takes its 10 s)
   * never holds up the mail, and drains claim after claim while full.
   */
  ownLoop?: boolean;
}

/** A failure no retry can mend (a recipient the mail server refuses): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export class JobHandlerRegistry {
  readonly #queues = new Map<string, QueueHandler>();

  register(queue: string, handler: QueueHandler): this {
    if (this.#queues.has(queue)) throw new Error(`queue ${queue} already has a handler`);
    this.#queues.set(queue, handler);
    return this;
  }

  entries(): [string, QueueHandler][] {
    return [...this.#queues.entries()];
  }
}

/**
 * Puts work on the durable queue inside the caller's transaction, so the job exists exactly when
 * the change that asked for it commits. The idempotency key makes asking twice a no-op.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { jobs } from '../db/schema/index.js';

export interface NewJob {
  queue: string;
  /** Null for installation-wide work. */
  orgId: string | null;
  payload: Record<string, unknown>;
  /** The same key on the same queue never makes a second job. */
  idempotencyKey: string;
  runAt?: Date;
  maxAttempts?: number;
}

/** The new job's id, or null when a job with this key was already queued. */
export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<string | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      queue: job.queue,
      orgId: job.orgId,
      payload: job.payload,
      idempotencyKey: job.idempotencyKey,
      runAt: job.runAt ?? sql`now()`,
      ...(job.maxAttempts === undefined ? {} : { maxAttempts: job.maxAttempts }),
    })
    .onConflictDoNothing({ target: [jobs.queue, jobs.idempotencyKey] })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

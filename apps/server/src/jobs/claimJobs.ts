/**
 * Claims due jobs of one queue for one worker, so that servers sharing the database never run
 * one job twice at once: the rows are locked with FOR UPDATE SKIP LOCKED (a row another worker
 * is claiming is passed over, not waited for) and leased until `locked_until`. A job whose
 * worker died is due again when its lease runs out. The queue built on it (retries, backoff,
 * completion) comes with the first job that needs it.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { JobRow } from '../db/rows.js';
import { jobs } from '../db/schema/index.js';

export interface ClaimOptions {
  queue: string;
  workerId: string;
  limit?: number;
  leaseMs?: number;
}

export async function claimJobs(db: DbOrTx, opts: ClaimOptions): Promise<JobRow[]> {
  const limit = opts.limit ?? 10;
  const leaseSeconds = (opts.leaseMs ?? 60_000) / 1000;
  // The inner select matches the partial indexes jobs_due and jobs_leased.
  return db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: opts.workerId,
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      sql`${jobs.id} in (
        select ${jobs.id} from ${jobs}
        where ${jobs.queue} = ${opts.queue}
          and ((${jobs.status} = 'queued' and ${jobs.runAt} <= now())
            or (${jobs.status} = 'running' and ${jobs.lockedUntil} < now()))
        order by ${jobs.runAt}
        limit ${limit}
        for update skip locked)`,
    )
    .returning();
}

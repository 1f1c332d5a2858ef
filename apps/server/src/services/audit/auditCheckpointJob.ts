/**
 * Publishes the audit checkpoints (services/audit/auditCheckpoints.ts) every
 * AUDIT_CHECKPOINT_MINUTES: a periodic job (`jobs/periodicJobs.ts`), one run per tick for the
 * whole fleet, signing with the feed key in DATA_DIR.
 */
import { publishCheckpoints } from './auditCheckpoints.js';
import { lazyFeedSigner } from '../../updates/feedSigningKey.js';
import type { QueueHandler } from '../../jobs/jobHandlers.js';
import type { PeriodicJob } from '../../jobs/periodicJobs.js';

export const AUDIT_CHECKPOINT_QUEUE = 'audit-checkpoint';

export const auditCheckpointJob = (intervalMs: number): PeriodicJob => ({
  queue: AUDIT_CHECKPOINT_QUEUE,
  intervalMs,
  // The next tick tries again.
  maxAttempts: 1,
});

export function auditCheckpointHandler(dataDir: string): QueueHandler {
  const signer = lazyFeedSigner(dataDir);
  return {
    concurrency: 1,
    leaseMs: 10 * 60 * 1000,
    async handle(_job, { db }) {
      await publishCheckpoints(db, signer());
    },
  };
}

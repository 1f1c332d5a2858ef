/**
 * The one way to make a rate limiter. On PostgreSQL (DATABASE_URL), which several servers may
 * share, the counts live in the `rate_limits` table through rate-limiter-flexible's
 * RateLimiterPostgres (an atomic upsert per attempt), so a client cannot multiply its allowance
 * by the number of servers. On embedded PGlite (one process by construction) they live in
 * memory. Should the database fail to count, an in-memory limiter with the same limits stands in
 * (the library's insurance limiter): a database outage neither lifts the limits nor turns every
 * limited route into an error.
 */
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { postgresPoolOf, type Database } from '../db/client.js';

export { RateLimiterRes, type RateLimiterAbstract };

export const RATE_LIMITS_TABLE = 'rate_limits';

export interface RateLimitOptions {
  /** Unique per limiter: the counts of all limiters share one table. */
  keyPrefix: string;
  /** Attempts allowed per window. */
  points: number;
  /** The window, in seconds. */
  duration: number;
  /** Once over the limit, refused for this many seconds (default: until the window ends). */
  blockDuration?: number;
}

export function createRateLimiter(
  database: Pick<Database, 'kind' | 'db'>,
  options: RateLimitOptions,
): RateLimiterAbstract {
  const limits = {
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.duration,
    ...(options.blockDuration === undefined ? {} : { blockDuration: options.blockDuration }),
  };
  if (database.kind !== 'postgres') return new RateLimiterMemory(limits);
  return new RateLimiterPostgres({
    ...limits,
    storeClient: postgresPoolOf(database),
    storeType: 'pool',
    tableName: RATE_LIMITS_TABLE,
    // The migrations create the table; the periodic clean-up job deletes expired rows.
    tableCreated: true,
    clearExpiredByTimeout: false,
    insuranceLimiter: new RateLimiterMemory(limits),
  });
}

/**
 * Counts one attempt under `key`: null when allowed, else the seconds to wait (at least 1).
 * Errors other than a refusal are thrown.
 */
export async function consumeOrWait(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    // The library rejects with its result when over the limit, with an Error when it fails.
    if (rejection instanceof RateLimiterRes) {
      return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    }
    throw rejection;
  }
}

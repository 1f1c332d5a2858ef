/**
 * Rate-limit counters every server of a fleet shares (PostgreSQL only; PGlite keeps them in
 * memory). The layout is rate-limiter-flexible's RateLimiterPostgres table: `key` is the
 * limiter's prefix and the counted key (`sign-in-address:10.0.0.1`), `points` what was consumed
 * in the window, `expire` when the window ends (milliseconds since the epoch). The library's
 * atomic upsert counts; expired rows are deleted by the periodic clean-up job.
 */
import { bigint, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

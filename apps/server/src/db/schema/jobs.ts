/**
 * The durable job queue and the mail outbox, on the database every server shares.
 *
 * A worker claims due jobs with
 *   UPDATE jobs SET status = 'running', locked_by = $me, locked_until = now() + $lease,
 *          attempts = attempts + 1
 *   WHERE id IN (SELECT id FROM jobs
 *                WHERE queue = $q AND ((status = 'queued' AND run_at <= now())
 *                   OR (status = 'running' AND locked_until < now()))
 *                ORDER BY run_at LIMIT $n FOR UPDATE SKIP LOCKED)
 * so two servers never run one job at once, and a job whose worker died is claimed again once
 * its lease runs out. The idempotency key makes enqueueing the same work twice a no-op
 * (INSERT ... ON CONFLICT DO NOTHING), e.g. one mail per (update, subscriber).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { jobStatus, mailStatus } from './enums.js';
import { organizations } from './orgs.js';
import { idColumn, createdAtColumn, updatedAtColumn } from './columns.js';

export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    /** Null for installation-wide work (session clean-up). */
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    queue: text('queue').notNull(),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: jobStatus('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    idempotencyKey: text('idempotency_key'),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_queue_idempotency_key').on(t.queue, t.idempotencyKey),
    // The claim query: due jobs of a queue, and running jobs whose lease ran out.
    index('jobs_due')
      .on(t.queue, t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_leased')
      .on(t.queue, t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    check('jobs_attempts', sql`${t.attempts} >= 0 and ${t.maxAttempts} > 0`),
    check(
      'jobs_running_locked',
      sql`${t.status} <> 'running' or (${t.lockedUntil} is not null and ${t.lockedBy} is not null)`,
    ),
  ],
);

/**
 * Every mail the server sends: with SMTP_URL it is sent and marked; without, it stays here for
 * the staff 'Sent mail' page. The idempotency key (from the job) keeps a retried job from
 * mailing anyone twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    /** Null for mail outside any organisation. */
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb('headers')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: mailStatus('status').notNull().default('queued'),
    error: text('error'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_org_created').on(t.orgId, t.createdAt)],
);

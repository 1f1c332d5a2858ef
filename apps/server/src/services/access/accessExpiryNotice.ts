/**
 * "Access about to expire" (issue 28's `access_grant.expiring`): a periodic job looks, every
 * hour, for accounts whose access to a product ends within the next week (the grant's own
 * expiry, else the account's) in the organisations that have a destination subscribed to the
 * event, and queues one notice job per account and expiry date (its idempotency key: asking
 * again, at the next tick or from another server, makes no second one). The notice job checks
 * the account still expires then (staff may have extended it since) and emits the event.
 */
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accessGrants, accountMembers, accounts, webhookEndpoints } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueueJob.js';
import type { QueueHandler } from '../../jobs/jobHandlers.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import type { PeriodicJob } from '../../jobs/periodicJobs.js';
import { emitEvent } from '../../webhooks/emitEvent.js';

export const ACCESS_EXPIRY_NOTICE_QUEUE = 'access-expiry-notice';
/** How long before its end an expiry is announced. */
export const ACCESS_EXPIRY_NOTICE_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;

export const ACCESS_EXPIRY_NOTICE_JOB: PeriodicJob = {
  queue: ACCESS_EXPIRY_NOTICE_QUEUE,
  intervalMs: 60 * 60 * 1000,
  maxAttempts: 3,
};

interface Notice {
  orgId: string;
  accountId: string;
  expiresAt: string;
}

const effectiveExpiry = sql<Date>`coalesce(${accessGrants.expiresAt}, ${accounts.accessExpiresAt})`;

/** The accounts (and their expiry dates) to announce; each is queued once, ever. */
export async function queueExpiryNotices(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const until = new Date(now.getTime() + ACCESS_EXPIRY_NOTICE_AHEAD_MS);
  const subscribed = db
    .select({ orgId: webhookEndpoints.orgId })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`'access_grant.expiring' = any(${webhookEndpoints.eventTypes})`,
      ),
    );
  const rows = await db
    .selectDistinct({
      orgId: accessGrants.orgId,
      accountId: accounts.id,
      expiresAt: effectiveExpiry,
    })
    .from(accessGrants)
    .innerJoin(
      accounts,
      and(eq(accounts.orgId, accessGrants.orgId), eq(accounts.id, accessGrants.accountId)),
    )
    .where(
      and(
        sql`${accessGrants.orgId} in ${subscribed}`,
        isNull(accessGrants.revokedAt),
        eq(accounts.accessStatus, 'active'),
        gt(effectiveExpiry, now),
        lte(effectiveExpiry, until),
      ),
    );
  let queued = 0;
  for (const row of rows) {
    const expiresAt = new Date(row.expiresAt).toISOString();
    const notice: Notice = { orgId: row.orgId, accountId: row.accountId, expiresAt };
    const id = await enqueueJob(db, {
      queue: ACCESS_EXPIRY_NOTICE_QUEUE,
      orgId: row.orgId,
      payload: { ...notice },
      idempotencyKey: `access-expiring:${row.accountId}:${expiresAt}`,
    });
    if (id !== null) queued += 1;
  }
  return queued;
}

/** Emits the account's notice, unless its access no longer ends then. */
async function announce(db: DbOrTx, notice: Notice, baseUrl: string): Promise<void> {
  const { orgId, accountId, expiresAt } = notice;
  const [still] = await db
    .select({ name: accounts.name })
    .from(accessGrants)
    .innerJoin(
      accounts,
      and(eq(accounts.orgId, accessGrants.orgId), eq(accounts.id, accessGrants.accountId)),
    )
    .where(
      and(
        eq(accessGrants.orgId, orgId),
        eq(accessGrants.accountId, accountId),
        isNull(accessGrants.revokedAt),
        eq(accounts.accessStatus, 'active'),
        eq(effectiveExpiry, new Date(expiresAt)),
      ),
    )
    .limit(1);
  if (!still) return;
  const members = await db
    .select({ email: accountMembers.email })
    .from(accountMembers)
    .where(
      and(
        eq(accountMembers.orgId, orgId),
        eq(accountMembers.accountId, accountId),
        eq(accountMembers.status, 'active'),
      ),
    )
    .orderBy(accountMembers.email);
  await emitEvent(db, orgId, 'access_grant.expiring', {
    accountId,
    accountName: still.name,
    expiresAt,
    members: members.map((m) => m.email),
    reviewUrl: `${new URL(baseUrl).origin}/admin/access/accounts/${accountId}`,
  });
}

const isNotice = (payload: Record<string, unknown>): payload is Record<string, unknown> & Notice =>
  typeof payload.orgId === 'string' &&
  typeof payload.accountId === 'string' &&
  typeof payload.expiresAt === 'string';

/** The tick's job (payload `{tick}`) looks; a notice job (payload a Notice) announces. */
export function accessExpiryNoticeHandler(deps: { baseUrl: string }): QueueHandler {
  return {
    concurrency: 1,
    async handle(job, { db }) {
      const { payload } = job;
      if (isNotice(payload)) {
        await db.transaction((tx) => announce(tx, payload, deps.baseUrl));
        notifyJobsQueued();
        return;
      }
      if ((await queueExpiryNotices(db)) > 0) notifyJobsQueued();
    },
  };
}

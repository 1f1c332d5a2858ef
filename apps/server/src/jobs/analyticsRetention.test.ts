/**
 * The access log's retention: the periodic job deletes analytics events older than
 * ACCESS_LOG_RETENTION_DAYS, in batches, keeps the newer ones, and never touches the audit log,
 * whose chain still verifies.
 */
import { asc, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { verifyAuditChain, writeAudit } from '../db/audit.js';
import { buildOrg } from '../db/factories.js';
import { analyticsEvents, auditLog } from '../db/schema/index.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import {
  ANALYTICS_RETENTION_JOB,
  ANALYTICS_RETENTION_QUEUE,
  analyticsRetentionHandler,
  pruneAnalyticsEvents,
} from './analyticsRetention.js';
import { JobHandlerRegistry } from './jobHandlers.js';
import { startJobWorker } from './jobWorker.js';
import { enqueueTick } from './periodicJobs.js';

const database = useTestDatabase();
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, now = Date.now()) => new Date(now - days * DAY_MS);

const eventsAt = (orgId: string, dates: Date[]) =>
  database.db
    .insert(analyticsEvents)
    .values(dates.map((createdAt) => ({ orgId, kind: 'portal_view' as const, createdAt })));

const remaining = async (orgId: string) =>
  (
    await database.db
      .select({ at: analyticsEvents.createdAt })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.orgId, orgId))
      .orderBy(asc(analyticsEvents.createdAt))
  ).map((row) => row.at.toISOString());

test('the periodic job deletes events older than the retention and keeps the rest', async () => {
  const { org } = await buildOrg(database.db);
  const recent = [daysAgo(1), daysAgo(398)];
  await eventsAt(org.id, [daysAgo(401), daysAgo(500), ...recent]);

  await enqueueTick(database.db, ANALYTICS_RETENTION_JOB);
  const worker = startJobWorker(
    database.db,
    new JobHandlerRegistry().register(ANALYTICS_RETENTION_QUEUE, analyticsRetentionHandler(400)),
    { pollMs: 60_000 },
  );
  try {
    expect(await worker.runOnce()).toBe(1);
  } finally {
    await worker.stop();
  }
  expect(await remaining(org.id)).toEqual(recent.map((at) => at.toISOString()).sort());
});

test('pruning goes in batches and leaves every audit row, older than the cut or not', async () => {
  const { org } = await buildOrg(database.db);
  await database.db.transaction((tx) =>
    writeAudit(tx, {
      orgId: org.id,
      actor: { type: 'system', job: 'test' },
      action: 'member.signed_in',
      entityType: 'account_member',
    }),
  );
  const auditBefore = await database.db.select().from(auditLog).where(eq(auditLog.orgId, org.id));
  expect(auditBefore.length).toBeGreaterThan(0);
  // A year and a half on, today's rows are all older than the 183 days kept.
  const later = Date.now() + 550 * DAY_MS;
  const kept = daysAgo(10, later);
  await eventsAt(org.id, [...Array.from({ length: 5 }, (_, i) => daysAgo(i, Date.now())), kept]);

  const deleted = await pruneAnalyticsEvents(database.db, 183, {
    now: new Date(later),
    batchSize: 2,
  });

  expect(deleted).toBeGreaterThanOrEqual(5);
  expect(await remaining(org.id)).toEqual([kept.toISOString()]);
  const auditAfter = await database.db.select().from(auditLog).where(eq(auditLog.orgId, org.id));
  expect(auditAfter).toEqual(auditBefore);
  expect(await verifyAuditChain(database.db, org.id)).toMatchObject({ ok: true });
});

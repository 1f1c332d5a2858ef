import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildOrg, buildStaffSession, buildStaffUser } from '../db/factories.js';
import { jobs, rateLimits, sessions } from '../db/schema/index.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import { JobHandlerRegistry } from './jobHandlers.js';
import { startJobWorker } from './jobWorker.js';
import { enqueueTick, startPeriodicJobs, tickKey } from './periodicJobs.js';
import {
  SESSION_CLEANUP_JOB,
  SESSION_CLEANUP_QUEUE,
  sessionCleanupHandler,
} from './sessionCleanup.js';

const database = useTestDatabase();

const exists = async (id: string) =>
  (await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id)))
    .length === 1;

const cleanupJobs = () =>
  database.db
    .select({ key: jobs.idempotencyKey, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.queue, SESSION_CLEANUP_QUEUE));

test('the clean-up job deletes an expired session and old rate-limit counts, and keeps the rest', async () => {
  const { org } = await buildOrg(database.db);
  const { user } = await buildStaffUser(database.db, { org });
  const expired = await buildStaffSession(database.db, {
    user,
    expiresAt: new Date(Date.now() - 1000),
  });
  const live = await buildStaffSession(database.db, { user });
  await database.db.insert(rateLimits).values([
    { key: 'sign-in-address:old', points: 3, expire: Date.now() - 2 * 60 * 60 * 1000 },
    { key: 'sign-in-address:current', points: 3, expire: Date.now() + 60_000 },
  ]);

  await enqueueTick(database.db, SESSION_CLEANUP_JOB);
  const worker = startJobWorker(
    database.db,
    new JobHandlerRegistry().register(SESSION_CLEANUP_QUEUE, sessionCleanupHandler()),
    { pollMs: 60_000 },
  );
  try {
    expect(await worker.runOnce()).toBe(1);
  } finally {
    await worker.stop();
  }
  expect(await exists(expired.id)).toBe(false);
  expect(await exists(live.id)).toBe(true);
  const counters = await database.db.select({ key: rateLimits.key }).from(rateLimits);
  expect(counters.map((row) => row.key)).toEqual(['sign-in-address:current']);
  expect((await cleanupJobs()).map((job) => job.status)).toEqual(['succeeded']);
});

test('servers scheduling the same tick make one job; the next tick makes the next', async () => {
  await database.db.delete(jobs).where(eq(jobs.queue, SESSION_CLEANUP_QUEUE));
  const { intervalMs } = SESSION_CLEANUP_JOB;
  const now = Math.floor(Date.now() / intervalMs) * intervalMs + 1000;
  // Two servers look at different moments of the same tick, then the tick after.
  const first = await enqueueTick(database.db, SESSION_CLEANUP_JOB, now);
  const second = await enqueueTick(database.db, SESSION_CLEANUP_JOB, now + intervalMs - 2000);
  const next = await enqueueTick(database.db, SESSION_CLEANUP_JOB, now + intervalMs);
  expect(first).not.toBeNull();
  expect(second).toBeNull();
  expect(next).not.toBeNull();
  expect((await cleanupJobs()).map((job) => job.key).sort()).toEqual(
    [tickKey(SESSION_CLEANUP_JOB, now), tickKey(SESSION_CLEANUP_JOB, now + intervalMs)].sort(),
  );
});

test('two schedulers started together queue the current tick once', async () => {
  await database.db.delete(jobs).where(eq(jobs.queue, SESSION_CLEANUP_QUEUE));
  const a = startPeriodicJobs(database.db, [SESSION_CLEANUP_JOB]);
  const b = startPeriodicJobs(database.db, [SESSION_CLEANUP_JOB]);
  await Promise.all([a.stop(), b.stop()]);
  expect((await cleanupJobs()).map((job) => job.key)).toEqual([tickKey(SESSION_CLEANUP_JOB)]);
});

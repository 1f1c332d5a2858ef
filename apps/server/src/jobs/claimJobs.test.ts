import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { jobs } from '../db/schema/index.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import { claimJobs } from './claimJobs.js';

const database = useTestDatabase();

const db = () => database.db;
const hourFromNow = () => new Date(Date.now() + 3_600_000);

test('a worker claims the due jobs of its queue once; a lapsed lease makes a job due again', async () => {
  const [due] = await db()
    .insert(jobs)
    .values({ queue: 'digest', payload: { n: 1 } })
    .returning();
  await db().insert(jobs).values({ queue: 'digest', runAt: hourFromNow() });
  await db().insert(jobs).values({ queue: 'other' });

  const claimed = await claimJobs(db(), { queue: 'digest', workerId: 'a' });
  expect(claimed.map((j) => j.id)).toEqual([due!.id]);
  expect(claimed[0]).toMatchObject({ status: 'running', lockedBy: 'a', attempts: 1 });
  expect(claimed[0]!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
  expect(await claimJobs(db(), { queue: 'digest', workerId: 'b' })).toEqual([]);

  // The worker died: once its lease is over, another worker takes the job.
  await db()
    .update(jobs)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(jobs.id, due!.id));
  const retaken = await claimJobs(db(), { queue: 'digest', workerId: 'b' });
  expect(retaken.map((j) => [j.id, j.lockedBy, j.attempts])).toEqual([[due!.id, 'b', 2]]);
});

test('enqueueing the same work twice keeps one job', async () => {
  const job = { queue: 'mail', idempotencyKey: 'update:1:subscriber:1' };
  await db().insert(jobs).values(job).onConflictDoNothing();
  await db().insert(jobs).values(job).onConflictDoNothing();
  expect(await db().$count(jobs, eq(jobs.idempotencyKey, job.idempotencyKey))).toBe(1);
});

test('workers claiming at the same time never get the same job', async () => {
  await db()
    .insert(jobs)
    .values(Array.from({ length: 40 }, (_, n) => ({ queue: 'fanout', payload: { n } })));
  const claimedBy = async (workerId: string) => {
    const ids: string[] = [];
    for (;;) {
      const batch = await claimJobs(db(), { queue: 'fanout', workerId, limit: 3 });
      if (batch.length === 0) return ids;
      ids.push(...batch.map((j) => j.id));
    }
  };
  const [a, b, c] = await Promise.all([claimedBy('a'), claimedBy('b'), claimedBy('c')]);
  const all = [...a, ...b, ...c];
  expect(all).toHaveLength(40);
  expect(new Set(all).size).toBe(40);
});

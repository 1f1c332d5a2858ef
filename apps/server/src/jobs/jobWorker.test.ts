import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobRow } from '../db/rows.js';
import { jobs } from '../db/schema/index.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import { enqueueJob } from './enqueueJob.js';
import { JobHandlerRegistry, PermanentJobError } from './jobHandlers.js';
import { notifyJobsQueued } from './jobSignals.js';
import { startJobWorker, type JobWorker } from './jobWorker.js';

const database = useTestDatabase();

const db = () => database.db;
const jobById = async (id: string) =>
  (await db().select().from(jobs).where(eq(jobs.id, id)).limit(1))[0]!;
/** Makes a job that waits for its retry due now, as if its backoff had passed. */
const makeDue = (id: string) =>
  db()
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.id, id));

/** Queues an empty job on `queue` under `key`; its id. */
const enqueueEmpty = async (queue: string, key: string) =>
  (await enqueueJob(db(), { queue, orgId: null, payload: {}, idempotencyKey: key }))!;

let queueCounter = 0;
/** A worker on a queue of its own, whose handler runs `behaviour` and records each call. */
function workerFor(behaviour: (job: JobRow, call: number) => Promise<void>, pollMs = 60_000) {
  const queue = `test-${++queueCounter}`;
  const calls: JobRow[] = [];
  const registry = new JobHandlerRegistry().register(queue, {
    handle: async (job) => {
      calls.push(job);
      await behaviour(job, calls.length);
    },
  });
  const worker = startJobWorker(db(), registry, {
    pollMs,
    backoff: { baseMs: 60_000, maxMs: 60_000 },
  });
  return { queue, calls, worker };
}

const stopAll: JobWorker[] = [];
afterAll(async () => {
  await Promise.all(stopAll.map((w) => w.stop()));
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe('the job worker', () => {
  it('runs a queued job once and marks it succeeded; the same key queues nothing more', async () => {
    const { queue, calls, worker } = workerFor(async () => {});
    stopAll.push(worker);
    const job = { queue, orgId: null, payload: { n: 1 }, idempotencyKey: 'once' };
    const id = await enqueueJob(db(), job);
    expect(id).not.toBeNull();
    expect(await enqueueJob(db(), job)).toBeNull();

    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(calls.map((c) => c.payload)).toEqual([{ n: 1 }]);
    expect(await jobById(id!)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      lockedBy: null,
      lastError: null,
    });
    expect((await jobById(id!)).finishedAt).toBeInstanceOf(Date);
  });

  it('retries a failed job later with backoff, keeping the last error, until it succeeds', async () => {
    const { queue, calls, worker } = workerFor(async (_job, call) => {
      if (call < 3) throw new Error(`mail server down (${call})`);
    });
    stopAll.push(worker);
    const id = (await enqueueJob(db(), { queue, orgId: null, payload: {}, idempotencyKey: 'r' }))!;

    await worker.runOnce();
    const afterFirst = await jobById(id);
    expect(afterFirst).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'mail server down (1)',
      lockedBy: null,
    });
    // Backed off: not due again yet, so the next tick leaves it alone.
    expect(afterFirst.runAt.getTime()).toBeGreaterThan(Date.now() + 1_000);
    expect(await worker.runOnce()).toBe(0);

    await makeDue(id);
    await worker.runOnce();
    expect(await jobById(id)).toMatchObject({ attempts: 2, lastError: 'mail server down (2)' });
    await makeDue(id);
    await worker.runOnce();
    expect(await jobById(id)).toMatchObject({ status: 'succeeded', attempts: 3, lastError: null });
    expect(calls).toHaveLength(3);
  });

  it('fails a job for good after max_attempts, or at once on a permanent error', async () => {
    const { queue, worker } = workerFor(async (job) => {
      if (job.payload.permanent) throw new PermanentJobError('recipient refused');
      throw new Error('timeout');
    });
    stopAll.push(worker);
    const retried = (await enqueueJob(db(), {
      queue,
      orgId: null,
      payload: {},
      idempotencyKey: 'max',
      maxAttempts: 2,
    }))!;
    const permanent = (await enqueueJob(db(), {
      queue,
      orgId: null,
      payload: { permanent: true },
      idempotencyKey: 'permanent',
    }))!;

    await worker.runOnce();
    expect(await jobById(permanent)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'recipient refused',
    });
    expect(await jobById(retried)).toMatchObject({ status: 'queued', attempts: 1 });
    await makeDue(retried);
    await worker.runOnce();
    expect(await jobById(retried)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'timeout',
    });
    await makeDue(retried);
    expect(await worker.runOnce()).toBe(0);
  });

  it('does not record the outcome of a job whose lease another worker took over', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { queue, worker } = workerFor(() => slow);
    stopAll.push(worker);
    const id = (await enqueueJob(db(), { queue, orgId: null, payload: {}, idempotencyKey: 'l' }))!;
    const running = worker.runOnce();
    expect(await eventually(async () => (await jobById(id)).status === 'running')).toBe(true);
    // The lease lapsed and another worker holds the job now.
    await db().update(jobs).set({ lockedBy: 'other-worker' }).where(eq(jobs.id, id));
    release();
    await running;
    expect(await jobById(id)).toMatchObject({ status: 'running', lockedBy: 'other-worker' });
  });

  // A caller that runs the queue until it is empty (a test, the jobs route of the e2e server)
  // must find its jobs done when runOnce answers, not one of them still running in the
  // background: the follow-up of a full claim and a tick that a wake-up started are part of it.
  it('answers once every job due now has run: more than one claim holds, or a tick under way', async () => {
    const { queue, worker } = workerFor(async () => {});
    stopAll.push(worker);
    const ids: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      ids.push(
        (await enqueueJob(db(), { queue, orgId: null, payload: {}, idempotencyKey: `f${n}` }))!,
      );
    }
    // Five a claim: the sixth is claimed by the run that follows the full claim.
    expect(await worker.runOnce()).toBe(6);
    for (const id of ids) expect((await jobById(id)).status).toBe('succeeded');

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = workerFor((job) => (job.idempotencyKey === 'held' ? gate : Promise.resolve()));
    stopAll.push(held.worker);
    const first = await enqueueEmpty(held.queue, 'held');
    notifyJobsQueued();
    expect(await eventually(async () => (await jobById(first)).status === 'running')).toBe(true);
    // Queued while the woken tick holds the first: that tick's claim did not see it.
    const second = await enqueueEmpty(held.queue, 'after');
    const once = held.worker.runOnce();
    release();
    await once;
    expect((await jobById(first)).status).toBe('succeeded');
    expect((await jobById(second)).status).toBe('succeeded');
  });

  it('runs jobs by itself when woken after an enqueue, and nothing once stopped', async () => {
    const { queue, calls, worker } = workerFor(async () => {});
    const first = await enqueueEmpty(queue, 'a');
    notifyJobsQueued();
    expect(await eventually(async () => (await jobById(first)).status === 'succeeded')).toBe(true);

    await worker.stop();
    const second = await enqueueEmpty(queue, 'b');
    notifyJobsQueued();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await jobById(second)).status).toBe('queued');
    expect(calls).toHaveLength(1);
  });

  it('polls for jobs queued by another server', async () => {
    const { queue, worker } = workerFor(async () => {}, 30);
    stopAll.push(worker);
    const id = (await enqueueJob(db(), { queue, orgId: null, payload: {}, idempotencyKey: 'p' }))!;
    expect(await eventually(async () => (await jobById(id)).status === 'succeeded')).toBe(true);
  });

  it("waits a queue's own retry delay when it has one, the worker's backoff else", async () => {
    const queue = `test-${++queueCounter}`;
    const registry = new JobHandlerRegistry().register(queue, {
      retryDelayMs: (attempts) => attempts * 3_600_000,
      handle: () => Promise.reject(new Error('receiver down')),
    });
    const worker = startJobWorker(db(), registry, {
      pollMs: 60_000,
      backoff: { baseMs: 1, maxMs: 1 },
    });
    stopAll.push(worker);
    const id = (await enqueueJob(db(), { queue, orgId: null, payload: {}, idempotencyKey: 'd' }))!;
    await worker.runOnce();
    const waited = (await jobById(id)).runAt.getTime() - Date.now();
    expect(waited).toBeGreaterThan(50 * 60_000);
    expect(waited).toBeLessThanOrEqual(60 * 60_000);
  });

  it('runs a queue of its own loop beside the others: its slow job holds up no other queue', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const loopQueue = `test-${++queueCounter}`;
    const otherQueue = `test-${++queueCounter}`;
    const ran: string[] = [];
    const registry = new JobHandlerRegistry()
      .register(loopQueue, {
        ownLoop: true,
        handle: async () => {
          await slow;
          ran.push('loop');
        },
      })
      .register(otherQueue, { handle: async () => void ran.push('other') });
    const worker = startJobWorker(db(), registry, { pollMs: 60_000 });
    stopAll.push(worker);
    const slowJob = await enqueueEmpty(loopQueue, 's');
    notifyJobsQueued();
    expect(await eventually(async () => (await jobById(slowJob)).status === 'running')).toBe(true);
    const mail = await enqueueEmpty(otherQueue, 'm');
    notifyJobsQueued();
    expect(await eventually(async () => (await jobById(mail)).status === 'succeeded')).toBe(true);
    expect(ran).toEqual(['other']);
    release();
    expect(await eventually(async () => (await jobById(slowJob)).status === 'succeeded')).toBe(
      true,
    );
    expect(ran).toEqual(['other', 'loop']);
  });
});

/**
 * Mail through the queue to a real SMTP server in the test process: what arrives, a retry after
 * the server was down, and never a second copy.
 */
import { eq, sql } from 'drizzle-orm';
import { mailStatusLabel } from '@candor/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildOrg } from '../db/factories.js';
import { jobs, mailOutbox } from '../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../db/testing.js';
import type { JobWorker } from '../jobs/jobWorker.js';
import { startServerJobs } from '../services/serverJobs.js';
import { smtpTestServer, type SmtpTestServer } from '../testing/smtpTestServer.js';
import { testConfig } from '../testing/testApp.js';
import { enqueueMail } from './enqueueMail.js';

let database: TestDatabase;
let smtp: SmtpTestServer;
let worker: JobWorker;
let orgId: string;
const BASE_URL = 'https://trust.example.com';

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await smtpTestServer();
  const { org } = await buildOrg(database.db, {
    name: 'Acme Cloud',
    customization: { brandColor: '#aa3300' },
  });
  orgId = org.id;
  // Polling far apart: the test runs each tick itself.
  worker = startServerJobs(
    testConfig({
      smtpUrl: smtp.url,
      mailFrom: 'Acme Trust <trust@acme.example>',
      baseUrl: BASE_URL,
    }),
    database.db,
    { pollMs: 600_000 },
  );
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await database.close();
});
beforeEach(async () => {
  await smtp.stop();
  smtp.received.length = 0;
  smtp.refuseNext(0);
});

let keyCounter = 0;
const invite = (to: string) => ({
  orgId,
  to,
  template: 'staffInvite' as const,
  data: {
    displayName: 'Dana Doe',
    invitedBy: 'Sam Staff',
    link: `${BASE_URL}/set-password?token=t${keyCounter}`,
    expiresAt: '2026-12-01T09:30:00.000Z',
  },
  idempotencyKey: `test-invite:${++keyCounter}`,
  baseUrl: BASE_URL,
});

const queue = (request: ReturnType<typeof invite>) =>
  database.db.transaction((tx) => enqueueMail(tx, request));
const outboxRow = async (id: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const jobOf = async (key: string) =>
  (await database.db.select().from(jobs).where(eq(jobs.idempotencyKey, key)))[0]!;
const makeDue = (key: string) =>
  database.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.idempotencyKey, key));

describe('mail through SMTP', () => {
  it('delivers the rendered message to the recipient, once', async () => {
    await smtp.start();
    const request = invite('dana@customer.example');
    const { mailId, created } = await queue(request);
    expect(created).toBe(true);

    await worker.runOnce();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.envelopeTo).toEqual(['dana@customer.example']);
    expect(mail!.parsed.subject).toBe("You are invited to manage Acme Cloud's Trust Center");
    expect(mail!.parsed.from?.value).toEqual([
      { name: 'Acme Trust', address: 'trust@acme.example' },
    ]);
    expect(mail!.parsed.text).toContain(`Or open this link: ${request.data.link}`);
    expect(mail!.parsed.html).toContain('background-color:#aa3300');
    expect(mail!.parsed.messageId).toMatch(/^<[0-9a-f]{32}@trust\.example\.com>$/);
    expect(await outboxRow(mailId)).toMatchObject({ status: 'sent', error: null });
    expect((await outboxRow(mailId)).sentAt).toBeInstanceOf(Date);

    // Queued again with the same key (a retried request): nothing new is written or sent.
    expect(await queue(request)).toEqual({ mailId, created: false });
    await worker.runOnce();
    expect(smtp.received).toHaveLength(1);
  });

  it('retries while the SMTP server is down and delivers once it is back', async () => {
    const request = invite('down@customer.example');
    const { mailId } = await queue(request);

    await worker.runOnce();
    const failed = await jobOf(request.idempotencyKey);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await outboxRow(mailId)).toMatchObject({ status: 'queued' });
    expect((await outboxRow(mailId)).error).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start();
    await makeDue(request.idempotencyKey);
    await worker.runOnce();
    expect(smtp.received.map((m) => m.envelopeTo)).toEqual([['down@customer.example']]);
    expect(await jobOf(request.idempotencyKey)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(await outboxRow(mailId)).toMatchObject({ status: 'sent', error: null });
  });

  it('sends the mails waiting out their backoff as soon as one send goes through again', async () => {
    const waiting = [invite('w1@customer.example'), invite('w2@customer.example')];
    for (const request of waiting) await queue(request);
    await worker.runOnce();
    for (const request of waiting) {
      expect(await jobOf(request.idempotencyKey)).toMatchObject({ status: 'queued', attempts: 1 });
      // Each waits out a long backoff of its own (as after several failed attempts).
      await database.db
        .update(jobs)
        .set({ runAt: sql`now() + interval '1 hour'` })
        .where(eq(jobs.idempotencyKey, request.idempotencyKey));
    }

    await smtp.start();
    await queue(invite('new@customer.example'));
    await worker.runOnce();
    for (let i = 0; i < 60 && smtp.received.length < 3; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await worker.runOnce();
    }
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual([
      'new@customer.example',
      'w1@customer.example',
      'w2@customer.example',
    ]);
    for (const request of waiting) {
      expect(await jobOf(request.idempotencyKey)).toMatchObject({
        status: 'succeeded',
        attempts: 2,
      });
    }
  });

  it('retries a temporary refusal (451) without sending a second copy', async () => {
    await smtp.start();
    smtp.refuseNext(1);
    const request = invite('busy@customer.example');
    await queue(request);
    await worker.runOnce();
    expect(smtp.received).toHaveLength(0);
    expect((await jobOf(request.idempotencyKey)).lastError).toMatch(/451/);

    await makeDue(request.idempotencyKey);
    await worker.runOnce();
    await makeDue(request.idempotencyKey);
    await worker.runOnce();
    expect(smtp.received).toHaveLength(1);
  });

  it('sends a claim of many mails together; one refused is retried alone, the rest sent once', async () => {
    await smtp.start();
    const requests = Array.from({ length: 12 }, (_, i) => invite(`batch${i}@customer.example`));
    for (const request of requests) await queue(request);
    smtp.refuseNext(1);
    await worker.runOnce();
    expect(smtp.received).toHaveLength(11);
    const states = await Promise.all(requests.map((r) => jobOf(r.idempotencyKey)));
    const retried = states.filter((job) => job.status === 'queued');
    expect(retried).toHaveLength(1);
    expect(retried[0]!.lastError).toMatch(/451/);
    expect(states.filter((job) => job.status === 'succeeded')).toHaveLength(11);

    await makeDue(retried[0]!.idempotencyKey!);
    await worker.runOnce();
    const addresses = smtp.received.flatMap((m) => m.envelopeTo).sort();
    expect(addresses).toEqual(requests.map((r) => r.to).sort());
  });

  it('never sends twice when a worker crashed after the send, before finishing the job', async () => {
    await smtp.start();
    const request = invite('crash@customer.example');
    await queue(request);
    await worker.runOnce();
    expect(smtp.received).toHaveLength(1);

    // As if the worker died between the send and recording it: the job is running, its lease over.
    await database.db
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: 'crashed-worker',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.idempotencyKey, request.idempotencyKey));
    await worker.runOnce();
    expect(await jobOf(request.idempotencyKey)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });
});

describe('mail without SMTP_URL', () => {
  it('keeps the mail in the outbox, marked sent with no sent time, for the Sent mail page', async () => {
    const outboxWorker = startServerJobs(testConfig({ baseUrl: BASE_URL }), database.db, {
      pollMs: 600_000,
    });
    try {
      await smtp.start();
      const { mailId } = await queue(invite('kept@customer.example'));
      // The SMTP worker of this file must not take this one: run only the outbox worker's tick.
      await worker.stop();
      await outboxWorker.runOnce();
      const row = await outboxRow(mailId);
      expect(row).toMatchObject({
        status: 'sent',
        sentAt: null,
        toAddress: 'kept@customer.example',
      });
      expect(
        mailStatusLabel({ status: row.status, sentAt: row.sentAt?.toISOString() ?? null }),
      ).toBe('Stored — no mail server configured');
      expect(row.text).toContain('Set your password');
      expect(smtp.received).toHaveLength(0);
    } finally {
      await outboxWorker.stop();
    }
  });
});

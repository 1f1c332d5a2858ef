/**
 * Webhook delivery end to end: an event emitted in a transaction, the server's job worker run
 * for real, posting to local receivers (node:http on 127.0.0.1, reached through safeFetch's
 * allowlist); the receivers check what a real one would (the signature with the secret), and
 * the delivery log, the destination and the staff's mail say what happened.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrg, buildStaffUser } from '../db/factories.js';
import {
  auditLog,
  jobs,
  mailOutbox,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema/index.js';
import { newWebhookSecret, verifyWebhook } from '../http/standardWebhooks.js';
import type { JobWorker } from '../jobs/jobWorker.js';
import { startServerJobs } from '../services/serverJobs.js';
import { configSecretSealer } from '../storage/sealedSecret.js';
import { startFakeHttpServer, type FakeHttpServer } from '../testing/fakeHttpServer.js';
import { testConfig } from '../testing/testApp.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import { emitEvent, WEBHOOK_DELIVERY_QUEUE } from './emitEvent.js';
import { sealWebhookSecret } from './webhookSecrets.js';

const database = useTestDatabase();
const config = testConfig({ safeFetchAllow: ['127.0.0.1'] });
const sealer = configSecretSealer(config);
let worker: JobWorker;
let receiver: FakeHttpServer;
/** How long a failed delivery waits; a test that counts attempts one by one makes it long. */
let retryDelayMs = 1;

beforeAll(async () => {
  receiver = await startFakeHttpServer();
  // The schedule's waits (5 s, 5 min, …) shortened to a millisecond: the test runs the retries.
  worker = startServerJobs(config, database.db, {
    pollMs: 60_000,
    webhookRetryDelayMs: () => retryDelayMs,
  });
});
afterAll(async () => {
  await worker.stop();
  await receiver.close();
});

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver path that records each request and answers what `answer` says for the n-th. */
function receive(path: string, answer: (n: number) => { status: number; body: string }) {
  const received: Received[] = [];
  receiver.answer(path, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const { status, body } = answer(received.length);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(body);
    });
  });
  return received;
}

async function newEndpoint(
  orgId: string,
  values: Partial<typeof webhookEndpoints.$inferInsert> & { url: string },
) {
  const id = randomUUID();
  const secret = newWebhookSecret();
  const [row] = await database.db
    .insert(webhookEndpoints)
    .values({
      id,
      orgId,
      kind: 'webhook',
      eventTypes: ['member.signed_in'],
      secretSealed: values.kind === 'slack' ? null : sealWebhookSecret(sealer, id, secret),
      ...values,
    })
    .returning();
  return { endpoint: row!, secret };
}

const signedIn = (email: string) => ({
  memberId: randomUUID(),
  email,
  accountId: null,
  accountName: null,
  method: 'link',
});

/** Runs the worker until nothing more is due (the retries' millisecond waits included). */
async function drain() {
  for (let round = 0; round < 20; round += 1) {
    const ran = await worker.runOnce();
    const [due] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.queue, WEBHOOK_DELIVERY_QUEUE), eq(jobs.status, 'queued')));
    if (ran === 0 && due!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const logOf = (endpointId: string) =>
  database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.attempt);

describe('webhook delivery', () => {
  it('posts the event signed with the secret, and logs the attempt', async () => {
    const { org } = await buildOrg(database.db);
    const received = receive('/signed', () => ({ status: 200, body: 'thanks' }));
    const { endpoint, secret } = await newEndpoint(org.id, {
      url: `${receiver.origin}/signed`,
    });

    await emitEvent(database.db, org.id, 'member.signed_in', signedIn('ada@corp.example'));
    await drain();

    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(verifyWebhook(delivery!.headers, delivery!.body, secret)).toEqual({ ok: true });
    expect(verifyWebhook(delivery!.headers, delivery!.body, newWebhookSecret())).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: 'member.signed_in',
      data: { email: 'ada@corp.example', method: 'link' },
    });
    expect(await logOf(endpoint.id)).toMatchObject([
      {
        messageId: delivery!.headers['webhook-id'],
        eventType: 'member.signed_in',
        attempt: 1,
        status: 'succeeded',
        httpStatus: 200,
        detail: 'thanks',
        body: delivery!.body,
      },
    ]);
  });

  it('retries a receiver that answers 500 twice: the third try gets it, the log shows all three', async () => {
    const { org } = await buildOrg(database.db);
    const received = receive('/flaky', (n) =>
      n <= 2 ? { status: 500, body: 'database is down' } : { status: 204, body: '' },
    );
    const { endpoint, secret } = await newEndpoint(org.id, { url: `${receiver.origin}/flaky` });

    await emitEvent(database.db, org.id, 'member.signed_in', signedIn('retry@corp.example'));
    await drain();

    expect(received).toHaveLength(3);
    // One message: the same id and body on every try, each signed for its own timestamp.
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
    for (const r of received) expect(verifyWebhook(r.headers, r.body, secret).ok).toBe(true);
    const log = await logOf(endpoint.id);
    expect(log.map((row) => [row.attempt, row.status, row.httpStatus, row.detail])).toEqual([
      [1, 'failed', 500, 'answered HTTP 500: database is down'],
      [2, 'failed', 500, 'answered HTTP 500: database is down'],
      [3, 'succeeded', 204, null],
    ]);
    for (const row of log) {
      expect(row.responseMs).toBeGreaterThanOrEqual(0);
      expect(row.body).toBe(received[0]!.body);
    }
    // Failing, then well again: the destination is not marked failing any more.
    const [after] = await database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(after).toMatchObject({ enabled: true, failingSince: null });
  });

  it('signs with both secrets while a rotation lasts, with the new one alone after', async () => {
    const { org } = await buildOrg(database.db);
    const received = receive('/rotated', () => ({ status: 200, body: '' }));
    const { endpoint, secret } = await newEndpoint(org.id, { url: `${receiver.origin}/rotated` });
    const previous = newWebhookSecret();
    await database.db
      .update(webhookEndpoints)
      .set({
        previousSecretSealed: sealWebhookSecret(sealer, endpoint.id, previous),
        previousSecretExpiresAt: new Date(Date.now() + 60 * 60 * 1000),
      })
      .where(eq(webhookEndpoints.id, endpoint.id));

    await emitEvent(database.db, org.id, 'member.signed_in', signedIn('rot@corp.example'));
    await drain();
    const [during] = received;
    expect(String(during!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifyWebhook(during!.headers, during!.body, secret).ok).toBe(true);
    expect(verifyWebhook(during!.headers, during!.body, previous).ok).toBe(true);

    await database.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await emitEvent(database.db, org.id, 'member.signed_in', signedIn('rot@corp.example'));
    await drain();
    const after = received[1]!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifyWebhook(after.headers, after.body, secret).ok).toBe(true);
    expect(verifyWebhook(after.headers, after.body, previous).ok).toBe(false);
  });

  it('disables a destination failing for more than a day, audited, and mails the staff who manage it', async () => {
    const { org } = await buildOrg(database.db);
    const manager = await buildStaffUser(database.db, { org, scopes: ['settings:edit'] });
    const other = await buildStaffUser(database.db, { org, scopes: ['access:manage'] });
    const received = receive('/down', () => ({ status: 503, body: 'maintenance' }));
    const { endpoint } = await newEndpoint(org.id, { url: `${receiver.origin}/down` });

    // A first failure marks it failing, and it stays enabled. Its retry waits a minute, so no
    // wake-up of the worker (PostgreSQL's notice of queued work) tries it again meanwhile.
    retryDelayMs = 60_000;
    await emitEvent(database.db, org.id, 'member.signed_in', signedIn('a@corp.example'));
    await worker.runOnce();
    retryDelayMs = 1;
    const [failing] = await database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(failing!.enabled).toBe(true);
    expect(failing!.failingSince).toBeInstanceOf(Date);
    expect(received).toHaveLength(1);

    // It has been failing for 25 hours: the next failure disables it.
    await database.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(and(eq(jobs.queue, WEBHOOK_DELIVERY_QUEUE), eq(jobs.status, 'queued')));
    await drain();
    const [disabled] = await database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(disabled).toMatchObject({ enabled: false });
    expect(disabled!.disabledAt).toBeInstanceOf(Date);
    expect(disabled!.disabledReason).toBe(
      'Deliveries failed for more than a day; the last: answered HTTP 503: maintenance.',
    );
    // No more tries once disabled: the retry ends, and new events are not sent.
    await emitEvent(database.db, org.id, 'member.signed_in', signedIn('b@corp.example'));
    await drain();
    expect(received).toHaveLength(2);

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, org.id), eq(auditLog.action, 'webhook.disabled')));
    expect(audit).toMatchObject({ entityId: endpoint.id, actorType: 'system' });

    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.orgId, org.id));
    expect(mails.map((m) => m.toAddress)).toEqual([manager.user.email]);
    expect(mails.map((m) => m.toAddress)).not.toContain(other.user.email);
    expect(mails[0]!.subject).toBe('A webhook endpoint was disabled');
    const text = mails[0]!.text.replace(/\s+/g, ' ');
    expect(text).toContain(`The webhook endpoint ${receiver.origin}/down of ${org.name}`);
    expect(text).toContain('the last: answered HTTP 503: maintenance.');
    expect(text).toContain(
      'Open Settings → Webhooks [http://localhost:3000/admin/settings/webhooks]',
    );
  });

  it('refuses a private address through the SSRF guard and logs the failure in words', async () => {
    const { org } = await buildOrg(database.db);
    const { endpoint } = await newEndpoint(org.id, { url: 'http://10.1.2.3/hook' });

    await emitEvent(database.db, org.id, 'member.signed_in', signedIn('p@corp.example'));
    await worker.runOnce();

    const [row] = await logOf(endpoint.id);
    expect(row).toMatchObject({ attempt: 1, status: 'failed', httpStatus: null });
    expect(row!.detail).toBe(
      "refused by the address policy: 10.1.2.3 points to a private address (the operator's SAFE_FETCH_ALLOW can allow a host)",
    );
  });
});

describe('chat channels', () => {
  const request = {
    requestId: randomUUID(),
    status: 'pending' as const,
    requester: {
      email: 'grace@buyer.example',
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Buyer <!channel> & Co',
      jobTitle: 'CISO',
    },
    product: { id: randomUUID(), name: 'Cloud' },
    item: { uid: 'soc2', title: 'SOC 2 Type II report' },
    decision: null,
    reviewUrl: 'http://localhost:3000/admin/access/requests/123',
    createdAt: new Date().toISOString(),
  };

  it('posts a new access request to Slack with the requester, what they asked for and a button', async () => {
    const { org } = await buildOrg(database.db);
    const received = receive('/services/T0/B0/slack', () => ({ status: 200, body: 'ok' }));
    const { endpoint } = await newEndpoint(org.id, {
      kind: 'slack',
      url: `${receiver.origin}/services/T0/B0/slack`,
      eventTypes: ['access_request.received'],
    });

    await emitEvent(database.db, org.id, 'access_request.received', request);
    await drain();

    expect(received).toHaveLength(1);
    expect(received[0]!.headers['webhook-signature']).toBeUndefined();
    const message = JSON.parse(received[0]!.body) as {
      text: string;
      blocks: { type: string; elements?: { url?: string; text?: { text: string } }[] }[];
    };
    expect(message.text).toBe(
      'New access request from *Grace Hopper* (grace@buyer.example), Buyer &lt;!channel&gt; &amp; Co for SOC 2 Type II report in Cloud',
    );
    const body = received[0]!.body;
    expect(body).toContain('*Job title*\\nCISO');
    expect(body).not.toContain('<!channel>');
    const actions = message.blocks.find((block) => block.type === 'actions');
    expect(actions?.elements?.[0]).toMatchObject({
      text: { text: 'Review request' },
      url: request.reviewUrl,
    });
    expect(await logOf(endpoint.id)).toMatchObject([
      { status: 'succeeded', httpStatus: 200, detail: 'ok', body },
    ]);
  });

  it('says who declined a request and why', async () => {
    const { org } = await buildOrg(database.db);
    const received = receive('/slack-decisions', () => ({ status: 200, body: 'ok' }));
    await newEndpoint(org.id, {
      kind: 'slack',
      url: `${receiver.origin}/slack-decisions`,
      eventTypes: ['access_request.declined'],
    });
    await emitEvent(database.db, org.id, 'access_request.declined', {
      ...request,
      status: 'declined',
      decision: { source: 'staff', reason: 'Not a customer', decidedAt: new Date().toISOString() },
    });
    await drain();
    const message = JSON.parse(received[0]!.body) as { text: string };
    expect(message.text).toContain('declined. Declined by staff: Not a customer');
  });

  it("logs Slack's no_service answer as a failure", async () => {
    const { org } = await buildOrg(database.db);
    receive('/services/gone', () => ({ status: 404, body: 'no_service' }));
    const { endpoint } = await newEndpoint(org.id, {
      kind: 'slack',
      url: `${receiver.origin}/services/gone`,
      eventTypes: ['access_request.received'],
    });
    await emitEvent(database.db, org.id, 'access_request.received', request);
    await worker.runOnce();
    const [row] = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .orderBy(desc(webhookDeliveries.createdAt));
    expect(row).toMatchObject({
      status: 'failed',
      httpStatus: 404,
      detail: 'answered HTTP 404: no_service',
    });
  });
});

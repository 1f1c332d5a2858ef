/**
 * Settings → Webhooks' API (issue "Candor talks to the tools a security team lives in"): staff
 * with webhooks:manage add endpoints and Slack channels (the secret answered once and sealed at
 * rest, URLs through the SSRF check), rotate secrets (the previous one kept a day), send a test
 * event and redeliver a logged one (delivery jobs on the queue), and every change is audited.
 * Another organisation's ids answer 404; staff without the scope 403.
 */
import {
  WEBHOOK_MESSAGES,
  type WebhookAnswer,
  type WebhookDeliveryPage,
  type WebhookList,
} from '@candor/domain';
import { WEBHOOK_TEST_EVENT, WEBHOOK_TEST_MESSAGE } from '@candor/domain/webhooks/webhookEvents';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOrg, buildStaffUser, type BuiltOrg } from '../../db/factories.js';
import { auditLog, jobs, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { staffRequest } from '../../testing/staffRequest.js';
import { signInAs, useTestApp } from '../../testing/testApp.js';
import { WEBHOOK_DELIVERY_QUEUE } from '../../webhooks/emitEvent.js';
import { webhookSecretLabel } from '../../webhooks/webhookSecrets.js';
import { webhookDeps } from '../webhookDeps.js';

// No job worker: the delivery jobs stay on the queue for the tests to read.
const t = useTestApp({ config: { safeFetchAllow: ['127.0.0.1'] }, jobWorker: false });
const request = (...args: Parameters<ReturnType<typeof staffRequest>>) =>
  staffRequest(t.app)(...args);

const ENDPOINT_URL = 'https://127.0.0.1:9/hooks/candor';
const SLACK_URL = 'https://127.0.0.1:9/services/T0001/B0002/abcdefWXYZ';

let acme: BuiltOrg;
let manager: string;
let settingsEditor: string;
let otherManager: string;
beforeAll(async () => {
  const { db } = t.database;
  acme = await buildOrg(db, { slug: 'acme-hooks' });
  const other = await buildOrg(db, { slug: 'other-hooks' });
  const signIn = async (org: BuiltOrg, scopes: string[]) => {
    const staff = await buildStaffUser(db, { org: org.org, scopes });
    return signInAs(t.app, staff.user.email, staff.password);
  };
  manager = await signIn(acme, ['webhooks:manage']);
  settingsEditor = await signIn(acme, ['settings:edit', 'access:manage']);
  otherManager = await signIn(other, ['webhooks:manage']);
});

const create = (body: Record<string, unknown>, cookie = manager) =>
  request('POST', '/api/admin/webhooks', cookie, body);

async function createdEndpoint(): Promise<WebhookAnswer> {
  const response = await create({
    kind: 'webhook',
    url: ENDPOINT_URL,
    description: 'SIEM',
    eventTypes: ['access_request.received', 'nda.accepted'],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WebhookAnswer>();
}

const auditActions = async (entityId: string) =>
  (
    await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.orgId, acme.org.id), eq(auditLog.entityId, entityId)))
  ).map((row) => row.action);

const deliveryJobs = async (endpointId: string) =>
  (
    await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.orgId, acme.org.id), eq(jobs.queue, WEBHOOK_DELIVERY_QUEUE)))
  ).filter((job) => job.payload.endpointId === endpointId);

describe('adding a destination', () => {
  it('answers the secret once, lists the endpoint without it and keeps it sealed', async () => {
    const { destination, secret, message } = await createdEndpoint();
    expect(message).toBe(WEBHOOK_MESSAGES.created);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
    expect(destination).toMatchObject({
      kind: 'webhook',
      url: ENDPOINT_URL,
      description: 'SIEM',
      eventTypes: ['access_request.received', 'nda.accepted'],
      status: 'active',
      signed: true,
    });

    const list = await request('GET', '/api/admin/webhooks', manager);
    expect(list.statusCode).toBe(200);
    expect(list.json<WebhookList>().destinations.map((d) => d.id)).toContain(destination.id);
    expect(list.body).not.toContain(secret!);
    expect(list.body).not.toContain(secret!.slice('whsec_'.length));

    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, destination.id));
    expect(row!.secretSealed).not.toContain(secret!.slice('whsec_'.length));
    const sealer = webhookDeps(t.app.config).sealer;
    expect(sealer.open(webhookSecretLabel(destination.id), row!.secretSealed!)).toBe(secret);

    expect(await auditActions(destination.id)).toEqual(['webhook.created']);
    const audits = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, destination.id));
    expect(JSON.stringify(audits)).not.toContain(secret!.slice('whsec_'.length));
  });

  it('adds a Slack channel without a secret and shows only the end of its URL', async () => {
    const response = await create({
      kind: 'slack',
      url: SLACK_URL,
      eventTypes: ['access_request.received', 'access_request.approved'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { destination, secret } = response.json<WebhookAnswer>();
    expect(secret).toBeNull();
    expect(destination.url).toBe('https://127.0.0.1:9/…WXYZ');
    expect(destination.signed).toBe(false);
    const list = await request('GET', '/api/admin/webhooks', manager);
    expect(list.body).not.toContain('abcdefWXYZ');
    expect(await auditActions(destination.id)).toEqual(['webhook.created']);
    const audits = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, destination.id));
    expect(JSON.stringify(audits)).not.toContain('abcdefWXYZ');

    // A Slack channel takes only the access events.
    const wrong = await create({ kind: 'slack', url: SLACK_URL, eventTypes: ['nda.accepted'] });
    expect(wrong.statusCode).toBe(400);
    expect(errorBodyOf(wrong).errors).toContainEqual({
      path: 'eventTypes',
      message: WEBHOOK_MESSAGES.slackEvents,
    });
    // Nor can it be rotated: it has no secret.
    const rotate = await request(
      'POST',
      `/api/admin/webhooks/${destination.id}/rotate-secret`,
      manager,
    );
    expect(rotate.statusCode).toBe(409);
  });

  it('refuses a bad URL, no events and a private address, in words on the field', async () => {
    const notUrl = await create({
      kind: 'webhook',
      url: 'hooks.example',
      eventTypes: ['nda.accepted'],
    });
    expect(notUrl.statusCode).toBe(400);
    expect(errorBodyOf(notUrl).errors).toContainEqual({
      path: 'url',
      message: 'Enter an https:// URL.',
    });

    const noEvents = await create({ kind: 'webhook', url: ENDPOINT_URL, eventTypes: [] });
    expect(noEvents.statusCode).toBe(400);
    expect(errorBodyOf(noEvents).errors).toContainEqual({
      path: 'eventTypes',
      message: 'Choose at least one event.',
    });

    const longDescription = await create({
      kind: 'webhook',
      url: ENDPOINT_URL,
      description: 'x'.repeat(201),
      eventTypes: ['nda.accepted'],
    });
    expect(longDescription.statusCode).toBe(400);

    // Plain http to a host the operator did not allow.
    const plainHttp = await create({
      kind: 'webhook',
      url: 'http://93.184.216.34/hook',
      eventTypes: ['nda.accepted'],
    });
    expect(plainHttp.statusCode).toBe(400);
    expect(errorBodyOf(plainHttp).errors).toContainEqual({
      path: 'url',
      message: 'Enter an https:// URL.',
    });

    const privateAddress = await create({
      kind: 'webhook',
      url: 'https://10.1.2.3/hook',
      eventTypes: ['nda.accepted'],
    });
    expect(privateAddress.statusCode).toBe(400);
    const refusal = errorBodyOf(privateAddress);
    expect(refusal.errors?.[0]?.path).toBe('url');
    expect(refusal.message).toMatch(/^This address cannot be used: refused by the address policy/);

    const rows = await t.database.db
      .select({ url: webhookEndpoints.url })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.orgId, acme.org.id));
    expect(rows.map((row) => row.url)).not.toContain('https://10.1.2.3/hook');
  });
});

describe('managing a destination', () => {
  it('is refused to staff without webhooks:manage and 404 to another organisation', async () => {
    const { destination } = await createdEndpoint();
    const url = `/api/admin/webhooks/${destination.id}`;
    expect((await request('GET', '/api/admin/webhooks', settingsEditor)).statusCode).toBe(403);
    expect((await request('DELETE', url, settingsEditor)).statusCode).toBe(403);
    expect((await request('DELETE', url, otherManager)).statusCode).toBe(404);
    expect((await request('PATCH', url, otherManager, { enabled: false })).statusCode).toBe(404);
    expect((await request('POST', `${url}/test`, otherManager)).statusCode).toBe(404);
    expect((await request('POST', `${url}/rotate-secret`, otherManager)).statusCode).toBe(404);
    expect((await request('GET', `${url}/deliveries`, otherManager)).statusCode).toBe(404);
    const otherList = await request('GET', '/api/admin/webhooks', otherManager);
    expect(otherList.json<WebhookList>().destinations).toEqual([]);
    // Still there, unchanged.
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, destination.id));
    expect(row?.enabled).toBe(true);
    expect(await auditActions(destination.id)).toEqual(['webhook.created']);
  });

  it('edits events, turns a disabled destination back on afresh, and deletes', async () => {
    const { destination } = await createdEndpoint();
    const url = `/api/admin/webhooks/${destination.id}`;
    await t.database.db
      .update(webhookEndpoints)
      .set({
        enabled: false,
        disabledAt: new Date(),
        disabledReason: 'It failed for a day',
        failingSince: new Date(Date.now() - 86_400_000),
      })
      .where(eq(webhookEndpoints.id, destination.id));
    const listed = (await request('GET', '/api/admin/webhooks', manager))
      .json<WebhookList>()
      .destinations.find((d) => d.id === destination.id);
    expect(listed).toMatchObject({ status: 'disabled', disabledReason: 'It failed for a day' });

    const edited = await request('PATCH', url, manager, {
      eventTypes: ['comment.posted'],
      enabled: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ destination: unknown }>().destination).toMatchObject({
      eventTypes: ['comment.posted'],
      status: 'active',
      disabledReason: null,
      failingSince: null,
    });
    const noEvents = await request('PATCH', url, manager, { eventTypes: [] });
    expect(noEvents.statusCode).toBe(400);

    const deleted = await request('DELETE', url, manager);
    expect(deleted.statusCode).toBe(200);
    expect((await request('DELETE', url, manager)).statusCode).toBe(404);
    expect(await auditActions(destination.id)).toEqual([
      'webhook.created',
      'webhook.updated',
      'webhook.deleted',
    ]);
  });

  it('rotates the secret: a new one once, the previous kept for a day', async () => {
    const { destination, secret: first } = await createdEndpoint();
    const before = Date.now();
    const response = await request(
      'POST',
      `/api/admin/webhooks/${destination.id}/rotate-secret`,
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { secret: second, destination: view } = response.json<WebhookAnswer>();
    expect(second).toMatch(/^whsec_/);
    expect(second).not.toBe(first);
    expect(view.previousSecretExpiresAt).not.toBeNull();

    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, destination.id));
    const sealer = webhookDeps(t.app.config).sealer;
    const label = webhookSecretLabel(destination.id);
    expect(sealer.open(label, row!.secretSealed!)).toBe(second);
    expect(sealer.open(label, row!.previousSecretSealed!)).toBe(first);
    const expires = row!.previousSecretExpiresAt!.getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1_000);
    expect(await auditActions(destination.id)).toEqual([
      'webhook.created',
      'webhook.secret_rotated',
    ]);
  });

  it('sends a test event as a delivery job carrying the test envelope', async () => {
    const { destination } = await createdEndpoint();
    const response = await request('POST', `/api/admin/webhooks/${destination.id}/test`, manager);
    expect(response.statusCode, response.body).toBe(202);
    const { messageId } = response.json<{ messageId: string }>();
    const [job, ...more] = await deliveryJobs(destination.id);
    expect(more).toEqual([]);
    expect(job!.payload).toMatchObject({
      endpointId: destination.id,
      messageId,
      envelope: { type: WEBHOOK_TEST_EVENT, data: { message: WEBHOOK_TEST_MESSAGE } },
    });
    expect(messageId).toMatch(/^msg_/);
    const pending = await request(
      'GET',
      `/api/admin/webhooks/${destination.id}/deliveries`,
      manager,
    );
    expect(pending.json<WebhookDeliveryPage>()).toMatchObject({ deliveries: [], pending: 1 });
    expect(await auditActions(destination.id)).toEqual(['webhook.created', 'webhook.test_sent']);
  });

  it('lists deliveries newest first, 50 a page, and redelivers one with its message and body', async () => {
    const { destination } = await createdEndpoint();
    const body = JSON.stringify({
      type: 'nda.accepted',
      timestamp: '2026-11-20T10:00:00.000Z',
      data: { email: 'jane@corp.example' },
    });
    const start = Date.UTC(2026, 10, 20, 10);
    await t.database.db.insert(webhookDeliveries).values(
      Array.from({ length: 52 }, (_, i) => ({
        orgId: acme.org.id,
        endpointId: destination.id,
        messageId: `msg_${String(i)}`,
        eventType: 'nda.accepted',
        attempt: 1,
        status: i % 2 === 0 ? ('failed' as const) : ('succeeded' as const),
        httpStatus: i % 2 === 0 ? 500 : 200,
        responseMs: 12 + i,
        detail: null,
        body,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const url = `/api/admin/webhooks/${destination.id}/deliveries`;
    const first = (await request('GET', url, manager)).json<WebhookDeliveryPage>();
    expect(first.deliveries).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.deliveries[0]).toMatchObject({
      messageId: 'msg_51',
      status: 'succeeded',
      httpStatus: 200,
      responseMs: 63,
    });
    const second = (await request('GET', `${url}?page=2`, manager)).json<WebhookDeliveryPage>();
    expect(second.deliveries.map((d) => d.messageId)).toEqual(['msg_1', 'msg_0']);
    expect(second.hasMore).toBe(false);
    expect((await request('GET', url, otherManager)).statusCode).toBe(404);

    const logged = second.deliveries[1]!;
    const opened = await request('GET', `${url}/${logged.id}`, manager);
    expect(opened.json<{ body: string }>().body).toBe(body);

    const redeliver = `${url}/${logged.id}/redeliver`;
    expect((await request('POST', redeliver, otherManager)).statusCode).toBe(404);
    expect((await request('POST', redeliver, manager)).statusCode).toBe(202);
    expect((await request('POST', redeliver, manager)).statusCode).toBe(202);
    const queued = await deliveryJobs(destination.id);
    expect(queued).toHaveLength(2);
    for (const job of queued) {
      // The logged bytes go again as they were (for a chat channel, its message, not an envelope).
      expect(job.payload).toMatchObject({
        endpointId: destination.id,
        messageId: 'msg_0',
        envelope: { type: 'nda.accepted' },
        body,
      });
    }
    expect(await auditActions(destination.id)).toEqual([
      'webhook.created',
      'webhook.redelivered',
      'webhook.redelivered',
    ]);
  });
});

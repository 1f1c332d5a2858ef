/**
 * The ask rule (issue 28 §3) against a local fake CRM on 127.0.0.1 (the operator's allowlist):
 * the CRM checks the Standard Webhooks signature with the secret staff were shown once, and
 * answers approve / decline / review per e-mail; a CRM that sleeps past 3 s, answers 500 or
 * garbage leaves the request to staff with the failure recorded. The dry run shows the answer
 * and writes nothing; a private address is refused when saved; staff without access:manage get
 * 403.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildStaffUser } from '../../db/factories.js';
import {
  accessGrants,
  accessRequests,
  accounts,
  auditLog,
  permissionProfiles,
  portalCustomizations,
} from '../../db/schema/index.js';
import { verifyWebhook } from '../../http/standardWebhooks.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { startFakeHttpServer, type FakeHttpServer } from '../../testing/fakeHttpServer.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { signInAs, TEST_BASE_URL } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp({ config: { safeFetchAllow: ['127.0.0.1'] } });
const db = () => t.database.db;
const browser = { origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host };

interface Seen {
  body: { type: string; data: Record<string, unknown> };
  signature: boolean;
}
let crm: FakeHttpServer;
let secret = '';
let staffCookie: string;
let profileId: string;
const seen: Seen[] = [];

/** The fake CRM's answers per e-mail; anyone else is left for review. */
function crmAnswer(email: string): { status: number; body: string } | 'sleep' {
  const json = (value: unknown) => ({ status: 200, body: JSON.stringify(value) });
  if (email.startsWith('known@')) return json({ decision: 'approve', reason: 'Customer in CRM' });
  if (email.startsWith('profiled@')) return json({ decision: 'approve', profileId });
  if (email.startsWith('strangeprofile@')) {
    return json({ decision: 'approve', profileId: '00000000-0000-4000-8000-000000000000' });
  }
  if (email.startsWith('rival@')) return json({ decision: 'decline', reason: 'Competitor' });
  if (email.startsWith('slow@')) return 'sleep';
  if (email.startsWith('broken@')) return { status: 500, body: 'oops' };
  if (email.startsWith('garbage@')) return { status: 200, body: '<html>not json</html>' };
  return json({ decision: 'review', reason: 'Not in CRM' });
}

function crmHandler(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = JSON.parse(raw) as Seen['body'];
    seen.push({ body, signature: verifyWebhook(request.headers, raw, secret).ok });
    const answer = crmAnswer(String(body.data.email));
    if (answer === 'sleep') {
      const timer = setTimeout(() => {
        if (!response.writableEnded) response.writeHead(200).end('{"decision":"approve"}');
      }, 5_000);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
}

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...browser, cookie: cookie ?? staffCookie },
    ...(payload ? { payload } : {}),
  });

let ipCounter = 0;
const requestAccess = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/acme/api/products/${f.product.id}/request`,
    headers: browser,
    payload: {
      email,
      firstName: 'Dana',
      lastName: 'Known',
      companyName: 'Globex Corp',
      agree: true,
      productId: f.product.id,
      itemUid: f.items.restrictedItem.uid,
    },
    remoteAddress: `10.9.0.${++ipCounter}`,
  });
const requestOf = async (email: string) =>
  (await db().select().from(accessRequests).where(eq(accessRequests.email, email)))[0];
const auditOf = async (requestId: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.entityId, requestId)))[0];
const seenFor = (email: string) => seen.filter((s) => s.body.data.email === email);

beforeAll(async () => {
  crm = await startFakeHttpServer();
  crm.answer('/decide', crmHandler);
  staffCookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
  const [profile] = await db()
    .insert(permissionProfiles)
    .values({ orgId: f.org.id, name: 'CRM customers' })
    .returning();
  profileId = profile!.id;
  const saved = await staff('PUT', '/api/admin/access/ask-rule', {
    url: `${crm.origin}/decide`,
    enabled: true,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  secret = saved.json<{ secret: string }>().secret;
});
afterAll(async () => {
  await crm.close();
});
beforeEach(async () => {
  await db()
    .update(portalCustomizations)
    .set({ autoApprove: 'never', blockFreeEmail: true })
    .where(eq(portalCustomizations.orgId, f.org.id));
});

describe('the ask rule on a request', () => {
  it('approves at once a requester the CRM knows, with a signed request the CRM checked', async () => {
    const response = await requestAccess('known@globex.example');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ code: 'request_approved' });

    const [call] = seenFor('known@globex.example');
    expect(call?.signature).toBe(true);
    expect(call?.body).toMatchObject({
      type: 'access_request.decide',
      data: {
        email: 'known@globex.example',
        firstName: 'Dana',
        lastName: 'Known',
        company: 'Globex Corp',
        product: { id: f.product.id, name: f.product.name },
        item: { uid: f.items.restrictedItem.uid, title: f.items.restrictedItem.title },
      },
    });
    const row = await requestOf('known@globex.example');
    expect(row).toMatchObject({ status: 'approved', decisionSource: 'third_party' });
    const grants = await db()
      .select()
      .from(accessGrants)
      .where(and(eq(accessGrants.requestId, row!.id), eq(accessGrants.productId, f.product.id)));
    expect(grants).toHaveLength(1);
    const audit = await auditOf(row!.id);
    expect(audit?.action).toBe('access_request.approved');
    expect(JSON.stringify(audit?.after)).toContain('Customer in CRM');
  });

  it('approves into the permission profile the CRM names; an unknown profile is left to staff', async () => {
    expect((await requestAccess('profiled@initech.example')).json()).toEqual({
      code: 'request_approved',
    });
    const row = await requestOf('profiled@initech.example');
    const [account] = await db().select().from(accounts).where(eq(accounts.id, row!.accountId!));
    expect(account?.permissionProfileId).toBe(profileId);

    expect((await requestAccess('strangeprofile@hooli.example')).json()).toEqual({
      code: 'pending_request',
    });
    expect((await requestOf('strangeprofile@hooli.example'))?.status).toBe('pending');
  });

  it('leaves an unknown requester (review) pending, and declines whom the CRM declines', async () => {
    expect((await requestAccess('stranger@umbrella.example')).json()).toEqual({
      code: 'pending_request',
    });
    expect(seenFor('stranger@umbrella.example')).toHaveLength(1);
    const pending = await requestOf('stranger@umbrella.example');
    expect(pending?.status).toBe('pending');
    expect(JSON.stringify((await auditOf(pending!.id))?.after)).toContain(
      'The endpoint left the request for review: Not in CRM: staff decide.',
    );
    // Staff read it in the queue, beside the request.
    const queue = await staff('GET', '/api/admin/access/requests?status=pending');
    const listed = queue
      .json<{ requests: { email: string; askNote: string | null }[] }>()
      .requests.find((r) => r.email === 'stranger@umbrella.example');
    expect(listed?.askNote).toBe(
      'The endpoint left the request for review: Not in CRM: staff decide.',
    );

    const declined = await requestAccess('rival@competitor.example');
    expect(declined.statusCode).toBe(403);
    expect(errorBodyOf(declined).code).toBe('request_declined_third_party');
    expect(await requestOf('rival@competitor.example')).toMatchObject({
      status: 'declined',
      decisionSource: 'third_party',
      declineReason: 'Competitor',
    });
  });

  it('leaves the request to staff when the CRM sleeps past 3 s, answers 500 or garbage, saying why', async () => {
    const cases = [
      ['slow@sleepy.example', 'within 3 s'],
      ['broken@down.example', 'answered HTTP 500'],
      ['garbage@html.example', 'not JSON'],
    ] as const;
    for (const [email, why] of cases) {
      const response = await requestAccess(email);
      expect(response.json(), email).toEqual({ code: 'pending_request' });
      expect(seenFor(email), email).toHaveLength(1);
      const row = await requestOf(email);
      expect(row?.status).toBe('pending');
      const after = JSON.stringify((await auditOf(row!.id))?.after);
      expect(after, email).toContain('The endpoint gave no usable answer');
      expect(after, email).toContain(why);
      expect(row?.askNote, email).toContain(why);
    }
  });

  it('is not asked when another rule decides, nor when it is off', async () => {
    await db()
      .update(portalCustomizations)
      .set({ autoApprove: 'always' })
      .where(eq(portalCustomizations.orgId, f.org.id));
    expect((await requestAccess('stranger@always.example')).json()).toEqual({
      code: 'request_approved',
    });
    expect(seenFor('stranger@always.example')).toHaveLength(0);
    expect((await requestOf('stranger@always.example'))?.decisionSource).toBe('auto_rule');

    const off = await staff('PUT', '/api/admin/access/ask-rule', {
      url: `${crm.origin}/decide`,
      enabled: false,
    });
    expect(off.json()).toMatchObject({
      secret: null,
      askRule: { enabled: false, secretSet: true },
    });
    await db()
      .update(portalCustomizations)
      .set({ autoApprove: 'never' })
      .where(eq(portalCustomizations.orgId, f.org.id));
    expect((await requestAccess('known@off.example')).json()).toEqual({ code: 'pending_request' });
    expect(seenFor('known@off.example')).toHaveLength(0);
    await staff('PUT', '/api/admin/access/ask-rule', {
      url: `${crm.origin}/decide`,
      enabled: true,
    });
  });
});

describe('the ask rule in the staff settings', () => {
  it('dry-runs against the endpoint, showing its answer, and writes nothing', async () => {
    const rows = async () => (await db().select({ n: count() }).from(accessRequests))[0]!.n;
    const audits = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
    const before = [await rows(), await audits()];
    const dry = async (email: string) =>
      (await staff('POST', '/api/admin/access/rules/dry-run', { email })).json<{
        result: { decision: string };
        ask: {
          decision: string;
          reason: string;
          outcome: { kind: string; decision?: string; reason?: string };
        };
      }>();
    const known = await dry('known@dry.example');
    expect(known.result.decision).toBe('pending');
    expect(known.ask).toMatchObject({
      decision: 'approved',
      reason: 'The endpoint approved the request: Customer in CRM.',
      outcome: { kind: 'answer', decision: 'approve', reason: 'Customer in CRM' },
    });
    expect(seenFor('known@dry.example')[0]?.body.data).toMatchObject({ dryRun: true });
    expect((await dry('who@dry.example')).ask).toMatchObject({ decision: 'pending' });
    expect((await dry('broken@dry.example')).ask).toMatchObject({
      decision: 'pending',
      outcome: { kind: 'failure' },
    });
    expect([await rows(), await audits()]).toEqual(before);
  });

  it('shows the secret once, stores it sealed, regenerates it; audited', async () => {
    const read = await staff('GET', '/api/admin/access/ask-rule');
    expect(read.json()).toEqual({
      askRule: { url: `${crm.origin}/decide`, enabled: true, secretSet: true },
    });
    expect(read.body).not.toContain(secret);
    const [row] = await db()
      .select({ sealed: portalCustomizations.askSecretSealed })
      .from(portalCustomizations)
      .where(eq(portalCustomizations.orgId, f.org.id));
    expect(row?.sealed).toBeTruthy();
    expect(row?.sealed).not.toContain(secret.slice(6));
    expect(Buffer.from(row!.sealed!, 'base64').toString('latin1')).not.toContain(secret.slice(6));

    const again = await staff('POST', '/api/admin/access/ask-rule/secret');
    expect(again.statusCode, again.body).toBe(200);
    const next = again.json<{ secret: string }>().secret;
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(secret);
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.orgId, f.org.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['access_ask_rule.updated', 'access_ask_rule.secret_generated']),
    );
    // Requests are signed with the new secret from now on.
    secret = next;
    await requestAccess('known@rotated.example');
    expect(seenFor('known@rotated.example')[0]?.signature).toBe(true);
  });

  it('refuses a private address, a non-URL, and staff without access:manage', async () => {
    const privateUrl = await staff('PUT', '/api/admin/access/ask-rule', {
      url: 'http://10.0.0.5/decide',
      enabled: true,
    });
    expect(privateUrl.statusCode).toBe(400);
    expect(errorBodyOf(privateUrl).errors?.[0]?.path).toBe('url');
    const notUrl = await staff('PUT', '/api/admin/access/ask-rule', {
      url: 'crm.example',
      enabled: true,
    });
    expect(errorBodyOf(notUrl).errors?.[0]?.message).toBe('Enter an https:// URL.');
    const read = await staff('GET', '/api/admin/access/ask-rule');
    expect(read.json<{ askRule: { url: string } }>().askRule.url).toBe(`${crm.origin}/decide`);

    const user = await buildStaffUser(db(), { org: f.org, scopes: ['statuspage:edit'] });
    const cookie = await signInAs(t.app, user.user.email, user.password);
    for (const [method, url] of [
      ['GET', '/api/admin/access/ask-rule'],
      ['PUT', '/api/admin/access/ask-rule'],
      ['POST', '/api/admin/access/ask-rule/secret'],
    ] as const) {
      const payload = method === 'PUT' ? { url: '', enabled: false } : undefined;
      expect((await staff(method, url, payload, cookie)).statusCode, url).toBe(403);
    }
  });
});

/**
 * Every place an event happens queues its webhook (issue 28): each test performs the action the
 * way a visitor, member or staff member does (the route, or the periodic job for expiring access)
 * for an organisation with one endpoint subscribed to every event, and reads the queued
 * `webhook-delivery` job's envelope: its type and the data a receiver acts on.
 */
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { WEBHOOK_EVENT_TYPES } from '@candor/domain/webhooks/webhookEvents';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccessGrant,
  buildAccount,
  buildAccountMember,
  buildMemberSession,
} from '../db/factories.js';
import type { AccountMemberRow, AccountRow } from '../db/rows.js';
import { jobs, portalCustomizations, subscribers, webhookEndpoints } from '../db/schema/index.js';
import { JobHandlerRegistry } from '../jobs/jobHandlers.js';
import { startJobWorker } from '../jobs/jobWorker.js';
import { enqueueTick } from '../jobs/periodicJobs.js';
import {
  ACCESS_EXPIRY_NOTICE_JOB,
  ACCESS_EXPIRY_NOTICE_QUEUE,
  accessExpiryNoticeHandler,
} from '../services/access/accessExpiryNotice.js';
import { issueLoginToken } from '../services/access/memberLoginLinks.js';
import { buildGrantedMember } from '../testing/grantedMember.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { signInAs, TEST_BASE_URL, testConfig } from '../testing/testApp.js';
import { subscriptionTokens } from '../updates/subscriptionTokens.js';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryPayload } from './emitEvent.js';

const { t, f } = usePortalTestApp();
const db = () => t.database.db;
const browser = { origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host };
let staffCookie: string;
let endpointId: string;
let account: AccountRow;
let member: AccountMemberRow;
let memberCookie: string;
let ipCounter = 0;

beforeAll(async () => {
  const [endpoint] = await db()
    .insert(webhookEndpoints)
    .values({
      orgId: f.org.id,
      kind: 'webhook',
      url: 'https://hooks.example.com/x',
      eventTypes: [...WEBHOOK_EVENT_TYPES],
    })
    .returning();
  endpointId = endpoint!.id;
  staffCookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
  ({
    account,
    member,
    cookie: memberCookie,
  } = await buildGrantedMember(db(), {
    org: f.org,
    product: f.product,
    account: { name: 'Globex' },
    member: { email: 'gina@globex.example', firstName: 'Gina', lastName: 'Globex' },
  }));
});

/** The envelopes queued for the endpoint, of one type, oldest first. */
async function delivered(type: string) {
  const rows = await db()
    .select()
    .from(jobs)
    .where(eq(jobs.queue, WEBHOOK_DELIVERY_QUEUE))
    .orderBy(jobs.createdAt);
  return rows
    .map((row) => row.payload as unknown as WebhookDeliveryPayload)
    .filter((p) => p.endpointId === endpointId && p.envelope.type === type)
    .map((p) => p.envelope);
}
/** The data of the one event of `type` that `matches`. */
async function eventData(type: string, matches: (data: Record<string, unknown>) => boolean) {
  const found = (await delivered(type))
    .map((envelope) => envelope.data as Record<string, unknown>)
    .filter(matches);
  expect(found, `${type} events`).toHaveLength(1);
  return found[0]!;
}
const byEmail = (email: string) => (data: Record<string, unknown>) =>
  (data.requester as { email: string } | undefined)?.email === email;

const requestAccess = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/acme/api/products/${f.product.id}/request`,
    headers: browser,
    remoteAddress: `10.9.0.${++ipCounter}`,
    payload: {
      email,
      firstName: 'Dana',
      lastName: "O'Neil",
      companyName: 'Initech',
      jobTitle: 'CISO',
      agree: true,
      productId: f.product.id,
      itemUid: f.items.restrictedItem.uid,
    },
  });
const staff = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...browser, cookie: staffCookie },
    ...(payload ? { payload } : {}),
  });
const setRules = (values: Partial<typeof portalCustomizations.$inferInsert>) =>
  db().update(portalCustomizations).set(values).where(eq(portalCustomizations.orgId, f.org.id));
const QUEUE_URL = `${TEST_BASE_URL}/admin/access/requests`;

describe('access requests', () => {
  it('a visitor’s request is received with the requester, company and what was asked for', async () => {
    await setRules({ autoApprove: 'never' });
    const response = await requestAccess('dana@initech.example');
    expect(response.json()).toEqual({ code: 'pending_request' });
    const data = await eventData('access_request.received', byEmail('dana@initech.example'));
    expect(data).toMatchObject({
      status: 'pending',
      requester: {
        email: 'dana@initech.example',
        firstName: 'Dana',
        lastName: "O'Neil",
        company: 'Initech',
        jobTitle: 'CISO',
      },
      product: { id: f.product.id, name: 'Cloud Platform' },
      item: { uid: f.items.restrictedItem.uid, title: 'Penetration test' },
      decision: null,
      reviewUrl: QUEUE_URL,
    });
  });

  it('staff approving and declining emit approved and declined with the decision', async () => {
    await setRules({ autoApprove: 'never' });
    await requestAccess('olive@umbrella.example');
    await requestAccess('otto@hooli.example');
    const { requestId: toApprove } = await eventData(
      'access_request.received',
      byEmail('olive@umbrella.example'),
    );
    const { requestId: toDecline } = await eventData(
      'access_request.received',
      byEmail('otto@hooli.example'),
    );
    const approved = await staff(
      'POST',
      `/api/admin/access/requests/${String(toApprove)}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const declined = await staff(
      'POST',
      `/api/admin/access/requests/${String(toDecline)}/decline`,
      {
        reason: 'Not a customer yet',
      },
    );
    expect(declined.statusCode, declined.body).toBe(200);

    const approval = await eventData('access_request.approved', byEmail('olive@umbrella.example'));
    expect(approval).toMatchObject({
      requestId: toApprove,
      status: 'approved',
      decision: { source: 'staff', reason: null },
    });
    const decline = await eventData('access_request.declined', byEmail('otto@hooli.example'));
    expect(decline).toMatchObject({
      requestId: toDecline,
      status: 'declined',
      decision: { source: 'staff', reason: 'Not a customer yet' },
      reviewUrl: QUEUE_URL,
    });
  });

  it('a request the rules approve at once is received and approved, by the rule', async () => {
    await setRules({ autoApprove: 'always' });
    const response = await requestAccess('rita@wayne.example');
    expect(response.json()).toEqual({ code: 'request_approved' });
    const received = await eventData('access_request.received', byEmail('rita@wayne.example'));
    const approved = await eventData('access_request.approved', byEmail('rita@wayne.example'));
    expect(received).toMatchObject({ status: 'approved', decision: { source: 'auto_rule' } });
    expect(approved).toEqual(received);
    await setRules({ autoApprove: 'never' });
  });

  it('a member whose access expired asking to extend it is a received request', async () => {
    const expired = await buildAccount(db(), {
      org: f.org,
      name: 'Hooli',
      accessExpiresAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
    });
    const hank = await buildAccountMember(db(), {
      account: expired,
      email: 'hank@hooli.example',
      firstName: 'Hank',
      lastName: 'Hooli',
    });
    await buildAccessGrant(db(), { account: expired, product: f.product });
    const { cookie } = await buildMemberSession(db(), { member: hank });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/statuspage/share/${expired.id}/external/extend-access`,
      headers: { cookie },
    });
    expect(response.json()).toEqual({ code: 'success' });
    const data = await eventData('access_request.received', byEmail('hank@hooli.example'));
    expect(data).toMatchObject({
      status: 'pending',
      requester: { email: 'hank@hooli.example', company: 'Hooli' },
      product: { id: f.product.id },
    });
  });
});

describe('members', () => {
  it('signing in with the mailed link emits member.signed_in, method link', async () => {
    const { token } = await issueLoginToken(db(), {
      orgId: f.org.id,
      memberId: member.id,
      productId: f.product.id,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/acme/api/auth/sign-in?token=${token}`,
    });
    expect(response.statusCode).toBe(303);
    const data = await eventData('member.signed_in', (d) => d.method === 'link');
    expect(data).toEqual({
      memberId: member.id,
      email: 'gina@globex.example',
      accountId: account.id,
      accountName: 'Globex',
      method: 'link',
    });
  });

  it('signing in with the organisation’s own identity provider (byoid) names that method', async () => {
    const keys = await generateKeyPair('ES256', { extractable: true });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/access/byoid',
      headers: { ...browser, cookie: staffCookie },
      payload: { byoidPublicKey: await exportSPKI(keys.publicKey), byoidJwksUrl: null },
    });
    expect(put.statusCode, put.body).toBe(200);
    const jwt = await new SignJWT({ sub: 'gina@globex.example', aud: f.org.id, jti: 'hook-1' })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(keys.privateKey);
    const response = await t.app.inject({
      method: 'GET',
      url: `/byoid/${f.org.id}/welcome?jwt=${encodeURIComponent(jwt)}`,
    });
    expect(response.statusCode).toBe(303);
    const data = await eventData('member.signed_in', (d) => d.method === 'byoid');
    expect(data).toMatchObject({ email: 'gina@globex.example', accountName: 'Globex' });
  });

  it('accepting the clickwrap NDA emits nda.accepted with the member and company', async () => {
    await setRules({ ndaProvider: 'clickwrap' });
    const created = await staff('POST', '/api/admin/access/nda-templates', {
      title: 'Mutual NDA',
      body: '# Mutual NDA\n\nKeep it confidential.',
    });
    const templateId = created.json<{ id: string }>().id;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/acme/api/accounts/${account.id}/nda/accept`,
      headers: { ...browser, cookie: memberCookie },
      payload: { agree: true, templateId },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const data = await eventData('nda.accepted', (d) => d.email === 'gina@globex.example');
    expect(data).toEqual({
      email: 'gina@globex.example',
      name: 'Gina Globex',
      company: 'Globex',
      method: 'clickwrap',
      acceptedAt: accepted.json<{ acceptedAt: string }>().acceptedAt,
    });
    await setRules({ ndaProvider: 'none' });
  });

  it('a questionnaire submitted by link emits questionnaire.submitted', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/statuspage/share/${account.id}/external/questionnaires/link`,
      headers: { ...browser, cookie: memberCookie },
      payload: { link: 'https://forms.globex.example/q/42' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const data = await eventData('questionnaire.submitted', () => true);
    expect(data).toEqual({
      questionnaireId: response.json<{ id: string }>().id,
      email: 'gina@globex.example',
      company: 'Globex',
      title: 'https://forms.globex.example/q/42',
      reviewUrl: `${TEST_BASE_URL}/admin/questionnaires`,
    });
  });

  it('a member’s comment and the staff reply each emit comment.posted, as plain-text excerpts', async () => {
    const long = `Is the   pentest\nyearly? ${'x'.repeat(400)}`;
    const posted = await t.app.inject({
      method: 'POST',
      url: `/acme/api/comments?accountId=${account.id}&productId=${f.product.id}`,
      headers: { ...browser, cookie: memberCookie },
      payload: { itemUid: f.items.restrictedItem.uid, productId: f.product.id, content: long },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const reply = await staff(
      'POST',
      `/api/admin/conversations/${account.id}/${f.items.restrictedItem.uid}`,
      { content: 'Yes, every year.' },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const fromMember = await eventData(
      'comment.posted',
      (d) => (d.author as { staff: boolean }).staff === false,
    );
    expect(fromMember).toMatchObject({
      commentId: posted.json<{ id: string }>().id,
      author: { email: 'gina@globex.example', name: 'Gina Globex', staff: false },
      reviewUrl: `${TEST_BASE_URL}/admin/conversations`,
    });
    expect(fromMember.excerpt).toBe(`Is the pentest yearly? ${'x'.repeat(400)}`.slice(0, 280));
    const fromStaff = await eventData(
      'comment.posted',
      (d) => (d.author as { staff: boolean }).staff === true,
    );
    expect(fromStaff).toMatchObject({
      author: { email: STAFF_EMAIL, name: 'Ada Admin', staff: true },
      excerpt: 'Yes, every year.',
    });
  });
});

describe('trust updates', () => {
  it('confirming a subscription emits subscriber.confirmed', async () => {
    const [row] = await db()
      .insert(subscribers)
      .values({ orgId: f.org.id, email: 'reader@news.example', status: 'pending' })
      .returning();
    const token = subscriptionTokens(testConfig().sessionSecret).sign({
      sub: row!.email,
      org: f.org.id,
      sid: row!.id,
      purpose: 'subscribe',
      gen: row!.createdAt.getTime(),
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/acme/subscribe/confirm?token=${token}`,
    });
    expect(response.headers.location).toContain('subscribeStatus=confirmed');
    const data = await eventData('subscriber.confirmed', () => true);
    expect(data).toMatchObject({ subscriberId: row!.id, email: 'reader@news.example' });
  });

  it('publishing emits update.published with the public address; a draft only when shown', async () => {
    const topic = (subject: string, hidden: boolean) =>
      staff('POST', '/api/trust-center/update-topics', {
        topic: { subject, category: 'general', hidden },
        update: {
          message: 'Hello',
          audience: 'public',
          channels: { statusPage: true, email: false },
        },
      });
    const shown = await topic('New SOC 2 report', false);
    expect(shown.statusCode, shown.body).toBe(200);
    const shownId = shown.json<{ id: string }>().id;
    const data = await eventData('update.published', (d) => d.title === 'New SOC 2 report');
    expect(data).toMatchObject({
      title: 'New SOC 2 report',
      url: `http://trust.acme.test?tcuUid=${shownId}`,
    });

    const draft = await topic('Upcoming change', true);
    const draftId = draft.json<{ id: string }>().id;
    expect(await delivered('update.published')).toHaveLength(1);
    const published = await staff('PATCH', `/api/trust-center/update-topics/${draftId}`, {
      subject: 'Upcoming change',
      category: 'general',
      hidden: false,
      isPinned: false,
    });
    expect(published.statusCode, published.body).toBe(200);
    const later = await eventData('update.published', (d) => d.title === 'Upcoming change');
    expect(later.url).toBe(`http://trust.acme.test?tcuUid=${draftId}`);
  });
});

describe('access about to expire', () => {
  it('is announced once per account and expiry date, a week ahead, with its members', async () => {
    const expiresAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const soon = await buildAccount(db(), {
      org: f.org,
      name: 'Soon Ltd',
      accessExpiresAt: expiresAt,
    });
    await buildAccountMember(db(), { account: soon, email: 'sam@soon.example' });
    await buildAccessGrant(db(), { account: soon, product: f.product });
    const later = await buildAccount(db(), {
      org: f.org,
      name: 'Later Ltd',
      accessExpiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    });
    await buildAccessGrant(db(), { account: later, product: f.product });

    const worker = startJobWorker(
      db(),
      new JobHandlerRegistry().register(
        ACCESS_EXPIRY_NOTICE_QUEUE,
        accessExpiryNoticeHandler({ baseUrl: TEST_BASE_URL }),
      ),
      { pollMs: 60_000 },
    );
    const interval = ACCESS_EXPIRY_NOTICE_JOB.intervalMs;
    try {
      // Two ticks (the next hour's too): the account is announced once.
      for (const tick of [Date.now() + interval, Date.now() + 2 * interval]) {
        await enqueueTick(db(), ACCESS_EXPIRY_NOTICE_JOB, tick);
        while ((await worker.runOnce()) > 0);
      }
    } finally {
      await worker.stop();
    }
    const notices = (await delivered('access_grant.expiring')).map(
      (e) => e.data as Record<string, unknown>,
    );
    expect(notices).toEqual([
      {
        accountId: soon.id,
        accountName: 'Soon Ltd',
        expiresAt: expiresAt.toISOString(),
        members: ['sam@soon.example'],
        reviewUrl: `${TEST_BASE_URL}/admin/access/accounts/${soon.id}`,
      },
    ]);
  });
});

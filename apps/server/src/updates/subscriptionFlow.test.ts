/**
 * The whole subscription path against a real SMTP server in the test process: subscribe, the
 * confirmation mail and its link, an update published with the e-mail channel reaching each
 * subscriber once with its unsubscribe link and RFC 8058 headers, the one-click unsubscribe,
 * and every bad input answered with a clear 4xx and nothing sent or changed.
 */
import { and, count, eq, like } from 'drizzle-orm';
import { UPDATE_MESSAGES } from '@candor/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccessGrant,
  buildAccount,
  buildAccountMember,
  buildOrg,
  buildStaffUser,
  buildSubscriber,
} from '../db/factories.js';
import {
  accountMembers,
  auditLog,
  mailOutbox,
  subscriberBlocks,
  subscribers,
} from '../db/schema/index.js';
import { errorBodyOf } from '../testing/errorBody.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';
import { useMailingPortalTestApp } from '../testing/portalTestApp.js';
import { signInAs, TEST_BASE_URL } from '../testing/testApp.js';
import { subscriptionTokens } from './subscriptionTokens.js';

const { t, f, smtp } = useMailingPortalTestApp();
let staffCookie: string;
let orgId: string;
let productId: string;
const SECRET = 'test-secret-test-secret-test-secret-0';

beforeAll(async () => {
  orgId = f.org.id;
  productId = f.product.id;
  staffCookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
});

const browser = { origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host };
let ipCounter = 0;
const subscribeAs = (email: string, ip = `10.0.0.${++ipCounter % 250}`) =>
  t.app.inject({
    method: 'POST',
    url: '/acme/subscribe',
    headers: browser,
    payload: { email, source: 'portal' },
    remoteAddress: ip,
  });
const staff = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...browser, cookie: staffCookie },
    ...(payload ? { payload } : {}),
  });

/** Waits for the worker to deliver `n` mails (it is woken after each enqueue). */
async function mailsArrive(n: number): Promise<void> {
  for (let i = 0; i < 400 && smtp.received.length < n; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(smtp.received.length).toBeGreaterThanOrEqual(n);
}

const linkIn = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  if (!match) throw new Error(`no link ${pattern} in:\n${text}`);
  return match[0];
};

const post = (topic: string, email = true) =>
  staff('POST', '/api/trust-center/update-topics', {
    topic: { subject: topic, category: 'incidents' },
    update: {
      message: 'We **fixed** it. <script>alert(1)</script> [bad](javascript:alert(1))',
      audience: 'public',
      channels: { statusPage: true, email },
    },
  });

describe('subscribe, confirm, receive, unsubscribe', () => {
  it('walks the whole path once, with one mail per step', async () => {
    const subscribed = await subscribeAs('Dana@Reader.example');
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json()).toEqual({
      message: 'Please check your email inbox to confirm your subscription',
    });
    await mailsArrive(1);
    const confirmation = smtp.received[0]!;
    expect(confirmation.envelopeTo).toEqual(['dana@reader.example']);
    expect(confirmation.parsed.subject).toBe(
      "Confirm your subscription to Acme Corp's Trust Center updates",
    );
    const confirmUrl = linkIn(
      confirmation.parsed.text ?? '',
      /http:\/\/\S+\/subscribe\/confirm\?token=[\w.-]+/,
    );
    // Mail links name the organisation's stored custom domain (issue 21 §2).
    expect(new URL(confirmUrl).host).toBe('trust.acme.test');
    const landing = await t.app.inject({
      method: 'GET',
      url: new URL(confirmUrl).pathname + new URL(confirmUrl).search,
      headers: { host: 'trust.acme.test' },
    });
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe('http://trust.acme.test/?subscribeStatus=confirmed');

    // Subscribing again once confirmed: the same answer, and no mail.
    const again = await subscribeAs('dana@reader.example');
    expect(again.json()).toEqual(subscribed.json());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    smtp.received.length = 0;

    const published = await post('Service incident resolved');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ message: 'Topic created' });
    await mailsArrive(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    const update = smtp.received[0]!.parsed;
    expect(update.subject).toBe('Acme Corp: Service incident resolved');
    expect(update.html).toContain('<strong>fixed</strong>');
    expect(update.html).not.toContain('<script>');
    expect(update.html).not.toMatch(/href="javascript:/i);
    const header = (name: string) =>
      update.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
    const oneClickUrl = linkIn(header('list-unsubscribe') ?? '', /http:\/\/[^>]+/);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(update.text).toMatch(/unsubscribeToken=[\w.-]+/);

    // RFC 8058: a POST of List-Unsubscribe=One-Click to the header's URL.
    const target = new URL(oneClickUrl);
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `/acme${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(unsubscribed.json()).toEqual({ message: 'You have been unsubscribed to updates' });

    // The replay changes nothing and says the link expired.
    const replay = await t.app.inject({
      method: 'POST',
      url: `/acme${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(replay.statusCode).toBe(400);
    expect(errorBodyOf(replay).message).toBe('Your unsubscribe link expired');

    // Editing the update never mails again; a new update reaches nobody now.
    const [row] = await t.database.db
      .select({ status: subscribers.status })
      .from(subscribers)
      .where(eq(subscribers.email, 'dana@reader.example'));
    expect(row?.status).toBe('unsubscribed');
  });

  it('mails each confirmed subscriber once, and the delivery report says so', async () => {
    const readers = await Promise.all(
      [1, 2, 3].map((i) =>
        buildSubscriber(t.database.db, { org: { id: orgId }, email: `r${i}@reader.example` }),
      ),
    );
    const published = await post('Three readers');
    const topicId = published.json<{ id: string }>().id;
    await mailsArrive(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual(
      readers.map((r) => r.email).sort(),
    );
    const view = await t.app.inject({ method: 'GET', url: '/acme/api/updates' });
    const topic = view
      .json<{ items: { id: string; updates: { id: string; html: string }[] }[] }>()
      .items.find((x) => x.id === topicId)!;
    expect(topic.updates[0]!.html).toContain('<strong>fixed</strong>');
    expect(topic.updates[0]!.html).not.toMatch(/<script|href="javascript:/i);
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/trust-center/updates/${topic.updates[0]!.id}/delivery`,
      headers: { cookie: staffCookie },
    });
    expect(report.json()).toMatchObject({ fanOut: 'succeeded', sent: 3, failed: 0, queued: 0 });

    // Edit: saved, audited, and no mail.
    smtp.received.length = 0;
    const edited = await staff('PATCH', `/api/trust-center/updates/${topic.updates[0]!.id}`, {
      message: 'Corrected text',
      audience: 'public',
      channels: { statusPage: true, email: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.received).toHaveLength(0);
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(like(mailOutbox.idempotencyKey, `update:${topic.updates[0]!.id}:%`));
    expect(n).toBe(3);
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.entityId, topic.updates[0]!.id)));
    expect(audits.map((a) => a.action)).toContain('update.updated');
  });
});

describe('a private update (issue 21 §3)', () => {
  it('reaches exactly the subscribers canSee shows it to: members with access, nobody else', async () => {
    const db = t.database.db;
    const org = { id: orgId };
    const product = { id: productId };
    // One account with access and its member; each way of losing access once.
    const active = await buildAccount(db, { org });
    await buildAccessGrant(db, { account: active, product });
    const reader = await buildAccountMember(db, {
      account: active,
      email: 'reader@granted.example',
    });
    const revokedMember = await buildAccountMember(db, {
      account: active,
      email: 'gone@granted.example',
      status: 'revoked',
    });
    const revokedAccount = await buildAccount(db, { org, accessStatus: 'revoked' });
    await buildAccessGrant(db, { account: revokedAccount, product });
    const ofRevoked = await buildAccountMember(db, { account: revokedAccount });
    const expired = await buildAccount(db, { org });
    await buildAccessGrant(db, {
      account: expired,
      product,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const ofExpired = await buildAccountMember(db, { account: expired });
    const addresses = [reader, revokedMember, ofRevoked, ofExpired].map((m) => m.email);
    for (const email of [...addresses, 'stranger@reader.example']) {
      await buildSubscriber(db, { org, email });
    }
    const published = await staff('POST', '/api/trust-center/update-topics', {
      topic: { subject: 'For customers only', category: 'incidents' },
      update: {
        message: 'Details for our customers.',
        audience: 'private',
        channels: { statusPage: true, email: true },
      },
    });
    expect(published.statusCode, published.body).toBe(200);
    await mailsArrive(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.map((m) => m.envelopeTo[0])).toEqual(['reader@granted.example']);

    // When no one left may read it, staff are told so and nothing is sent.
    await db
      .update(accountMembers)
      .set({ status: 'revoked' })
      .where(eq(accountMembers.id, reader.id));
    smtp.received.length = 0;
    const nobody = await staff('POST', '/api/trust-center/update-topics', {
      topic: { subject: 'Nobody left', category: 'incidents' },
      update: { message: 'x', audience: 'private', channels: { statusPage: true, email: true } },
    });
    expect(nobody.statusCode).toBe(400);
    expect(errorBodyOf(nobody).message).toBe(UPDATE_MESSAGES.noRecipients);
  });
});

describe('bad input: a clear 4xx, nothing sent, nothing changed', () => {
  const subscriberCount = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(subscribers)
        .where(eq(subscribers.orgId, orgId))
    )[0]!.n;

  it('refuses a malformed e-mail with the spec message', async () => {
    const before = await subscriberCount();
    const response = await subscribeAs('not an email');
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).errors?.[0]?.message).toBe('This email is invalid');
    expect(await subscriberCount()).toBe(before);
  });

  it('refuses a blocked address or domain, and mails nothing', async () => {
    await t.database.db.insert(subscriberBlocks).values([
      { orgId, kind: 'domain', value: 'spam.example' },
      { orgId, kind: 'email', value: 'pest@fine.example' },
    ]);
    for (const email of ['anyone@spam.example', 'Pest@fine.example']) {
      const response = await subscribeAs(email);
      expect(response.statusCode).toBe(403);
      expect(errorBodyOf(response).message).toBe('You are blocked from subscribing to updates');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(0);
  });

  it('sends a forged, expired or other-organisation confirmation link to "token invalid"', async () => {
    const tokens = subscriptionTokens(SECRET);
    const [row] = await t.database.db
      .insert(subscribers)
      .values({ orgId, email: 'pending@reader.example', status: 'pending' })
      .returning();
    const payload = {
      sub: row!.email,
      org: orgId,
      sid: row!.id,
      purpose: 'subscribe' as const,
      gen: row!.createdAt.getTime(),
    };
    const other = await buildOrg(t.database.db, { slug: 'other-org' });
    const cases = [
      subscriptionTokens('another-secret-another-secret-0000').sign(payload),
      tokens.sign(payload, new Date(Date.now() - 8 * 24 * 3600 * 1000)),
      tokens.sign({ ...payload, org: other.org.id }),
      tokens.sign({ ...payload, purpose: 'unsubscribe' }),
      'garbage',
    ];
    for (const token of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/acme/subscribe/confirm?token=${token}`,
      });
      expect(response.headers.location).toBe(
        'http://localhost:3000/acme?subscribeStatus=token_invalid',
      );
    }
    const [after] = await t.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.id, row!.id));
    expect(after?.status).toBe('pending');
    // The genuine link works, and a blocked address lands on 'blocked'.
    const genuine = await t.app.inject({
      method: 'GET',
      url: `/acme/subscribe/confirm?token=${tokens.sign(payload)}`,
    });
    expect(genuine.headers.location).toBe('http://localhost:3000/acme?subscribeStatus=confirmed');
    await t.database.db
      .insert(subscriberBlocks)
      .values({ orgId, kind: 'email', value: 'late@reader.example' });
    const [late] = await t.database.db
      .insert(subscribers)
      .values({ orgId, email: 'late@reader.example', status: 'pending' })
      .returning();
    const blocked = await t.app.inject({
      method: 'GET',
      url: `/acme/subscribe/confirm?token=${tokens.sign({ ...payload, sub: late!.email, sid: late!.id, gen: late!.createdAt.getTime() })}`,
    });
    expect(blocked.headers.location).toBe('http://localhost:3000/acme?subscribeStatus=blocked');
  });

  it('refuses a forged or other-organisation unsubscribe token', async () => {
    const reader = await buildSubscriber(t.database.db, { org: { id: orgId } });
    const tokens = subscriptionTokens(SECRET);
    const payload = {
      sub: reader.email,
      org: orgId,
      sid: reader.id,
      purpose: 'unsubscribe' as const,
      gen: reader.confirmedAt!.getTime(),
    };
    const other = await buildOrg(t.database.db, { slug: 'third-org' });
    for (const token of [
      subscriptionTokens('another-secret-another-secret-0000').sign(payload),
      tokens.sign({ ...payload, org: other.org.id }),
      `${tokens.sign(payload)}x`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/acme/unsubscribe',
        payload: { token },
      });
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).message).toBe('Your unsubscribe link expired');
    }
    const [after] = await t.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.id, reader.id));
    expect(after?.status).toBe('confirmed');
  });

  it('limits subscribe per e-mail and per address', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1)
      codes.push((await subscribeAs('eager@reader.example')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const fromOne = [];
    for (let i = 0; i < 11; i += 1)
      fromOne.push((await subscribeAs(`x${i}@reader.example`, '10.9.9.9')).statusCode);
    expect(fromOne.at(-1)).toBe(429);
    expect(fromOne.slice(0, 10).every((code) => code === 200)).toBe(true);
  });

  it("refuses another organisation's topic and a staff member without statuspage:edit", async () => {
    const other = await buildOrg(t.database.db, { slug: 'fourth-org' });
    const [topic] = await t.database.db
      .insert((await import('../db/schema/index.js')).updateTopics)
      .values({ orgId: other.org.id, subject: 'Theirs', category: 'general' })
      .returning();
    const response = await staff('PATCH', `/api/trust-center/update-topics/${topic!.id}`, {
      subject: 'Mine now',
      category: 'general',
    });
    expect(response.statusCode).toBe(404);
    const reader = await buildStaffUser(t.database.db, {
      org: { id: orgId },
      scopes: ['assets:edit'],
    });
    const readerCookie = await signInAs(t.app, reader.user.email, reader.password);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/trust-center/update-topics',
      headers: { ...browser, cookie: readerCookie },
      payload: {
        topic: { subject: 'X', category: 'general' },
        update: { message: 'Y', audience: 'public', channels: { statusPage: true, email: false } },
      },
    });
    expect(refused.statusCode).toBe(403);
  });
});

/**
 * The private area's "Trust updates" reads (issue 24 §2, §7): the list of every update (drafts
 * and published, never another organisation's), the audience count shown before Publish (the
 * number publish then mails), and the delivery report with its recipients.
 */
import type { DeliveryReport, StaffUpdate } from '@candor/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccessGrant,
  buildAccount,
  buildAccountMember,
  buildOrg,
  buildStaffUser,
  buildSubscriber,
  buildUpdateTopic,
} from '../../db/factories.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { useMailingPortalTestApp } from '../../testing/portalTestApp.js';
import { signInAs, TEST_BASE_URL } from '../../testing/testApp.js';

const { t, f, smtp } = useMailingPortalTestApp();
let admin: string;
const browser = { origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host };

beforeAll(async () => {
  admin = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
});

const get = (url: string, cookie = admin) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { ...browser, cookie: admin }, payload });
/** Publishes a new topic with one update, as the composer does. */
const publish = async (subject: string, audience: 'public' | 'private', email: boolean) => {
  const response = await send('POST', '/api/trust-center/update-topics', {
    topic: { subject, category: 'incidents' },
    update: { message: `About ${subject}`, audience, channels: { statusPage: true, email } },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const list = async (cookie = admin) => {
  const response = await get('/api/trust-center/updates', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ updates: StaffUpdate[] }>().updates;
};
const audienceCount = async (query: string) => {
  const response = await get(`/api/trust-center/update-audience?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ confirmedSubscribers: number }>().confirmedSubscribers;
};

async function mailsArrive(n: number): Promise<void> {
  for (let i = 0; i < 400 && smtp.received.length < n; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(smtp.received.length).toBeGreaterThanOrEqual(n);
}

describe('the list of every update', () => {
  it('lists drafts and published updates with topic, status, date and author; never another organisation’s', async () => {
    const db = t.database.db;
    const draft = await buildUpdateTopic(db, {
      org: f.org,
      subject: 'Draft topic',
      hidden: true,
      messages: ['Not yet'],
    });
    const other = await buildOrg(db, { slug: 'other-org' });
    const foreign = await buildUpdateTopic(db, { org: other.org, subject: 'Foreign topic' });
    await publish('Posted by staff', 'public', false);

    const updates = await list();
    expect(updates.map((u) => u.topic.id)).not.toContain(foreign.topic.id);
    const posted = updates.find((u) => u.topic.subject === 'Posted by staff')!;
    expect(posted).toMatchObject({
      status: 'published',
      author: f.staff.user.displayName,
      message: 'About Posted by staff',
      productIds: null,
      topic: { category: 'incidents', hidden: false },
    });
    expect(posted.publishedAt).toBe(posted.createdAt);
    const drafted = updates.find((u) => u.topic.id === draft.topic.id)!;
    expect(drafted).toMatchObject({ status: 'draft', publishedAt: null, author: null });

    // Publishing the draft dates it from then.
    const published = await send('PATCH', `/api/trust-center/update-topics/${draft.topic.id}`, {
      subject: 'Draft topic',
      category: 'general',
      hidden: false,
    });
    expect(published.statusCode, published.body).toBe(200);
    const after = (await list()).find((u) => u.topic.id === draft.topic.id)!;
    expect(after.status).toBe('published');
    expect(after.publishedAt! > drafted.createdAt).toBe(true);
  });

  it('is refused to staff who may not compose updates', async () => {
    const { user, password } = await buildStaffUser(t.database.db, {
      org: f.org,
      scopes: ['access:manage'],
    });
    const cookie = await signInAs(t.app, user.email, password);
    expect((await get('/api/trust-center/updates', cookie)).statusCode).toBe(403);
    expect(
      (await get('/api/trust-center/update-audience?audience=public', cookie)).statusCode,
    ).toBe(403);
  });
});

describe('the audience count before Publish', () => {
  it('counts exactly the subscribers publish then mails, public and private', async () => {
    const db = t.database.db;
    const org = f.org;
    const before = await audienceCount('audience=public');
    await Promise.all(
      ['a', 'b', 'c'].map((n) => buildSubscriber(db, { org, email: `${n}@count.example` })),
    );
    await buildSubscriber(db, { org, email: 'pending@count.example', status: 'pending' });
    const account = await buildAccount(db, { org });
    await buildAccessGrant(db, { account, product: f.product });
    await buildAccountMember(db, { account, email: 'b@count.example' });

    const publicCount = await audienceCount('audience=public');
    expect(publicCount).toBe(before + 3);
    expect(await audienceCount('audience=private')).toBe(1);
    expect(await audienceCount(`audience=public&productIds=${f.product.id}`)).toBe(publicCount);

    await publish('Counted', 'private', true);
    await mailsArrive(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.map((m) => m.envelopeTo[0])).toEqual(['b@count.example']);
  });

  it('refuses an unknown audience or another organisation’s product with a clear 400', async () => {
    const bad = await get('/api/trust-center/update-audience?audience=everyone');
    expect(bad.statusCode).toBe(400);
    const other = await buildOrg(t.database.db, { slug: 'count-other' });
    const foreign = await get(
      `/api/trust-center/update-audience?audience=public&productIds=${other.product.id}`,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ message: string }>().message).toBe('Please select at least one product');
  });
});

describe('the delivery report', () => {
  it('counts the mails sent and lists the recipients, for staff who may see subscribers only', async () => {
    const db = t.database.db;
    await buildSubscriber(db, { org: f.org, email: 'report@reader.example' });
    const expected = await audienceCount('audience=public');
    await publish('Reported', 'public', true);
    await mailsArrive(expected);
    const updateId = (await list()).find((u) => u.topic.subject === 'Reported')!.id;
    let report: DeliveryReport | undefined;
    for (let i = 0; i < 100; i += 1) {
      report = (await get(`/api/trust-center/updates/${updateId}/delivery`)).json<DeliveryReport>();
      if (report.sent === expected) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(report).toMatchObject({
      total: expected,
      sent: expected,
      failed: 0,
      mailServer: true,
    });
    expect(report!.recipients).toContainEqual({
      to: 'report@reader.example',
      status: 'sent',
      error: null,
    });

    const { user, password } = await buildStaffUser(db, { org: f.org, scopes: ['updates:edit'] });
    const writer = await signInAs(t.app, user.email, password);
    const limited = await get(`/api/trust-center/updates/${updateId}/delivery`, writer);
    expect(limited.statusCode).toBe(200);
    expect(limited.json<DeliveryReport>()).toMatchObject({ sent: expected, recipients: null });
  });
});

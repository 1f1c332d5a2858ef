/**
 * The public feeds (Atom and JSON Feed 1.1) with their detached Ed25519 signatures, and staff's
 * subscribers: the list, the CSV export and blocks.
 */
import { createPublicKey, verify } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffUser, buildSubscriber, buildUpdateTopic } from '../db/factories.js';
import { buildPortalFixture, STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';
import { createTestApp, signInAs, TEST_BASE_URL, type TestApp } from '../testing/testApp.js';
import { subscribersCsv } from '../services/updates/subscribers.js';

let t: TestApp;
let orgId: string;
let staffCookie: string;
const browser = { origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host };

beforeAll(async () => {
  t = await createTestApp({ jobWorker: false });
  const f = await buildPortalFixture(t.database.db, t.fileStore);
  orgId = f.org.id;
  staffCookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
  await buildUpdateTopic(t.database.db, {
    org: f.org,
    subject: 'SOC 2 <Type II> report',
    category: 'compliance',
    messages: ['Our **SOC 2** report is out. <img src=x onerror=alert(1)>'],
  });
  await buildUpdateTopic(t.database.db, { org: f.org, subject: 'Draft', hidden: true });
  const privateTopic = await buildUpdateTopic(t.database.db, {
    org: f.org,
    subject: 'Members only',
  });
  const { updates } = await import('../db/schema/index.js');
  const { eq } = await import('drizzle-orm');
  await t.database.db
    .update(updates)
    .set({ spAudience: 'private' })
    .where(eq(updates.id, privateTopic.updates[0]!.id));
}, 60_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('update feeds', () => {
  it('serves valid Atom of the public updates only, signed with the published key', async () => {
    const feed = await get('/acme/updates.atom');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/atom+xml');
    const doc = new JSDOM(feed.body, { contentType: 'application/xml' }).window.document;
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    for (const required of ['id', 'title', 'updated', 'author']) {
      expect(root.getElementsByTagName(required).length).toBeGreaterThan(0);
    }
    const entries = [...root.getElementsByTagName('entry')];
    expect(entries.map((e) => e.getElementsByTagName('title')[0]?.textContent)).toEqual([
      'SOC 2 <Type II> report',
    ]);
    const content = entries[0]!.getElementsByTagName('content')[0]!.textContent ?? '';
    expect(content).toContain('<strong>SOC 2</strong>');
    expect(content).not.toContain('<img');

    const signature = await get('/acme/updates.atom.sig');
    const key = await get('/acme/.well-known/candor-signing-key');
    expect(key.body).toContain('BEGIN PUBLIC KEY');
    const publicKey = createPublicKey(key.body);
    expect(
      verify(null, feed.rawPayload, publicKey, Buffer.from(signature.body.trim(), 'base64')),
    ).toBe(true);
    // A changed byte does not verify.
    const tampered = Buffer.from(feed.body.replace('SOC 2', 'SOC 3'));
    expect(verify(null, tampered, publicKey, Buffer.from(signature.body.trim(), 'base64'))).toBe(
      false,
    );
  });

  it('serves JSON Feed 1.1, cached per revision and revalidated by ETag', async () => {
    const feed = await get('/acme/updates.json');
    expect(feed.headers['content-type']).toContain('application/feed+json');
    const body = feed.json<{ version: string; items: { title: string; content_html: string }[] }>();
    expect(body.version).toBe('https://jsonfeed.org/version/1.1');
    expect(body.items.map((i) => i.title)).toEqual(['SOC 2 <Type II> report']);
    const again = await t.app.inject({
      method: 'GET',
      url: '/acme/updates.json',
      headers: { 'if-none-match': feed.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const sig = await get('/acme/updates.json.sig');
    const key = createPublicKey((await get('/acme/.well-known/candor-signing-key')).body);
    expect(verify(null, feed.rawPayload, key, Buffer.from(sig.body.trim(), 'base64'))).toBe(true);

    // A new public update through the composer is a new revision: a new feed.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/trust-center/update-topics',
      headers: { ...browser, cookie: staffCookie },
      payload: {
        topic: { subject: 'Fresh news', category: 'general' },
        update: {
          message: 'Hello',
          audience: 'public',
          channels: { statusPage: true, email: false },
        },
      },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const fresh = await get('/acme/updates.json');
    expect(fresh.json<{ items: { title: string }[] }>().items.map((i) => i.title)).toContain(
      'Fresh news',
    );
  });
});

describe('subscribers for staff', () => {
  it('lists subscribers, exports CSV, blocks and unblocks a domain', async () => {
    await buildSubscriber(t.database.db, {
      org: { id: orgId },
      email: 'ann@corp.example',
      source: 'portal',
    });
    await buildSubscriber(t.database.db, { org: { id: orgId }, email: 'bob@spam.example' });
    const staff = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { ...browser, cookie: staffCookie },
        ...(payload ? { payload } : {}),
      });

    const blocked = await staff('POST', '/api/admin/subscriber-blocks', { value: 'Spam.Example' });
    expect(blocked.json()).toMatchObject({ message: 'Blocked' });
    const list = await staff('GET', '/api/admin/subscribers');
    const statuses = Object.fromEntries(
      list
        .json<{ subscribers: { email: string; status: string }[] }>()
        .subscribers.map((s) => [s.email, s.status]),
    );
    expect(statuses).toEqual({ 'ann@corp.example': 'confirmed', 'bob@spam.example': 'blocked' });

    const csv = await staff('GET', '/api/admin/subscribers.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.charCodeAt(0)).not.toBe(0xfeff);
    expect(csv.body.split('\r\n')[0]).toBe(
      '"Email","Status","Source","Subscribed at","Confirmed at","Unsubscribed at"',
    );
    expect(csv.body).toContain('"ann@corp.example","confirmed","portal"');

    const { blocks } = (await staff('GET', '/api/admin/subscriber-blocks')).json<{
      blocks: { id: string; value: string }[];
    }>();
    expect(blocks.map((b) => b.value)).toEqual(['spam.example']);
    const removed = await staff('DELETE', `/api/admin/subscriber-blocks/${blocks[0]!.id}`);
    expect(removed.json()).toMatchObject({ message: 'Unblocked' });

    const reader = await buildStaffUser(t.database.db, {
      org: { id: orgId },
      scopes: ['assets:edit'],
    });
    const readerCookie = await signInAs(t.app, reader.user.email, reader.password);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/subscribers',
      headers: { cookie: readerCookie },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('writes CSV with quotes doubled, smart quotes and dashes made plain, formulas defused', () => {
    const csv = subscribersCsv([
      {
        id: '1',
        email: 'x@y.example',
        status: 'confirmed',
        source: '=HYPERLINK("evil") \u201Cquoted\u201D \u2014 dash',
        createdAt: '2026-01-01T00:00:00.000Z',
        confirmedAt: null,
        unsubscribedAt: null,
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      '"x@y.example","confirmed","\'=HYPERLINK(""evil"") ""quoted"" - dash","2026-01-01T00:00:00.000Z","",""',
    );
  });
});

describe('staff who may only write updates (updates:edit)', () => {
  it('see the composer on the page and publish an update, audited; subscribers stay closed', async () => {
    const writer = await buildStaffUser(t.database.db, {
      org: { id: orgId },
      scopes: ['updates:edit'],
    });
    const cookie = await signInAs(t.app, writer.user.email, writer.password);
    const page = await t.app.inject({ method: 'GET', url: '/acme', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"compose":true');

    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/trust-center/update-topics',
      headers: { ...browser, cookie },
      payload: {
        topic: { subject: 'Written by the comms team', category: 'general' },
        update: {
          message: 'Hello from comms',
          audience: 'public',
          channels: { statusPage: true, email: false },
        },
      },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const feed = await get('/acme/updates.json');
    expect(feed.json<{ items: { title: string }[] }>().items.map((i) => i.title)).toContain(
      'Written by the comms team',
    );
    const { auditLog } = await import('../db/schema/index.js');
    const { and, eq } = await import('drizzle-orm');
    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.actorId, writer.user.id)));
    expect(audited.length).toBeGreaterThan(0);

    const subscribers = await t.app.inject({
      method: 'GET',
      url: '/api/admin/subscribers',
      headers: { cookie },
    });
    expect(subscribers.statusCode).toBe(403);
  });
});

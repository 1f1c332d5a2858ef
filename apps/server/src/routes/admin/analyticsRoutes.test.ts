/**
 * Visitor analytics: document views and downloads are recorded for members (with their account
 * and member) and for anonymous visitors (with nothing about them), never for staff; portal
 * views are counted in memory and written in batches; staff with access:manage read the
 * summary, the events and their CSV (§9 defaults), only of their own organisation.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildAccountMember,
  buildCard,
  buildFile,
  buildItem,
  buildMemberSession,
  buildOrg,
  buildStaffUser,
} from '../../db/factories.js';
import { buildGrantedMember } from '../../testing/grantedMember.js';
import { analyticsEvents } from '../../db/schema/index.js';
import { getFollowing } from '../../testing/fileDownloads.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { BROWSER, signInAs } from '../../testing/testApp.js';
import type {
  AnalyticsEventsPage,
  AnalyticsSummary,
} from '@candor/domain/analytics/analytics.schema';
import { errorBodyOf } from '../../testing/errorBody.js';

const { t, f } = usePortalTestApp();

const fileLink = (fileId: string, itemUid: string, accessType: 'view' | 'download', extra = '') =>
  `/api/share/${f.org.id}/files/${fileId}?itemUid=${itemUid}&productId=${f.product.id}&accessType=${accessType}${extra}`;

const eventsOf = (orgId: string, fileId?: string) =>
  t.database.db
    .select()
    .from(analyticsEvents)
    .where(
      fileId
        ? and(eq(analyticsEvents.orgId, orgId), eq(analyticsEvents.fileId, fileId))
        : eq(analyticsEvents.orgId, orgId),
    );

let staffCookie: string;
beforeAll(async () => {
  staffCookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
});

/** A fresh organisation with one access:manage staff member signed in. */
async function freshOrg(scopes: readonly string[] = ['access:manage']) {
  const built = await buildOrg(t.database.db);
  const staff = await buildStaffUser(t.database.db, { org: built.org, scopes });
  const cookie = await signInAs(t.app, staff.user.email, staff.password);
  return { ...built, cookie };
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('recording', () => {
  it("records a member's download with their account and member, and the document", async () => {
    const { account, member, cookie } = await buildGrantedMember(t.database.db, {
      org: f.org,
      product: f.product,
      account: { name: 'Globex' },
      member: { email: 'gina@globex.example' },
    });

    const response = await getFollowing(
      t.app,
      fileLink(
        f.files.publicFile.id,
        f.items.publicItem.uid,
        'download',
        `&accountId=${account.id}`,
      ),
      { cookie },
    );
    expect(response.statusCode).toBe(200);

    const events = await eventsOf(f.org.id, f.files.publicFile.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'document_download',
      accountId: account.id,
      memberId: member.id,
      productId: f.product.id,
      fileId: f.files.publicFile.id,
      itemUid: f.items.publicItem.uid,
      detail: { name: f.files.publicFile.originalName },
    });
  });

  it('records an anonymous view and download with nobody attached, and nothing for staff', async () => {
    const item = f.items.publicItem;
    const file = await buildFile(t.database.db, { org: f.org, item, fileStore: t.fileStore });
    expect((await getFollowing(t.app, fileLink(file.id, item.uid, 'view'))).statusCode).toBe(200);
    expect((await getFollowing(t.app, fileLink(file.id, item.uid, 'download'))).statusCode).toBe(
      200,
    );
    // Staff reading in main mode are not visitors: skipped, not recorded.
    const staff = await getFollowing(t.app, fileLink(file.id, item.uid, 'download'), {
      cookie: staffCookie,
    });
    expect(staff.statusCode).toBe(200);

    const events = await eventsOf(f.org.id, file.id);
    expect(events.map((e) => e.kind).sort()).toEqual(['document_download', 'document_view']);
    for (const event of events) {
      expect(event.accountId).toBeNull();
      expect(event.memberId).toBeNull();
      expect(event.detail).toEqual({ name: file.originalName });
    }
  });

  it('counts each file of a bulk download', async () => {
    const { org, product } = await buildOrg(t.database.db, { slug: 'bulky' });
    const card = await buildCard(t.database.db, { product, kind: 'DataSecurity' });
    const item = await buildItem(t.database.db, { card, title: 'Reports', publicAccess: true });
    const one = await buildFile(t.database.db, { org, item, fileStore: t.fileStore });
    const two = await buildFile(t.database.db, { org, item, fileStore: t.fileStore });
    const prepared = await t.app.inject({
      method: 'POST',
      url: '/bulky/api/bulk-download',
      headers: { 'content-type': 'application/json' },
      payload: {
        productId: product.id,
        selectAllUsed: true,
        files: [
          { itemUid: item.uid, fileId: one.id },
          { itemUid: item.uid, fileId: two.id },
        ],
      },
    });
    expect(prepared.statusCode).toBe(200);
    const { fileUrl } = prepared.json<{ fileUrl: string }>();
    expect((await get(fileUrl)).statusCode).toBe(200);

    const events = await eventsOf(org.id);
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.fileId).sort()).toEqual([one.id, two.id].sort());
    for (const event of events) {
      expect(event).toMatchObject({
        kind: 'document_download',
        itemUid: item.uid,
        productId: product.id,
      });
    }
  });

  it('counts portal pages and /api/view for visitors in batches, never for staff', async () => {
    const { org } = await buildOrg(t.database.db, { slug: 'viewed' });
    await t.app.portalViews.flush();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/viewed', headers: BROWSER })).statusCode,
      ).toBe(200);
    }
    expect((await get('/viewed/api/view')).statusCode).toBe(200);
    await t.app.portalViews.flush();
    const events = await eventsOf(org.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'portal_view',
      accountId: null,
      memberId: null,
      detail: { count: 4 },
    });

    // Staff of the fixture's organisation reading its portal: not counted.
    await t.app.portalViews.flush();
    const before = (await eventsOf(f.org.id)).filter((e) => e.kind === 'portal_view').length;
    await t.app.inject({
      method: 'GET',
      url: '/acme',
      headers: { ...BROWSER, cookie: staffCookie },
    });
    await t.app.portalViews.flush();
    const after = (await eventsOf(f.org.id)).filter((e) => e.kind === 'portal_view').length;
    expect(after).toBe(before);
  });
});

describe('the staff API', () => {
  it('sums the period per kind and day, and lists top documents and accounts', async () => {
    const { org, product, cookie } = await freshOrg();
    const account = await buildAccount(t.database.db, { org, name: 'Initech' });
    const file = await buildFile(t.database.db, { org, originalName: 'SOC 2 Type II.pdf' });
    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    await t.database.db.insert(analyticsEvents).values([
      {
        orgId: org.id,
        kind: 'portal_view',
        productId: product.id,
        detail: { count: 5 },
        createdAt: at('2026-03-01'),
      },
      {
        orgId: org.id,
        kind: 'document_view',
        productId: product.id,
        fileId: file.id,
        accountId: account.id,
        createdAt: at('2026-03-01'),
      },
      {
        orgId: org.id,
        kind: 'document_download',
        productId: product.id,
        fileId: file.id,
        accountId: account.id,
        createdAt: at('2026-03-02'),
      },
      {
        orgId: org.id,
        kind: 'document_download',
        productId: product.id,
        fileId: file.id,
        createdAt: at('2026-03-03'),
      },
      // Visitors' settled search queries: two for 'soc 2' (found something), one that found
      // nothing.
      // The same query twice, a minute apart: the later count is the one shown.
      ...[3, 1].map((results, minute) => ({
        orgId: org.id,
        kind: 'search_query_entered' as const,
        productId: product.id,
        detail: { query: 'soc 2', results },
        createdAt: new Date(at('2026-03-02').getTime() + minute * 60_000),
      })),
      {
        orgId: org.id,
        kind: 'search_query_entered',
        productId: product.id,
        detail: { query: 'bridge letter', results: 0 },
        createdAt: at('2026-03-03'),
      },
      // Outside the period.
      {
        orgId: org.id,
        kind: 'document_download',
        productId: product.id,
        fileId: file.id,
        createdAt: at('2026-03-05'),
      },
    ]);

    const response = await get('/api/analytics/summary?from=2026-03-01&to=2026-03-03', cookie);
    expect(response.statusCode).toBe(200);
    const summary = response.json<AnalyticsSummary>();
    expect(summary.totals).toEqual({
      portal_view: 5,
      document_view: 1,
      document_download: 2,
      access_request: 0,
      nda_acceptance: 0,
      card_view: 0,
      search: 0,
      search_item_selected: 0,
      search_query_entered: 3,
      search_items_viewed: 0,
    });
    expect(summary.topSearches).toEqual([
      { query: 'soc 2', searches: 2, results: 1 },
      { query: 'bridge letter', searches: 1, results: 0 },
    ]);
    expect(summary.noResultSearches).toEqual([{ query: 'bridge letter', searches: 1, results: 0 }]);
    expect(summary.daily.map((d) => d.day)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(summary.daily[0]?.counts.portal_view).toBe(5);
    expect(summary.daily[2]?.counts.document_download).toBe(1);
    expect(summary.topDocuments).toEqual([
      { fileId: file.id, name: 'SOC 2 Type II.pdf', views: 1, downloads: 2, accounts: 1 },
    ]);
    expect(summary.topAccounts).toEqual([
      {
        accountId: account.id,
        name: 'Initech',
        events: 2,
        lastActivityAt: '2026-03-02T10:00:00.000Z',
      },
    ]);

    const events = await get(
      `/api/analytics/events?from=2026-03-01&to=2026-03-05&fileId=${file.id}&accountId=${account.id}`,
      cookie,
    );
    expect(
      events.json<AnalyticsEventsPage>().events.map((e) => [e.kind, e.accountName, e.documentName]),
    ).toEqual([
      ['document_download', 'Initech', 'SOC 2 Type II.pdf'],
      ['document_view', 'Initech', 'SOC 2 Type II.pdf'],
    ]);
  });

  it('pages the events newest first', async () => {
    const { org, cookie } = await freshOrg();
    const base = Date.parse('2026-04-01T00:00:00Z');
    await t.database.db.insert(analyticsEvents).values(
      Array.from({ length: 55 }, (_, i) => ({
        orgId: org.id,
        kind: 'document_view' as const,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const first = (
      await get('/api/analytics/events?from=2026-04-01&to=2026-04-01', cookie)
    ).json<AnalyticsEventsPage>();
    expect(first.events).toHaveLength(50);
    expect(first.events[0]?.at).toBe(new Date(base + 54 * 60_000).toISOString());
    const second = (
      await get(
        `/api/analytics/events?from=2026-04-01&to=2026-04-01&cursor=${first.nextCursor ?? ''}`,
        cookie,
      )
    ).json<AnalyticsEventsPage>();
    expect(second.events).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
  });

  it('exports CSV with the §9 defaults: comma, header, every field quoted, no BOM, plain quotes and dashes, formulas defused', async () => {
    const { org, product, cookie } = await freshOrg();
    const account = await buildAccount(t.database.db, { org, name: '=HYPERLINK("x")' });
    const member = await buildAccountMember(t.database.db, {
      account,
      email: 'ann@initech.example',
    });
    const file = await buildFile(t.database.db, {
      org,
      originalName: '\u201cSOC 2\u201d report \u2013 final, v2 \u2014 Bob\u2019s.pdf',
    });
    await t.database.db.insert(analyticsEvents).values({
      orgId: org.id,
      kind: 'document_download',
      productId: product.id,
      accountId: account.id,
      memberId: member.id,
      fileId: file.id,
      itemUid: '-item',
      createdAt: new Date('2026-03-02T10:00:00Z'),
    });
    const response = await get('/api/analytics/events.csv?from=2026-03-01&to=2026-03-31', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'analytics-2026-03-01-to-2026-03-31.csv',
    );
    expect(response.rawPayload[0]).toBe(0x22); // '"', no BOM
    expect(response.body).toBe(
      '"Time (UTC)","Event","Count","Product","Account","Member e-mail","Document","Item"\r\n' +
        `"2026-03-02T10:00:00.000Z","Document downloads","1","${product.name}","'=HYPERLINK(""x"")","ann@initech.example","""SOC 2"" report - final, v2 - Bob's.pdf","'-item"\r\n`,
    );
  });

  it('refuses from after to with a clear message', async () => {
    const { cookie } = await freshOrg();
    for (const path of ['summary', 'events', 'events.csv']) {
      const response = await get(`/api/analytics/${path}?from=2026-03-05&to=2026-03-01`, cookie);
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).message).toContain("'From' must not be after 'to'");
    }
  });

  it('answers visitors 401, members 401, staff without access:manage 403, and shows another organisation nothing', async () => {
    const account = await buildAccount(t.database.db, { org: f.org });
    const member = await buildAccountMember(t.database.db, { account });
    const { cookie: memberCookie } = await buildMemberSession(t.database.db, { member });
    const other = await freshOrg(['statuspage:edit']);
    const empty = await freshOrg();
    for (const path of ['summary', 'events', 'events.csv']) {
      expect((await get(`/api/analytics/${path}`)).statusCode).toBe(401);
      expect((await get(`/api/analytics/${path}`, memberCookie)).statusCode).toBe(401);
      expect((await get(`/api/analytics/${path}`, other.cookie)).statusCode).toBe(403);
    }
    // The fixture's organisation has events; another organisation's staff see none of them.
    expect((await eventsOf(f.org.id)).length).toBeGreaterThan(0);
    const events = await get(`/api/analytics/events?fileId=${f.files.publicFile.id}`, empty.cookie);
    expect(events.json<AnalyticsEventsPage>().events).toEqual([]);
    const summary = (await get('/api/analytics/summary', empty.cookie)).json<AnalyticsSummary>();
    expect(Object.values(summary.totals).every((n) => n === 0)).toBe(true);
    expect(summary.daily).toHaveLength(30);
  });
});

/**
 * The public read API (`/api/v1/orgs/{slug}/…`) and members' API tokens: anonymous callers get
 * what the anonymous page shows, a token exactly its member's grants, never more than canSee;
 * tokens stop when revoked, expired or their member loses access, and count nowhere else;
 * lists page by cursor without repeats or gaps; anonymous answers are shared, token ones private.
 */
import { publicApiPageSchemas } from '@candor/domain/portal/publicApi.schema';
import { documentsPageSchema } from '@candor/domain/portal/portalLists.schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildAccountMember,
  buildApiToken,
  buildCard,
  buildItem,
  buildOrg,
} from '../../db/factories.js';
import type { AccountMemberRow, AccountRow } from '../../db/rows.js';
import { accessGrants, accountMembers, auditLog, memberApiTokens } from '../../db/schema/index.js';
import { notifyPortalChanged } from '../../fleet/portalChanges.js';
import { bumpRevision } from '../../services/portal/bumpRevision.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { buildGrantedMember } from '../../testing/grantedMember.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import { browserHeaders } from '../../testing/staffRequest.js';
import { PUBLIC_API_LIMITS } from './publicApiRoutes.js';

const { t, f } = usePortalTestApp();
const sessions = useStaffSessions(t, f, []);

let account: AccountRow;
let member: AccountMemberRow;
let memberCookie: string;
/** The granted member's token. */
let granted: string;
/** A member of an account never granted the product. */
let ungranted: string;
/** A granted member of another organisation. */
let foreign: string;

beforeAll(async () => {
  const { db } = t.database;
  ({
    account,
    member,
    cookie: memberCookie,
  } = await buildGrantedMember(db, {
    org: f.org,
    product: f.product,
    account: { name: 'Globex' },
  }));
  ({ token: granted } = await buildApiToken(db, { member }));
  const hooli = await buildAccount(db, { org: f.org, name: 'Hooli' });
  ({ token: ungranted } = await buildApiToken(db, {
    member: await buildAccountMember(db, { account: hooli }),
  }));
  const other = await buildOrg(db, { slug: 'initech', product: { slug: 'core', name: 'Core' } });
  const otherMember = await buildGrantedMember(db, { org: other.org, product: other.product });
  ({ token: foreign } = await buildApiToken(db, { member: otherMember.member }));
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const documentsOf = async (headers: Record<string, string> = {}) => {
  const response = await get('/api/v1/orgs/acme/documents', headers);
  expect(response.statusCode).toBe(200);
  return publicApiPageSchemas.documents.parse(response.json()).data;
};
const itemTitles = async (url = '/api/v1/orgs/acme/items', headers: Record<string, string> = {}) =>
  publicApiPageSchemas.items.parse((await get(url, headers)).json()).data.map((i) => i.title);

describe('anonymous callers', () => {
  it('list exactly the documents the anonymous page lists, restricted ones not downloadable', async () => {
    const documents = await documentsOf();
    const page = documentsPageSchema.parse((await get('/acme/api/documents')).json());
    expect(page.total).toBe(page.items.length);
    expect(documents.map((d) => d.id).sort()).toEqual(page.items.map((d) => d.fileId).sort());
    expect(documents.map((d) => d.id)).not.toContain(f.files.hiddenCardFile.id);

    const restricted = documents.find((d) => d.id === f.files.restrictedFile.id)!;
    expect(restricted).toMatchObject({ downloadable: false, downloadUrl: null, public: false });
    const open = documents.find((d) => d.id === f.files.publicFile.id)!;
    expect(open.downloadable).toBe(true);
    expect(open.downloadUrl).toBe(page.items.find((d) => d.fileId === open.id)!.downloadUrl);
    expect(open.sha256).toBe(f.files.publicFile.sha256);

    // Every host gets the same answer (it may be replayed from memory to any of them).
    const onCustomDomain = await get('/api/v1/orgs/acme/documents', { host: 'trust.acme.test' });
    expect(onCustomDomain.statusCode).toBe(200);
    expect(onCustomDomain.body).toBe((await get('/api/v1/orgs/acme/documents')).body);
  });

  it("list the page's items, restricted ones marked, hidden cards' and other products' absent", async () => {
    const items = publicApiPageSchemas.items.parse(
      (await get('/api/v1/orgs/acme/items')).json(),
    ).data;
    expect(items.find((i) => i.uid === f.items.restrictedItem.uid)?.restricted).toBe(true);
    expect(items.find((i) => i.uid === f.items.publicItem.uid)?.restricted).toBe(false);
    const titles = items.map((i) => i.title);
    expect(titles).not.toContain(f.items.hiddenCardItem.title);
    expect(titles).not.toContain(f.items.mobileItem.title);
    expect(await itemTitles('/api/v1/orgs/acme/items?product=mobile')).toEqual([
      f.items.mobileItem.title,
    ]);
  });

  it('get shared answers with an ETag per revision, 304 while nothing changed', async () => {
    const first = await get('/api/v1/orgs/acme/items');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toContain('Authorization');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get('/api/v1/orgs/acme/items', { 'if-none-match': etag })).statusCode).toBe(304);

    await t.database.db.transaction((tx) => bumpRevision(tx, f.org.id, f.product.id));
    notifyPortalChanged(f.org.id, t.database.db);
    const changed = await get('/api/v1/orgs/acme/items', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('are told plainly about an unknown organisation, a bad cursor or limit', async () => {
    const unknown = await get('/api/v1/orgs/nobody/items');
    expect(unknown.statusCode).toBe(404);
    expect(errorBodyOf(unknown).code).toBe('not_found');
    for (const query of [
      'cursor=nonsense',
      'cursor=WyJkb2N1bWVudHMiLCJhIl0',
      'limit=0',
      'limit=101',
    ]) {
      const response = await get(`/api/v1/orgs/acme/items?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorBodyOf(response).message, query).toMatch(/cursor|limit/);
    }
  });
});

describe('API tokens', () => {
  it("see their member's granted documents as downloadable, privately, never more than canSee", async () => {
    const response = await get('/api/v1/orgs/acme/documents', bearer(granted));
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('Authorization');
    expect(response.headers.etag).toBeUndefined();
    const documents = publicApiPageSchemas.documents.parse(response.json()).data;
    const restricted = documents.find((d) => d.id === f.files.restrictedFile.id)!;
    expect(restricted.downloadable).toBe(true);
    expect(restricted.downloadUrl).toContain(f.files.restrictedFile.id);
    // The member's own portal view lists the same documents.
    const memberPage = documentsPageSchema.parse(
      (await get(`/acme/api/documents?accountId=${account.id}`, { cookie: memberCookie })).json(),
    );
    expect(documents.map((d) => [d.id, d.downloadable]).sort()).toEqual(
      memberPage.items.map((d) => [d.fileId, d.downloadUrl !== null]).sort(),
    );
    expect(documents.map((d) => d.id)).not.toContain(f.files.hiddenCardFile.id);
  });

  it('of a member without a grant see what a visitor sees', async () => {
    const documents = await documentsOf(bearer(ungranted));
    expect(documents.find((d) => d.id === f.files.restrictedFile.id)?.downloadable).toBe(false);
  });

  it('of another organisation, or malformed, are 401 with WWW-Authenticate and nothing else', async () => {
    for (const token of [foreign, 'cndr_nonsense', granted.slice(0, -1) + 'x']) {
      const response = await get('/api/v1/orgs/acme/documents', bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer /);
      expect(errorBodyOf(response).message).toBe('The API token is invalid, expired or revoked.');
      expect(response.body).not.toContain('Pentest');
    }
  });

  it('count on /api/v1 alone: elsewhere the caller is a visitor', async () => {
    const page = documentsPageSchema.parse(
      (await get(`/acme/api/documents?accountId=${account.id}`, bearer(granted))).json(),
    );
    expect(page.items.find((d) => d.fileId === f.files.restrictedFile.id)?.downloadUrl).toBeNull();
    expect((await get('/acme/api/auth/me', bearer(granted))).statusCode).toBe(401);
    // …and a member session counts nowhere on /api/v1.
    const withCookie = await documentsOf({ cookie: memberCookie });
    expect(withCookie.find((d) => d.id === f.files.restrictedFile.id)?.downloadable).toBe(false);
  });

  it('stop when staff revoke them, when they expire, or when the member goes', async () => {
    const { db } = t.database;
    const revoked = await buildApiToken(db, { member });
    expect((await get('/api/v1/orgs/acme/items', bearer(revoked.token))).statusCode).toBe(200);
    const staffRevoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/access/accounts/${account.id}/api-tokens/${revoked.row.id}`,
      headers: browserHeaders(sessions.admin),
    });
    expect(staffRevoke.statusCode).toBe(200);
    expect((await get('/api/v1/orgs/acme/items', bearer(revoked.token))).statusCode).toBe(401);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_token.revoked'), eq(auditLog.entityId, revoked.row.id)));
    expect(audit).toBeDefined();

    const expired = await buildApiToken(db, { member, expiresAt: new Date(Date.now() - 1000) });
    expect((await get('/api/v1/orgs/acme/items', bearer(expired.token))).statusCode).toBe(401);

    const leaving = await buildGrantedMember(db, { org: f.org, product: f.product });
    const theirs = await buildApiToken(db, { member: leaving.member });
    await db
      .update(accountMembers)
      .set({ status: 'revoked' })
      .where(eq(accountMembers.id, leaving.member.id));
    expect((await get('/api/v1/orgs/acme/items', bearer(theirs.token))).statusCode).toBe(401);
  });

  it("see no more once their member's grant has expired", async () => {
    const { db } = t.database;
    const lapsing = await buildGrantedMember(db, { org: f.org, product: f.product });
    const { token } = await buildApiToken(db, { member: lapsing.member });
    const restrictedOf = async () =>
      (await documentsOf(bearer(token))).find((d) => d.id === f.files.restrictedFile.id);
    expect((await restrictedOf())?.downloadable).toBe(true);
    await db
      .update(accessGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessGrants.accountId, lapsing.account.id));
    expect((await restrictedOf())?.downloadable).toBe(false);
  });

  it('are made, listed and revoked by their member, shown once and stored as a hash', async () => {
    const headers = browserHeaders(memberCookie);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/account/api-tokens',
      headers,
      payload: { name: 'Procurement bot', expiresInDays: 90 },
    });
    expect(made.statusCode).toBe(201);
    const { token, apiToken } = made.json<{ token: string; apiToken: { id: string } }>();
    expect(token).toMatch(/^cndr_/);
    const [row] = await t.database.db
      .select()
      .from(memberApiTokens)
      .where(eq(memberApiTokens.id, apiToken.id));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(90 * 24 * 60 * 60 * 1000);
    expect((await get('/api/v1/orgs/acme/items', bearer(token))).statusCode).toBe(200);

    const listed = await get('/api/account/api-tokens', { cookie: memberCookie });
    expect(listed.body).toContain('Procurement bot');
    expect(listed.body).not.toContain(token);

    const noExpiry = await t.app.inject({
      method: 'POST',
      url: '/api/account/api-tokens',
      headers,
      payload: { name: 'Forever' },
    });
    expect(noExpiry.statusCode).toBe(400);
    expect(errorBodyOf(noExpiry).message).toBe(
      'Choose when the token expires: in 30, 90 or 365 days',
    );

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/api-tokens/${apiToken.id}`,
      headers,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await get('/api/v1/orgs/acme/items', bearer(token))).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('refuse an address past its allowance with 429 and Retry-After', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/orgs/acme/subprocessors', remoteAddress });
    const { points } = PUBLIC_API_LIMITS.perAddress;
    for (let i = 0; i < points; i++) expect((await from('203.0.113.9')).statusCode).toBe(200);
    const refused = await from('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('203.0.113.10')).statusCode).toBe(200);
  }, 120_000);

  it('refuse a token past its allowance from any address, while other tokens and callers go on', async () => {
    const { token } = await buildApiToken(t.database.db, { member });
    const call = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/orgs/acme/subprocessors',
        remoteAddress,
        headers,
      });
    const { points } = PUBLIC_API_LIMITS.perToken;
    const perAddress = PUBLIC_API_LIMITS.perAddress.points;
    // Spread over addresses that each stay within their own allowance.
    for (let i = 0; i < points; i++) {
      const address = `198.51.100.${1 + Math.floor(i / perAddress)}`;
      expect((await call(address, bearer(token))).statusCode).toBe(200);
    }
    const refused = await call('198.51.100.200', bearer(token));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('198.51.100.200', bearer(granted))).statusCode).toBe(200);
    expect((await call('198.51.100.200')).statusCode).toBe(200);
  }, 180_000);
});

describe('paging', () => {
  it('gives every row exactly once across pages, under equal sort keys', async () => {
    const { db } = t.database;
    const { org, product } = await buildOrg(db, { slug: 'samekeys' });
    const card = await buildCard(db, { product, kind: 'DataSecurity' });
    const uids = new Set<string>();
    for (let i = 0; i < 7; i++) {
      uids.add((await buildItem(db, { card, title: 'Same title', publicAccess: true })).uid);
    }
    expect(org.slug).toBe('samekeys');
    const seen: string[] = [];
    let url: string | null = '/api/v1/orgs/samekeys/items?limit=2';
    let pages = 0;
    while (url) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const page = publicApiPageSchemas.items.parse(response.json());
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((item) => item.uid));
      url = page.next;
      pages += 1;
    }
    expect(pages).toBe(4);
    expect(seen.sort()).toEqual([...uids].sort());
  });
});

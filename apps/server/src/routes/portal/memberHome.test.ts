/**
 * A signed-in member who comes back to their organisation's portal lands on their account's view
 * (visitor-portal.md §1, account-external mode), decided on the server before any HTML: no
 * anonymous page first. `view=public` keeps the public page; a member without access stays on it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildAccountMember,
  buildMemberSession,
  buildOrg,
} from '../../db/factories.js';
import type { AccountRow } from '../../db/rows.js';
import { buildGrantedMember } from '../../testing/grantedMember.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';

const { t, f } = usePortalTestApp();

let account: AccountRow;
let cookie: string;
let ungrantedCookie: string;
let otherOrgCookie: string;

beforeAll(async () => {
  const { db } = t.database;
  ({ account, cookie } = await buildGrantedMember(db, {
    org: f.org,
    product: f.product,
    account: { name: 'Globex' },
    member: { email: 'gina@globex.example' },
  }));
  // A member whose account was never granted the product: nothing to take them to.
  const ungranted = await buildAccount(db, { org: f.org, name: 'Hooli' });
  const gavin = await buildAccountMember(db, { account: ungranted, email: 'gavin@hooli.example' });
  ({ cookie: ungrantedCookie } = await buildMemberSession(db, { member: gavin }));
  const other = await buildOrg(db, { slug: 'initech', product: { slug: 'core', name: 'Core' } });
  ({ cookie: otherOrgCookie } = await buildGrantedMember(db, {
    org: other.org,
    product: other.product,
  }));
});

const get = (url: string, withCookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: withCookie ? { cookie: withCookie } : {} });

describe('a returning member', () => {
  it('is taken from /{org} to their account’s view, keeping the address’s other parameters', async () => {
    const response = await get('/acme?product=cloud&tcuUid=abc', cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const target = new URL(response.headers.location as string, 'http://x');
    expect(target.pathname).toBe('/acme');
    expect(target.searchParams.get('accountId')).toBe(account.id);
    expect(target.searchParams.get('product')).toBe('cloud');
    expect(target.searchParams.get('tcuUid')).toBe('abc');

    const page = await get(`${target.pathname}${target.search}`, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"mode":"account_external"');
  });

  it('is taken to their account’s view from a shared item link too', async () => {
    const response = await get('/acme/item/encryption-at-rest', cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/acme/item/encryption-at-rest?accountId=${account.id}`);
  });

  it('stays on the public page with view=public', async () => {
    const page = await get('/acme?view=public', cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"mode":"public"');
  });

  it('is not sent anywhere without access, nor on another organisation’s portal', async () => {
    const ungranted = await get('/acme', ungrantedCookie);
    expect(ungranted.statusCode).toBe(200);
    expect(ungranted.body).toContain('"mode":"public"');
    const elsewhere = await get('/acme', otherOrgCookie);
    expect(elsewhere.statusCode).toBe(200);
  });

  it('leaves anonymous visitors on the public page', async () => {
    const page = await get('/acme');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"mode":"public"');
  });
});

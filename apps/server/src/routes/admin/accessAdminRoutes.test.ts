/**
 * The staff administration of visitor access: accounts, members, product grants, permission
 * profiles, the NDA signed outside and the organisation's default access days. Only staff with
 * access:manage of the same organisation; every write audited; revoking ends sessions.
 */
import { and, eq } from 'drizzle-orm';
import type { AccountDetail, AccountSummary, PermissionProfileAdmin } from '@candor/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccountMember,
  buildMemberSession,
  buildOrg,
  buildStaffUser,
  TINY_PDF,
} from '../../db/factories.js';
import { accounts, auditLog, portalCustomizations, sessions } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { multipartFile } from '../../testing/multipart.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { itemOnPage, portalView, staffRequest } from '../../testing/staffRequest.js';
import { signInAs, TEST_BASE_URL } from '../../testing/testApp.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';

const { t, f } = usePortalTestApp();
const A = '/api/admin/access';

let admin: string;
let editor: string;
let stranger: string;
const send = (
  method: 'PATCH' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  cookie: string,
  body?: unknown,
) => staffRequest(t.app)(method, url, cookie, body);
const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie, host: new URL(TEST_BASE_URL).host } });

beforeAll(async () => {
  admin = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
  const user = await buildStaffUser(t.database.db, { org: f.org, scopes: ['statuspage:edit'] });
  editor = await signInAs(t.app, user.user.email, user.password);
  const { org } = await buildOrg(t.database.db, { slug: 'initech' });
  const other = await buildStaffUser(t.database.db, { org, scopes: ['access:manage'] });
  stranger = await signInAs(t.app, other.user.email, other.password);
});

async function createAccount(name: string): Promise<AccountDetail> {
  const response = await send('POST', `${A}/accounts`, admin, {
    name,
    domain: 'globex.example',
    reviewStatus: 'InProgress',
    accessExpiresOn: '2099-12-31',
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ account: AccountDetail }>().account;
}

describe('accounts', () => {
  it('are created with a member and a product grant, and listed with their state', async () => {
    const account = await createAccount('Globex');
    expect(account).toMatchObject({
      name: 'Globex',
      domain: 'globex.example',
      accessExpiresOn: '2099-12-31',
      accessStatus: 'active',
      ndaState: 'not_required',
    });
    const added = await send('POST', `${A}/accounts/${account.id}/members`, admin, {
      email: 'Gina@Globex.example',
      firstName: 'Gina',
      lastName: 'Globex',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<{ account: AccountDetail }>().account.members[0]?.email).toBe(
      'gina@globex.example',
    );
    const duplicate = await send('POST', `${A}/accounts/${account.id}/members`, admin, {
      email: 'gina@globex.example',
      firstName: 'G',
      lastName: 'G',
    });
    expect(duplicate.statusCode).toBe(409);
    const granted = await send('PUT', `${A}/accounts/${account.id}/grants`, admin, {
      productId: f.product.id,
      expiresOn: null,
    });
    expect(granted.json<{ account: AccountDetail }>().account.grants).toMatchObject([
      { productId: f.product.id, revoked: false, expiresOn: null },
    ]);

    const list = await get(`${A}/accounts?search=globex`, admin);
    const found = list.json<{ accounts: AccountSummary[] }>().accounts;
    expect(found.map((a) => [a.name, a.memberCount])).toEqual([['Globex', 1]]);
    const bySearchEmail = await get(`${A}/accounts?search=gina%40`, admin);
    expect(bySearchEmail.json<{ accounts: AccountSummary[] }>().accounts).toHaveLength(1);
    const revoked = await get(`${A}/accounts?status=revoked`, admin);
    expect(revoked.json<{ accounts: AccountSummary[] }>().accounts).toHaveLength(0);
  });

  it('the member of a granted account reads restricted content', async () => {
    const account = await createAccount('Hooli');
    await send('PUT', `${A}/accounts/${account.id}/grants`, admin, { productId: f.product.id });
    const member = await buildAccountMember(t.database.db, {
      account: { id: account.id, orgId: f.org.id },
    });
    const { cookie } = await buildMemberSession(t.database.db, { member });
    let view = await portalView(t.app, `/acme?accountId=${account.id}`, cookie);
    expect(view.viewer.mode).toBe('account_external');

    // Revoking the grant takes the access away on the next request.
    await send('DELETE', `${A}/accounts/${account.id}/grants/${f.product.id}`, admin);
    view = await portalView(t.app, `/acme?accountId=${account.id}`, cookie);
    expect(view.viewer.mode).toBe('public');
  });

  it('revoking an account or a member ends their sessions; reactivating restores access', async () => {
    const account = await createAccount('Umbrella');
    await send('PUT', `${A}/accounts/${account.id}/grants`, admin, { productId: f.product.id });
    const member = await buildAccountMember(t.database.db, {
      account: { id: account.id, orgId: f.org.id },
    });
    const liveSessions = () => t.database.db.$count(sessions, eq(sessions.memberId, member.id));
    await buildMemberSession(t.database.db, { member });
    expect(await liveSessions()).toBe(1);
    const revoked = await send('PUT', `${A}/accounts/${account.id}/status`, admin, {
      status: 'revoked',
    });
    expect(revoked.json<{ message: string }>().message).toBe('Account access revoked');
    expect(await liveSessions()).toBe(0);
    await send('PUT', `${A}/accounts/${account.id}/status`, admin, { status: 'active' });

    const { cookie } = await buildMemberSession(t.database.db, { member });
    const memberRevoked = await send(
      'PUT',
      `${A}/accounts/${account.id}/members/${member.id}/status`,
      admin,
      { status: 'revoked' },
    );
    expect(memberRevoked.statusCode).toBe(200);
    expect(await liveSessions()).toBe(0);
    const view = await portalView(t.app, `/acme?accountId=${account.id}`, cookie);
    expect(view.viewer.mode).toBe('public');
  });

  it('removes a member who never acted, and only revokes one who did', async () => {
    const account = await createAccount('Soylent');
    const fresh = await buildAccountMember(t.database.db, {
      account: { id: account.id, orgId: f.org.id },
    });
    const acted = await buildAccountMember(t.database.db, {
      account: { id: account.id, orgId: f.org.id },
      lastLoginAt: new Date(),
    });
    const refused = await send('DELETE', `${A}/accounts/${account.id}/members/${acted.id}`, admin);
    expect(refused.statusCode).toBe(409);
    const removed = await send('DELETE', `${A}/accounts/${account.id}/members/${fresh.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ account: AccountDetail }>().account.members.map((m) => m.id)).toEqual([
      acted.id,
    ]);
  });

  it('records an NDA signed outside from an upload checked by its bytes', async () => {
    const account = await createAccount('Wonka');
    const text = multipartFile(Buffer.from('not a pdf'), {
      filename: 'nda.pdf',
      contentType: 'application/pdf',
    });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${A}/accounts/${account.id}/signed-nda`,
      payload: text.payload,
      headers: { ...text.headers, cookie: admin, host: new URL(TEST_BASE_URL).host },
    });
    expect(refused.statusCode).toBe(415);
    const pdf = multipartFile(TINY_PDF, {
      filename: 'signed-nda.pdf',
      contentType: 'application/pdf',
    });
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `${A}/accounts/${account.id}/signed-nda`,
      payload: pdf.payload,
      headers: { ...pdf.headers, cookie: admin, host: new URL(TEST_BASE_URL).host },
    });
    expect(uploaded.statusCode).toBe(200);
    const detail = uploaded.json<{ account: AccountDetail }>().account;
    expect(detail.ndaProvider).toBe('external');
    expect(detail.ndaState).toBe('signed_outside');
    expect(detail.signedNda?.name).toBe('signed-nda.pdf');
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.ndaSignedFileId).toBe(detail.signedNda?.fileId);
    expect(row?.ndaSignedAt).toBeTruthy();
    const copy = await get(`${A}/accounts/${account.id}/signed-nda`, admin);
    expect(copy.statusCode).toBe(200);
  });

  it('are out of reach of another organisation’s staff and of staff without access:manage', async () => {
    const account = await createAccount('Private Co');
    expect((await get(`${A}/accounts/${account.id}`, stranger)).statusCode).toBe(404);
    const otherList = await get(`${A}/accounts`, stranger);
    expect(otherList.json<{ accounts: AccountSummary[] }>().accounts).toEqual([]);
    const renamed = await send('PUT', `${A}/accounts/${account.id}`, stranger, { name: 'Mine' });
    expect(renamed.statusCode).toBe(404);
    const revoked = await send('PUT', `${A}/accounts/${account.id}/status`, stranger, {
      status: 'revoked',
    });
    expect(revoked.statusCode).toBe(404);
    const member = await send('POST', `${A}/accounts/${account.id}/members`, stranger, {
      email: 'x@y.example',
      firstName: 'X',
      lastName: 'Y',
    });
    expect(member.statusCode).toBe(404);
    expect((await get(`${A}/accounts`, editor)).statusCode).toBe(403);
    expect((await send('POST', `${A}/accounts`, editor, { name: 'Nope' })).statusCode).toBe(403);
    const [unchanged] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, account.id));
    expect(unchanged).toMatchObject({ name: 'Private Co', accessStatus: 'active' });
  });

  it('audits every change', async () => {
    const rows = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.entityType, 'account')));
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'account.created',
        'access_grant.granted',
        'access_grant.revoked',
        'account.revoked',
        'account.nda_signed_outside',
      ]),
    );
  });
});

describe('the default access days', () => {
  it('takes 1–365 and refuses anything else with a clear message', async () => {
    const ok = await send('PATCH', `${A}/settings`, admin, { defaultAccessDays: 90 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ settings: { defaultAccessDays: number } }>().settings.defaultAccessDays).toBe(
      90,
    );
    for (const value of [0, 366, 1.5]) {
      const bad = await send('PATCH', `${A}/settings`, admin, { defaultAccessDays: value });
      expect(bad.statusCode).toBe(400);
      expect(errorBodyOf(bad).message).toBe(
        'Default access days must be a whole number between 1 and 365',
      );
    }
    const [row] = await t.database.db
      .select({ days: portalCustomizations.defaultAccessDays })
      .from(portalCustomizations)
      .where(eq(portalCustomizations.orgId, f.org.id));
    expect(row?.days).toBe(90);
  });
});

describe('permission profiles', () => {
  it('give a member exactly the named restricted items and documents', async () => {
    const created = await send('POST', `${A}/profiles`, admin, {
      name: 'Prospects',
      itemIds: [f.items.restrictedItem.id],
    });
    expect(created.statusCode).toBe(201);
    const profile = created.json<{ profile: PermissionProfileAdmin }>().profile;
    const nothing = await send('POST', `${A}/profiles`, admin, { name: 'Nothing' });
    const empty = nothing.json<{ profile: PermissionProfileAdmin }>().profile;

    const account = await createAccount('Profiled');
    await send('PUT', `${A}/accounts/${account.id}/grants`, admin, { productId: f.product.id });
    const member = await buildAccountMember(t.database.db, {
      account: { id: account.id, orgId: f.org.id },
    });
    const { cookie } = await buildMemberSession(t.database.db, { member });
    const pentest = async () =>
      itemOnPage(await portalView(t.app, `/acme?accountId=${account.id}`, cookie), {
        uid: f.items.restrictedItem.uid,
      })?.item;

    await send('PUT', `${A}/accounts/${account.id}`, admin, {
      name: 'Profiled',
      permissionProfileId: empty.id,
    });
    expect((await pentest())?.restricted).toBe(true);

    await send('PUT', `${A}/accounts/${account.id}`, admin, {
      name: 'Profiled',
      permissionProfileId: profile.id,
    });
    const item = await pentest();
    expect(item?.restricted).toBe(false);
    expect(item?.documents[0]?.downloadUrl).toBeTruthy();

    // Deleting the profile in use moves the account to the default (here: the empty one).
    await send('PUT', `${A}/profiles/${empty.id}`, admin, { name: 'Nothing', isDefault: true });
    const deleted = await send('DELETE', `${A}/profiles/${profile.id}`, admin);
    expect(deleted.json<{ accountsMoved: number }>().accountsMoved).toBe(1);
    expect((await pentest())?.restricted).toBe(true);
  });

  it('keep one default, unique names, and only the organisation’s entries', async () => {
    const a = await send('POST', `${A}/profiles`, admin, { name: 'Default A', isDefault: true });
    const b = await send('POST', `${A}/profiles`, admin, { name: 'Default B', isDefault: true });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    const list = await get(`${A}/profiles`, admin);
    const defaults = list
      .json<{ profiles: PermissionProfileAdmin[] }>()
      .profiles.filter((p) => p.isDefault);
    expect(defaults.map((p) => p.name)).toEqual(['Default B']);
    const taken = await send('POST', `${A}/profiles`, admin, { name: 'default b' });
    expect(taken.statusCode).toBe(409);
    const { org } = await buildOrg(t.database.db, { slug: 'other-org' });
    const foreign = await send('POST', `${A}/profiles`, admin, {
      name: 'Foreign',
      cardIds: [org.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect((await get(`${A}/profiles`, stranger)).json<{ profiles: unknown[] }>().profiles).toEqual(
      [],
    );
    const catalogue = await get(`${A}/profiles/catalogue`, admin);
    expect(JSON.stringify(catalogue.json())).toContain('Penetration test');
  });
});

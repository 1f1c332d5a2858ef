/**
 * The signed-in member, end to end against a real SMTP server: the mailed sign-in link (forged,
 * expired, replayed and other organisations' tokens refused), the account menu's data, Log Out,
 * the access-expired flow's extend-access call, and invitations (mailed links whose tokens the
 * request form accepts once). A member of one account cannot act for another; staff and
 * visitors are asked to sign in.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccessGrant,
  buildAccount,
  buildAccountMember,
  buildMemberSession,
  buildOrg,
} from '../../db/factories.js';
import { buildGrantedMember } from '../../testing/grantedMember.js';
import type { AccountMemberRow, AccountRow } from '../../db/rows.js';
import { accessRequests, accounts, portalCustomizations, sessions } from '../../db/schema/index.js';
import { issueLoginToken } from '../../services/access/memberLoginLinks.js';
import {
  markInviteTokenUsed,
  signInviteToken,
  verifyInviteToken,
} from '../../services/access/inviteTokens.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { useMailingPortalTestApp } from '../../testing/portalTestApp.js';
import { auditActions, portalView } from '../../testing/staffRequest.js';
import { signInAs, TEST_BASE_URL } from '../../testing/testApp.js';

const { t, f, smtp } = useMailingPortalTestApp();
let account: AccountRow;
let member: AccountMemberRow;
let cookie: string;
const SECRET = 'test-secret-test-secret-test-secret-0';

beforeAll(async () => {
  const db = t.database.db;
  ({ account, member, cookie } = await buildGrantedMember(db, {
    org: f.org,
    product: f.product,
    account: { name: 'Globex', reviewStatus: 'InProgress' },
    member: { email: 'gina@globex.example', firstName: 'Gina', lastName: 'Globex' },
  }));
});

async function mailsArrive(n: number): Promise<void> {
  for (let i = 0; i < 400 && smtp.received.length < n; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(smtp.received.length).toBeGreaterThanOrEqual(n);
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host, ...headers },
    ...(payload ? { payload } : {}),
  });

const EXPIRED_LANDING = `${TEST_BASE_URL}/acme?loginRequest=true&signInLink=expired`;

describe('the mailed sign-in link', () => {
  const issue = (overrides: { now?: Date; orgId?: string; memberId?: string } = {}) =>
    issueLoginToken(t.database.db, {
      orgId: overrides.orgId ?? f.org.id,
      memberId: overrides.memberId ?? member.id,
      productId: f.product.id,
      ...(overrides.now ? { now: overrides.now } : {}),
    });

  it('opens a member session once and lands on the portal as the account', async () => {
    const { token } = await issue();
    const response = await get(`/acme/api/auth/sign-in?token=${token}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${TEST_BASE_URL}/acme?accountId=${account.id}`);
    const session = response.cookies.find((c) => c.name === 'candor_member');
    expect(session?.httpOnly).toBe(true);
    const me = await get('/acme/api/auth/me', { cookie: `candor_member=${session!.value}` });
    expect(me.json()).toMatchObject({ email: 'gina@globex.example', accountName: 'Globex' });
    expect(await auditActions(t.database.db, f.org.id)).toContain('member.signed_in');

    // The same link again: refused, and no second session.
    const before = (await t.database.db.select({ n: count() }).from(sessions))[0]!.n;
    const replay = await get(`/acme/api/auth/sign-in?token=${token}`);
    expect(replay.headers.location).toBe(EXPIRED_LANDING);
    expect(replay.cookies.find((c) => c.name === 'candor_member')).toBeUndefined();
    expect((await t.database.db.select({ n: count() }).from(sessions))[0]!.n).toBe(before);
  });

  it('refuses forged, expired and missing tokens, and another organisation’s', async () => {
    const forged = 'A'.repeat(43);
    expect((await get(`/acme/api/auth/sign-in?token=${forged}`)).headers.location).toBe(
      EXPIRED_LANDING,
    );
    expect((await get('/acme/api/auth/sign-in')).headers.location).toBe(EXPIRED_LANDING);
    const old = await issue({ now: new Date(Date.now() - 16 * 60 * 1000) });
    expect((await get(`/acme/api/auth/sign-in?token=${old.token}`)).headers.location).toBe(
      EXPIRED_LANDING,
    );

    const other = await buildOrg(t.database.db, {
      slug: 'initech',
      product: { slug: 'core', name: 'Core' },
    });
    const otherAccount = await buildAccount(t.database.db, { org: other.org });
    const otherMember = await buildAccountMember(t.database.db, { account: otherAccount });
    const theirs = await issue({ orgId: other.org.id, memberId: otherMember.id });
    // Acme's portal does not take Initech's link (and the link still works at Initech).
    expect((await get(`/acme/api/auth/sign-in?token=${theirs.token}`)).headers.location).toBe(
      EXPIRED_LANDING,
    );
    const atInitech = await get(`/initech/api/auth/sign-in?token=${theirs.token}`);
    expect(atInitech.headers.location).toBe(
      `${TEST_BASE_URL}/initech?accountId=${otherAccount.id}`,
    );
  });

  it('refuses the link of a revoked member', async () => {
    const revoked = await buildAccountMember(t.database.db, { account, status: 'revoked' });
    const { token } = await issue({ memberId: revoked.id });
    expect((await get(`/acme/api/auth/sign-in?token=${token}`)).headers.location).toBe(
      EXPIRED_LANDING,
    );
  });

  it('works on a custom domain, landing at its root', async () => {
    const { token } = await issue();
    const response = await get(`/api/auth/sign-in?token=${token}`, { host: 'trust.acme.test' });
    expect(response.headers.location).toBe(`http://trust.acme.test/?accountId=${account.id}`);
  });
});

describe('the account menu’s member (auth/me)', () => {
  it('tells the account, its review, its access and the NDA', async () => {
    const response = await get('/acme/api/auth/me', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      email: 'gina@globex.example',
      firstName: 'Gina',
      lastName: 'Globex',
      accountId: account.id,
      accountName: 'Globex',
      isAutoApprovedAccountMember: false,
      reviewStatus: 'InProgress',
      accessExpiresAt: null,
      accessExpired: false,
      nda: { passed: true, provider: 'none', email: 'gina@globex.example' },
    });
  });

  it('is 401 for visitors, staff, and on another organisation’s portal', async () => {
    expect((await get('/acme/api/auth/me')).statusCode).toBe(401);
    const staff = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    expect((await get('/acme/api/auth/me', { cookie: staff })).statusCode).toBe(401);
    expect((await get('/initech/api/auth/me', { cookie })).statusCode).toBe(401);
  });
});

describe('extend access (the access-expired flow)', () => {
  let expired: AccountRow;
  let expiredMember: AccountMemberRow;
  let expiredCookie: string;
  beforeAll(async () => {
    const db = t.database.db;
    expired = await buildAccount(db, {
      org: f.org,
      name: 'Hooli',
      accessExpiresAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
    });
    expiredMember = await buildAccountMember(db, {
      account: expired,
      email: 'hank@hooli.example',
      firstName: 'Hank',
      lastName: 'Hooli',
    });
    await buildAccessGrant(db, { account: expired, product: f.product });
    expiredCookie = (await buildMemberSession(db, { member: expiredMember })).cookie;
    await db
      .update(portalCustomizations)
      .set({ accessRequestsMailbox: 'requests@acme.example' })
      .where(eq(portalCustomizations.orgId, f.org.id));
  });
  const extend = (accountId: string, headers: Record<string, string>) =>
    get(`/api/statuspage/share/${accountId}/external/extend-access`, headers);

  it('the member sees that access expired, on the portal as in the menu', async () => {
    const me: unknown = (await get('/acme/api/auth/me', { cookie: expiredCookie })).json();
    expect(me).toMatchObject({ accessExpired: true, accountName: 'Hooli' });
  });

  it('asks once, mails the staff, then answers already requested', async () => {
    const first = await extend(expired.id, { cookie: expiredCookie });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 'success' });
    const [request] = await t.database.db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.accountId, expired.id));
    expect(request).toMatchObject({
      kind: 'extend_access',
      status: 'pending',
      email: 'hank@hooli.example',
    });
    await mailsArrive(1);
    const mail = smtp.received[0]!;
    expect(mail.envelopeTo).toEqual(['requests@acme.example']);
    expect(mail.parsed.subject).toBe('Hooli asks to extend access');
    expect(mail.parsed.text).toContain('Hank Hooli (hank@hooli.example)');
    // Its link opens the request queue of the private area.
    expect(mail.parsed.text).toMatch(/https?:\/\/\S+\/admin\/access\/requests\b/);

    const again = await extend(expired.id, { cookie: expiredCookie });
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again)).toMatchObject({
      code: 'already_requested',
      message: 'You have already requested access to this account.',
    });
    expect(await auditActions(t.database.db, f.org.id)).toContain(
      'access_request.extend_requested',
    );
  });

  it('answers already has access to a member whose access runs', async () => {
    const response = await extend(account.id, { cookie });
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'already_has_access',
      message: 'You already have access.',
    });
  });

  it('refuses another account’s member, staff and visitors', async () => {
    expect((await extend(expired.id, { cookie })).statusCode).toBe(403);
    const staff = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    expect((await extend(expired.id, { cookie: staff })).statusCode).toBe(401);
    expect((await extend(expired.id, {})).statusCode).toBe(401);
    const crossSite = await extend(expired.id, {
      cookie: expiredCookie,
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('invite colleagues', () => {
  const invite = (accountId: string, payload: object, headers: Record<string, string>) =>
    post(`/api/statuspage/share/${accountId}/external/invite-colleague`, payload, headers);

  it('mails each colleague a link to the request tab whose token the request form takes once', async () => {
    const response = await invite(
      account.id,
      { emails: ['Pat@Globex.example', 'sam@globex.example'], message: '  Please have a look.  ' },
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    await mailsArrive(2);
    const toPat = smtp.received.find((m) => m.envelopeTo[0] === 'pat@globex.example')!;
    expect(toPat.parsed.subject).toBe("Gina Globex invited you to Acme Corp's Trust Center");
    expect(toPat.parsed.text).toContain('Please have a look.');
    const link = /http:\/\/trust\.acme\.test\?inviteToken=[^\s\]]+/.exec(
      toPat.parsed.text ?? '',
    )![0];
    const url = new URL(link);
    expect(url.searchParams.get('requestAccess')).toBe('true');
    const verified = await verifyInviteToken(f.org.id, url.searchParams.get('inviteToken'));
    expect(verified).toMatchObject({ email: 'pat@globex.example', invitedByMemberId: member.id });
    expect(await markInviteTokenUsed(t.database.db, f.org.id, verified!)).toBe(true);
    expect(await markInviteTokenUsed(t.database.db, f.org.id, verified!)).toBe(false);
    expect(await auditActions(t.database.db, f.org.id)).toContain('member.invited_colleagues');
  });

  it('refuses duplicates, bad addresses and none, and mails nobody', async () => {
    const duplicate = await invite(
      account.id,
      { emails: ['pat@globex.example', 'PAT@globex.example'] },
      { cookie },
    );
    expect(duplicate.statusCode).toBe(400);
    expect(errorBodyOf(duplicate).message).toBe('"pat@globex.example" has already been added');
    expect((await invite(account.id, { emails: ['nope'] }, { cookie })).statusCode).toBe(400);
    expect((await invite(account.id, { emails: [] }, { cookie })).statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toEqual([]);
  });

  it('refuses another account’s member, staff and visitors', async () => {
    const other = await buildAccount(t.database.db, { org: f.org });
    const body = { emails: ['x@globex.example'] };
    expect((await invite(other.id, body, { cookie })).statusCode).toBe(403);
    const staff = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    expect((await invite(account.id, body, { cookie: staff })).statusCode).toBe(401);
    expect((await invite(account.id, body, {})).statusCode).toBe(401);
  });
});

describe('invitation tokens', () => {
  it('are not-invited when not a string, undecodable, forged, of another org or expired', async () => {
    const good = await signInviteToken({
      orgId: f.org.id,
      email: 'pat@globex.example',
      invitedByMemberId: member.id,
      secret: SECRET,
    });
    expect(await verifyInviteToken(f.org.id, good.token)).toMatchObject({
      email: 'pat@globex.example',
    });
    expect(await verifyInviteToken(f.org.id, 42)).toBeNull();
    expect(await verifyInviteToken(f.org.id, 'not a jwt')).toBeNull();
    expect(await verifyInviteToken('00000000-0000-4000-8000-000000000000', good.token)).toBeNull();
    const otherSecret = await signInviteToken({
      orgId: f.org.id,
      email: 'pat@globex.example',
      invitedByMemberId: member.id,
      secret: 'another-secret-another-secret-another',
    });
    expect(await verifyInviteToken(f.org.id, otherSecret.token)).toBeNull();
    const [header, payload, signature] = good.token.split('.');
    const altered = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    altered.sub = 'mallory@evil.example';
    const tampered = `${header}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`;
    expect(await verifyInviteToken(f.org.id, tampered)).toBeNull();
    const later = new Date(Date.now() + 15 * 24 * 60 * 60 * 1000);
    expect(await verifyInviteToken(f.org.id, good.token, { now: later })).toBeNull();
  });
});

describe('log out', () => {
  it('ends the session, clears the cookie and is audited', async () => {
    const session = await buildMemberSession(t.database.db, { member });
    const response = await post('/api/statuspage/share/auth/logout', undefined, {
      cookie: session.cookie,
    });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((c) => c.name === 'candor_member');
    expect(cleared?.value).toBe('');
    expect((await get('/acme/api/auth/me', { cookie: session.cookie })).statusCode).toBe(401);
    const page = await get(`/acme?accountId=${account.id}`, {
      cookie: session.cookie,
      accept: 'text/html',
    });
    expect(page.body).not.toContain('"mode":"account_external"');
    expect(await auditActions(t.database.db, f.org.id)).toContain('member.signed_out');
    // The other session of the member is untouched.
    expect((await get('/acme/api/auth/me', { cookie })).statusCode).toBe(200);
  });

  it('asks visitors to sign in and refuses cross-site requests', async () => {
    expect((await post('/api/statuspage/share/auth/logout', undefined)).statusCode).toBe(401);
    const crossSite = await post('/api/statuspage/share/auth/logout', undefined, {
      cookie,
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('expiry in the account menu', () => {
  it('shows the date access runs until', async () => {
    const until = new Date('2031-03-05T12:00:00Z');
    await t.database.db
      .update(accounts)
      .set({ accessExpiresAt: until })
      .where(and(eq(accounts.id, account.id)));
    const me: unknown = (await get('/acme/api/auth/me', { cookie })).json();
    expect(me).toMatchObject({ accessExpiresAt: until.toISOString(), accessExpired: false });
    await t.database.db
      .update(accounts)
      .set({ accessExpiresAt: null })
      .where(eq(accounts.id, account.id));
  });
});

describe('the page data', () => {
  it('names the signed-in member’s account, and nothing for anonymous visitors', async () => {
    const asMember = await portalView(t.app, `/acme?accountId=${account.id}`, cookie);
    expect(asMember.viewer.member).toEqual({ accountId: account.id });
    // The public page as the member asks for it (without `view=public`, /acme takes them to
    // their account's view: memberHome.test.ts).
    const publicAsMember = await portalView(t.app, '/acme?view=public', cookie);
    expect(publicAsMember.viewer).toMatchObject({
      mode: 'public',
      member: { accountId: account.id },
    });
    const anonymous = await portalView(t.app, '/acme');
    expect(anonymous.viewer).not.toHaveProperty('member');
    expect(anonymous.viewer).not.toHaveProperty('previewingAs');
  });
});

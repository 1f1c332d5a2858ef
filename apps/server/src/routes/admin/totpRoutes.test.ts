/**
 * The second factor (issue 23): enrolment with codes computed here (otpauth), sign-in's second
 * step, replay and attempt limits, recovery codes, the organisation's requirement and an admin's
 * reset. The clock (Date only) is set per test, so each code's 30-second step is known.
 */
import { and, asc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildOrg, buildStaffUser, type BuiltOrg } from '../../db/factories.js';
import { auditLog, staffRecoveryCodes, staffTotp } from '../../db/schema/index.js';
import { adminApi } from '../../testing/adminApi.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import {
  BROWSER,
  sessionCookieFrom,
  signInAs,
  TEST_BASE_URL,
  useTestApp,
} from '../../testing/testApp.js';

const t = useTestApp({ jobWorker: false });
const api = adminApi(() => t.app);
const db = () => t.database.db;

/** The middle of a 30-second step, in 2027. */
const T0 = 1_800_000_015_000;
const STEP = 30_000;
const at = (steps: number) => vi.setSystemTime(T0 + steps * STEP);

const codeAt = (secret: string, steps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: T0 + steps * STEP });

let acme: BuiltOrg;
let admin: { id: string; email: string; password: string; cookie: string };
beforeAll(async () => {
  acme = await buildOrg(db(), { name: 'Acme Cloud' });
  const built = await buildStaffUser(db(), {
    org: acme.org,
    scopes: ['staff:manage', 'statuspage:edit'],
  });
  admin = {
    id: built.user.id,
    email: built.user.email,
    password: built.password,
    cookie: await signInAs(t.app, built.user.email, built.password),
  };
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(0);
  // A session of the test's clock (the one of beforeAll is long expired in 2027).
  admin.cookie = await signInAs(t.app, admin.email, admin.password);
});
afterEach(() => vi.useRealTimers());

async function newMember(scopes: string[] = ['statuspage:edit']) {
  const { user, password } = await buildStaffUser(db(), { org: acme.org, scopes });
  return {
    id: user.id,
    email: user.email,
    password,
    cookie: await signInAs(t.app, user.email, password),
  };
}

/** Sets up an authenticator for the signed-in user, confirmed with the code of `step`. */
async function enrol(cookie: string, step = 0) {
  const started = await api.post('/api/admin/account/totp', {}, cookie);
  expect(started.statusCode).toBe(200);
  const { secret, qrSvg } = started.json<{ secret: string; qrSvg: string }>();
  expect(qrSvg).toContain('<svg');
  const confirmed = await api.post(
    '/api/admin/account/totp/confirm',
    { code: codeAt(secret, step) },
    cookie,
  );
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

const passwordStep = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/json' },
    payload: { email, password },
  });
const attemptCookie = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === 'candor_second_step');
  if (!cookie) throw new Error('no second-step cookie');
  return `${cookie.name}=${cookie.value}`;
};
const codeStep = (cookie: string, body: object) => api.post('/login/code', body, cookie);

/** A browser posting a form. */
const browserPost = (url: string, fields: Record<string, string>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...BROWSER,
      ...(cookie ? { cookie } : {}),
      origin: TEST_BASE_URL,
      host: new URL(TEST_BASE_URL).host,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });
const auditsOf = async (entityId: string) =>
  (
    await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.orgId, acme.org.id), eq(auditLog.entityId, entityId)))
      .orderBy(asc(auditLog.id))
  ).map((row) => row.action);

describe('setting up an authenticator', () => {
  it('shows a QR code and the secret, confirms with one code, gives ten recovery codes once', async () => {
    const member = await newMember();
    const { secret, recoveryCodes } = await enrol(member.cookie);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    // At rest: sealed, never the secret; the recovery codes only as hashes.
    const [row] = await db().select().from(staffTotp).where(eq(staffTotp.staffUserId, member.id));
    expect(row?.confirmedAt).not.toBeNull();
    expect(Buffer.from(row!.sealedSecret, 'base64').includes(Buffer.from(secret))).toBe(false);
    const stored = await db()
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffUserId, member.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(recoveryCodes[0]);

    const status = await api.get('/api/admin/account/totp', member.cookie);
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(await auditsOf(member.id)).toEqual([
      'staff.totp_enrolment_started',
      'staff.totp_enabled',
    ]);
    // Not twice: a second set-up is refused while one is on.
    expect((await api.post('/api/admin/account/totp', {}, member.cookie)).statusCode).toBe(409);
  });

  it('refuses a wrong code, and the authenticator stays off', async () => {
    const member = await newMember();
    const started = await api.post('/api/admin/account/totp', {}, member.cookie);
    const { secret } = started.json<{ secret: string }>();
    const wrong = await api.post(
      '/api/admin/account/totp/confirm',
      { code: codeAt(secret, 5) },
      member.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(errorBodyOf(wrong).message).toMatch(/not correct/);
    expect((await api.get('/api/admin/account/totp', member.cookie)).json()).toMatchObject({
      enabled: false,
    });
  });

  it('turns off with the password or a current code, never without either', async () => {
    const member = await newMember();
    const { secret } = await enrol(member.cookie);
    const disable = (body: object) =>
      api.post('/api/admin/account/totp/disable', body, member.cookie);
    expect((await disable({})).statusCode).toBe(400);
    expect((await disable({ password: 'not it' })).statusCode).toBe(400);
    expect((await disable({ code: codeAt(secret, 0) })).statusCode).toBe(400); // used to confirm
    expect((await disable({ code: codeAt(secret, 1) })).statusCode).toBe(204);
    await enrol(member.cookie, 1);
    expect((await disable({ password: member.password })).statusCode).toBe(204);
    expect(await hasRows(member.id)).toBe(false);
  });
});

const hasRows = async (staffUserId: string) =>
  (await db().$count(staffTotp, eq(staffTotp.staffUserId, staffUserId))) +
    (await db().$count(staffRecoveryCodes, eq(staffRecoveryCodes.staffUserId, staffUserId))) >
  0;

describe("sign-in's second step", () => {
  it('opens no session after the password; the code does', async () => {
    const member = await newMember();
    const { secret } = await enrol(member.cookie);
    at(1);
    const first = await passwordStep(member.email, member.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ secondFactor: true });
    expect(first.cookies.some((c) => c.name === 'candor_session')).toBe(false);
    const attempt = attemptCookie(first);
    // The attempt cookie is no session.
    expect((await api.get('/api/admin/account/totp', attempt)).statusCode).toBe(401);

    const second = await codeStep(attempt, { code: codeAt(secret, 1) });
    expect(second.statusCode).toBe(200);
    const session = sessionCookieFrom(second);
    expect((await api.get('/api/admin/account/totp', session)).statusCode).toBe(200);
  });

  it('accepts a code once: the same code again is refused', async () => {
    const member = await newMember();
    const { secret } = await enrol(member.cookie);
    at(1);
    const code = codeAt(secret, 1);
    const once = await codeStep(attemptCookie(await passwordStep(member.email, member.password)), {
      code,
    });
    expect(once.statusCode).toBe(200);
    const again = await codeStep(attemptCookie(await passwordStep(member.email, member.password)), {
      code,
    });
    expect(again.statusCode).toBe(401);
    expect(again.cookies.some((c) => c.name === 'candor_session')).toBe(false);
    // An older step's code is refused too; the next step's works.
    const attempt = attemptCookie(await passwordStep(member.email, member.password));
    expect((await codeStep(attempt, { code: codeAt(secret, 0) })).statusCode).toBe(401);
    expect((await codeStep(attempt, { code: codeAt(secret, 2) })).statusCode).toBe(200);
    expect(await auditsOf(member.email)).toContain('auth.sign_in_failed');
  });

  it('ends the attempt at the fifth wrong code', async () => {
    const member = await newMember();
    const { secret } = await enrol(member.cookie);
    at(1);
    const attempt = attemptCookie(await passwordStep(member.email, member.password));
    const wrong = codeAt(secret, 9);
    for (let i = 0; i < 4; i += 1) {
      const answer = await codeStep(attempt, { code: wrong });
      expect(errorBodyOf(answer).code).toBe('invalid_credentials');
    }
    const fifth = await codeStep(attempt, { code: wrong });
    expect(fifth.statusCode).toBe(401);
    expect(errorBodyOf(fifth)).toMatchObject({ code: 'unauthenticated' });
    // The right code no longer helps that attempt.
    const late = await codeStep(attempt, { code: codeAt(secret, 1) });
    expect(errorBodyOf(late).code).toBe('unauthenticated');
    // A new attempt (the password again) can.
    const fresh = attemptCookie(await passwordStep(member.email, member.password));
    expect((await codeStep(fresh, { code: codeAt(secret, 1) })).statusCode).toBe(200);
  });

  it('refuses an attempt older than five minutes, or a forged one', async () => {
    const member = await newMember();
    const { secret } = await enrol(member.cookie);
    const attempt = attemptCookie(await passwordStep(member.email, member.password));
    at(11); // 5.5 minutes later
    const late = await codeStep(attempt, { code: codeAt(secret, 11) });
    expect(errorBodyOf(late).code).toBe('unauthenticated');
    const forged = await codeStep(`${attempt}x`, { code: codeAt(secret, 11) });
    expect(errorBodyOf(forged).code).toBe('unauthenticated');
  });

  it('takes a recovery code once, and audits its use', async () => {
    const member = await newMember();
    const { recoveryCodes } = await enrol(member.cookie);
    const code = recoveryCodes[3]!.toUpperCase();
    const used = await codeStep(attemptCookie(await passwordStep(member.email, member.password)), {
      recoveryCode: code,
    });
    expect(used.statusCode).toBe(200);
    const again = await codeStep(attemptCookie(await passwordStep(member.email, member.password)), {
      recoveryCode: code,
    });
    expect(again.statusCode).toBe(401);
    const audits = await auditsOf(member.id);
    expect(audits.filter((a) => a === 'staff.recovery_code_used')).toHaveLength(1);
    expect((await api.get('/api/admin/account/totp', member.cookie)).json()).toMatchObject({
      recoveryCodesLeft: 9,
    });
  });

  it('in a browser: the code page after the password, and again after a wrong code', async () => {
    const member = await newMember();
    const { secret } = await enrol(member.cookie);
    at(1);
    const first = await browserPost('/login', {
      email: member.email,
      password: member.password,
      next: '/admin',
    });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/login/code?next=%2Fadmin');
    const attempt = attemptCookie(first);
    const page = await t.app.inject({
      method: 'GET',
      url: '/login/code?next=%2Fadmin',
      headers: { ...BROWSER, cookie: attempt },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Enter the 6-digit code from your authenticator app');
    const form = (code: string) => browserPost('/login/code', { code, next: '/admin' }, attempt);
    const wrong = await form(codeAt(secret, 7));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('That code is not correct');
    const right = await form(codeAt(secret, 1));
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/admin');
    // Without an attempt, the code page sends the user to the password.
    const none = await t.app.inject({ method: 'GET', url: '/login/code', headers: BROWSER });
    expect(none.headers.location).toBe('/login');
  });
});

describe("the organisation's requirement", () => {
  const setRequired = (requireTotp: boolean, cookie = admin.cookie) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/totp',
      payload: { requireTotp },
      headers: { cookie, origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host },
    });

  it('forces staff without an authenticator to set one up before anything else', async () => {
    const adminEnrolled = await enrol(admin.cookie);
    const member = await newMember(['statuspage:edit', 'staff:manage']);
    // Only staff:manage decides it.
    const editor = await newMember(['statuspage:edit', 'settings:edit']);
    expect((await setRequired(true, editor.cookie)).statusCode).toBe(403);
    expect((await setRequired(true)).statusCode).toBe(200);
    expect(await auditsOf(acme.org.id)).toContain('settings.totp_required');

    // The member's session reaches only the set-up.
    const refused = await api.get('/api/admin/staff', member.cookie);
    expect(refused.statusCode).toBe(403);
    expect(errorBodyOf(refused).message).toMatch(/requires two-step sign-in/);
    const adminPage = await t.app.inject({
      method: 'GET',
      url: '/admin',
      headers: { ...BROWSER, cookie: member.cookie },
    });
    expect(adminPage.statusCode).toBe(200);
    expect(adminPage.body).toContain('"mustEnrolTotp":true');
    const status = await api.get('/api/admin/account/totp', member.cookie);
    expect(status.json()).toMatchObject({ enabled: false, requiredByOrganisation: true });

    // A fresh password sign-in lands on the set-up page.
    const signedIn = await browserPost('/login', {
      email: member.email,
      password: member.password,
    });
    expect(signedIn.headers.location).toBe('/admin/account');

    at(1);
    await enrol(member.cookie, 1);
    expect((await api.get('/api/admin/staff', member.cookie)).statusCode).toBe(200);

    // Enrolled staff are unaffected; turning it off lets the others back in.
    at(2);
    expect(
      (
        await api.post(
          '/api/admin/account/totp/disable',
          { code: codeAt(adminEnrolled.secret, 2) },
          admin.cookie,
        )
      ).statusCode,
    ).toBe(204);
    expect((await setRequired(true)).statusCode).toBe(403);
    at(3);
    await enrol(admin.cookie, 3);
    expect((await setRequired(false)).statusCode).toBe(200);
    const off = await api.post(
      '/api/admin/account/totp/disable',
      { password: admin.password },
      admin.cookie,
    );
    expect(off.statusCode).toBe(204);
  });
});

describe("an admin's reset", () => {
  it("removes a member's authenticator, audited; the member signs in with the password alone", async () => {
    const manager = await newMember(['staff:manage']);
    const member = await newMember();
    await enrol(member.cookie);
    const enrolled = await api.get('/api/admin/staff/totp', manager.cookie);
    expect(enrolled.json<{ enrolled: string[] }>().enrolled).toContain(member.id);
    expect((await api.delete(`/api/admin/staff/${member.id}/totp`, member.cookie)).statusCode).toBe(
      403,
    );

    const reset = await api.delete(`/api/admin/staff/${member.id}/totp`, manager.cookie);
    expect(reset.statusCode).toBe(204);
    expect(await auditsOf(member.id)).toContain('staff.totp_reset');
    expect(await hasRows(member.id)).toBe(false);
    expect((await passwordStep(member.email, member.password)).json()).toEqual({ ok: true });
    // Nothing to reset twice; another organisation's member is not found.
    expect(
      (await api.delete(`/api/admin/staff/${member.id}/totp`, manager.cookie)).statusCode,
    ).toBe(409);
    const other = await buildOrg(db(), { name: 'Globex' });
    const stranger = await buildStaffUser(db(), { org: other.org });
    expect(
      (await api.delete(`/api/admin/staff/${stranger.user.id}/totp`, manager.cookie)).statusCode,
    ).toBe(404);
  });
});

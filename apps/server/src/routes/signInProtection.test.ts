import { and, eq } from 'drizzle-orm';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { SIGN_IN_LIMITS } from '../auth/signInLimits.js';
import { DEVICE_COOKIE } from '../auth/deviceCookie.js';
import { buildOrg, buildStaffUser } from '../db/factories.js';
import { verifyAuditChain } from '../db/audit.js';
import { auditLog } from '../db/schema/index.js';
import { pageDataOf, STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { BROWSER } from '../testing/testApp.js';
import { errorBodyOf } from '../testing/errorBody.js';

const { t, f } = usePortalTestApp();
const JSON_HEADERS = { 'content-type': 'application/json' };
const FORM = { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' };
const WORDING = 'Too many sign-in attempts. Please wait a minute and try again.';

let otherOrgId: string;
beforeAll(async () => {
  otherOrgId = (await buildOrg(t.database.db, { slug: 'globex' })).org.id;
});

// With logging off, every request logs through the app's one (silent) logger.
let warned: MockInstance;
beforeEach(() => {
  warned = vi.spyOn(t.app.log, 'warn');
});
afterEach(() => warned.mockRestore());

let nextAddress = 1;
/** Each test signs in from addresses no other test used, so their counts do not mix. */
const freshAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;

const attempt = (
  email: string,
  ip: string,
  extra: { password?: string; next?: string; host?: string; cookie?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/login',
    headers: {
      ...JSON_HEADERS,
      ...(extra.host ? { host: extra.host } : {}),
      ...(extra.cookie ? { cookie: extra.cookie } : {}),
    },
    payload: { email, password: extra.password ?? 'a-wrong-guess', next: extra.next },
    remoteAddress: ip,
  });

const auditRows = (action: string, email: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, email)));

describe('sign-in limits', () => {
  it('limits one address trying many e-mails, whatever the e-mail', async () => {
    const ip = freshAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.points; i++) {
      expect((await attempt(`spray-${i}@acme.example`, ip)).statusCode).toBe(401);
    }
    const limited = await attempt('spray-new@acme.example', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'rate_limited', message: WORDING });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before the password check: even the right password does not get in.
    expect((await attempt(STAFF_EMAIL, ip, { password: STAFF_PASSWORD })).statusCode).toBe(429);
    // Another address is not affected.
    expect((await attempt('spray-new@acme.example', freshAddress())).statusCode).toBe(401);
  }, 30_000);

  it('limits one e-mail tried from many addresses', async () => {
    const email = 'target@acme.example';
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.points; i++) {
      expect((await attempt(email, freshAddress())).statusCode).toBe(401);
    }
    const limited = await attempt(email, freshAddress());
    expect(limited.statusCode).toBe(429);
    expect(errorBodyOf(limited).message).toBe(WORDING);
    // Other e-mails from new addresses still get their answer.
    expect((await attempt('bystander@acme.example', freshAddress())).statusCode).toBe(401);
  }, 30_000);

  it('never counts a sign-in with the right password: a team behind one address signs in freely', async () => {
    const ip = freshAddress();
    const times = SIGN_IN_LIMITS.perAddress.points + 5;
    for (let i = 0; i < times; i++) {
      const response = await attempt(STAFF_EMAIL, ip, { password: STAFF_PASSWORD });
      expect(response.statusCode).toBe(200);
    }
    // Guesses from that address still count, and are limited as before.
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.points; i++) {
      expect((await attempt(`guess-${i}@acme.example`, ip)).statusCode).toBe(401);
    }
    expect((await attempt('guess-more@acme.example', ip)).statusCode).toBe(429);
  }, 60_000);

  it('shows the limit on the login page with its usual wording for a browser', async () => {
    const ip = freshAddress();
    const form = new URLSearchParams({ email: 'browser@acme.example', password: 'guess' });
    const responses = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.perEmail.points; i++) {
      responses.push(
        await t.app.inject({
          method: 'POST',
          url: '/login',
          headers: FORM,
          payload: form.toString(),
          remoteAddress: ip,
        }),
      );
    }
    const response = responses.at(-1);
    expect(response?.statusCode).toBe(429);
    expect(response?.headers['retry-after']).toBeDefined();
    expect(pageDataOf(response?.body ?? '')).toMatchObject({ kind: 'login', error: WORDING });
  }, 30_000);
});

/** The device cookie a successful sign-in set, as a Cookie header value. */
function deviceCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error('no device cookie');
  return `${DEVICE_COOKIE}=${cookie.value}`;
}

describe('device cookies (OWASP): strangers cannot keep a staff member out', () => {
  it('lets a browser that signed in before sign in while strangers lock the e-mail', async () => {
    const owner = await buildStaffUser(t.database.db, { org: f.org, scopes: ['audit:view'] });
    const email = owner.user.email;
    const password = owner.password;
    const first = await attempt(email, freshAddress(), { password });
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(first.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      path: '/login',
    });

    // Strangers use up the e-mail's attempts: the e-mail is locked for them.
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.points; i++) {
      expect((await attempt(email, freshAddress())).statusCode).toBe(401);
    }
    const stranger = await attempt(email, freshAddress(), { password });
    expect(stranger.statusCode).toBe(429);
    expect(errorBodyOf(stranger).message).toBe(WORDING);

    // The owner's browser signs in, and gets a fresh device cookie.
    const back = await attempt(email, freshAddress(), { password, cookie: device });
    expect(back.statusCode).toBe(200);
    const renewed = deviceCookieOf(back);
    expect(renewed).not.toBe(device);

    // Another user's device cookie, or one altered to name this e-mail, is no device.
    const other = await buildStaffUser(t.database.db, { org: f.org, scopes: [] });
    const theirs = deviceCookieOf(
      await attempt(other.user.email, freshAddress(), { password: other.password }),
    );
    expect((await attempt(email, freshAddress(), { password, cookie: theirs })).statusCode).toBe(
      429,
    );
    const [header, , signature] = theirs.slice(DEVICE_COOKIE.length + 1).split('.');
    const claims = JSON.parse(
      Buffer.from(theirs.split('.')[1]!, 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    const forgedClaims = Buffer.from(JSON.stringify({ ...claims, sub: email })).toString(
      'base64url',
    );
    const forged = `${DEVICE_COOKIE}=${header}.${forgedClaims}.${signature}`;
    expect((await attempt(email, freshAddress(), { password, cookie: forged })).statusCode).toBe(
      429,
    );

    // The device has a limit of its own: a stolen cookie only guesses at that pace.
    for (let i = 0; i < SIGN_IN_LIMITS.perDevice.points; i++) {
      expect((await attempt(email, freshAddress(), { cookie: renewed })).statusCode).toBe(401);
    }
    expect((await attempt(email, freshAddress(), { password, cookie: renewed })).statusCode).toBe(
      429,
    );
  }, 60_000);
});

describe('failed sign-ins are logged and audited', () => {
  it('a wrong password: an audit row in the account’s organisation, a warning without it', async () => {
    const ip = freshAddress();
    const password = 'the-guessed-password';
    expect((await attempt(STAFF_EMAIL, ip, { password })).statusCode).toBe(401);

    const rows = await auditRows('auth.sign_in_failed', STAFF_EMAIL);
    const row = rows.find((r) => r.ip === ip);
    expect(row).toMatchObject({
      orgId: f.org.id,
      actorType: 'visitor',
      actorId: null,
      entityType: 'sign_in',
      after: { email: STAFF_EMAIL, reason: 'wrong_password' },
    });
    expect(JSON.stringify(rows)).not.toContain(password);
    expect(await verifyAuditChain(t.database.db, f.org.id)).toMatchObject({ ok: true });

    const warning = warned.mock.calls.find(([, message]) => message === 'sign-in failed');
    expect(warning?.[0]).toMatchObject({ ip, reason: 'wrong_password' });
    expect(JSON.stringify(warned.mock.calls)).not.toContain(password);
    expect(JSON.stringify(warned.mock.calls)).not.toContain(STAFF_EMAIL);
  });

  it('an unknown e-mail: audited under the organisation of the portal the login is for', async () => {
    const ip = freshAddress();
    await attempt('nobody-1@nowhere.example', ip, { next: '/globex' });
    await attempt('nobody-2@nowhere.example', ip, { host: 'trust.acme.test' });
    await attempt('nobody-3@nowhere.example', ip);

    const [viaNext] = await auditRows('auth.sign_in_failed', 'nobody-1@nowhere.example');
    const [viaDomain] = await auditRows('auth.sign_in_failed', 'nobody-2@nowhere.example');
    const [viaDefault] = await auditRows('auth.sign_in_failed', 'nobody-3@nowhere.example');
    expect(viaNext).toMatchObject({ orgId: otherOrgId, ip, after: { reason: 'unknown_email' } });
    expect(viaDomain?.orgId).toBe(f.org.id);
    expect(viaDefault?.orgId).toBe(f.org.id);
    expect(await verifyAuditChain(t.database.db, otherOrgId)).toMatchObject({ ok: true });
  });

  it('a limit hit: logged and audited once per window with the limit reached', async () => {
    const ip = freshAddress();
    const email = 'limited@acme.example';
    const refused = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.points + 3; i++) {
      refused.push((await attempt(email, ip)).statusCode);
    }
    expect(refused.filter((status) => status === 429)).toHaveLength(3);

    // Three refused attempts, one record: a flood does not become a flood of audit writes.
    const rows = await auditRows('auth.sign_in_rate_limited', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      orgId: f.org.id,
      actorType: 'visitor',
      ip,
      after: { email, scope: 'email' },
    });
    // The refused attempt was not also counted as a failed password.
    expect(await auditRows('auth.sign_in_failed', email)).toHaveLength(
      SIGN_IN_LIMITS.perEmail.points,
    );
    const warnings = warned.mock.calls.filter(
      ([, message]) => message === 'sign-in attempts over the limit',
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.[0]).toMatchObject({ ip, scope: 'email' });
  }, 30_000);
});

describe('a flood of sign-ins', () => {
  it('gets quick 503s with Retry-After once every password check place is taken', async () => {
    const flood = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attempt(`flood-${i}@acme.example`, freshAddress())),
    );
    const statuses = new Set(flood.map((r) => r.statusCode));
    expect([...statuses].sort()).toEqual([401, 503]);
    for (const busy of flood.filter((r) => r.statusCode === 503)) {
      expect(busy.json()).toEqual({ code: 'busy', message: WORDING });
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    }
  }, 60_000);
});

import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../db/schema/index.js';
import {
  buildPortalFixture,
  pageDataOf,
  portalViewOf,
  STAFF_EMAIL,
  STAFF_PASSWORD,
} from '../testing/portalFixture.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { BROWSER, createTestApp, sessionCookieFrom, signInAs } from '../testing/testApp.js';

const FORM = { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const { t, f } = usePortalTestApp();

/** The portal as the browser holding `cookie` sees it. */
const portalWith = async (cookie: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/acme',
    headers: { ...BROWSER, cookie },
  });
  return portalViewOf(response.body);
};

const login = (payload: string, headers: Record<string, string> = FORM, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/login', headers, payload, remoteAddress });

describe('sign-in', () => {
  it('renders the login page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: BROWSER });
    expect(response.statusCode).toBe(200);
    expect(pageDataOf(response.body)).toMatchObject({ kind: 'login', error: null });
    expect(response.body).toContain('name="password"');
  });

  it('sends a signed-in user on to the portal they came for instead of the form', async () => {
    const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { ...BROWSER, cookie } });

    const plain = await get('/login');
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/acme');
    expect(plain.body).not.toContain('name="password"');

    const withNext = await get(`/login?next=${encodeURIComponent('/acme?product=mobile')}`);
    expect(withNext.headers.location).toBe('/acme?product=mobile');

    const offSite = await get(`/login?next=${encodeURIComponent('//evil.example/')}`);
    expect(offSite.headers.location).toBe('/acme');
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await login(
      JSON.stringify({ email: STAFF_EMAIL, password: 'nope-nope' }),
      { 'content-type': 'application/json' },
      '10.0.0.1',
    );
    const unknownEmail = await login(
      JSON.stringify({ email: 'nobody@acme.example', password: 'nope-nope' }),
      { 'content-type': 'application/json' },
      '10.0.0.1',
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Incorrect email or password.',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toEqual([]);
  });

  it('shows the error on the login page for a browser form post, keeping the e-mail', async () => {
    const response = await login(
      form({ email: STAFF_EMAIL, password: 'wrong-password' }),
      FORM,
      '10.0.0.2',
    );
    expect(response.statusCode).toBe(401);
    expect(pageDataOf(response.body)).toEqual({
      kind: 'login',
      error: 'Incorrect email or password.',
      email: STAFF_EMAIL,
      next: null,
    });
    expect(response.body).not.toContain('wrong-password');
  });

  it('explains a missing e-mail with the spec message', async () => {
    const response = await login(form({ email: '', password: 'x' }), FORM, '10.0.0.3');
    expect(response.statusCode).toBe(400);
    expect(pageDataOf(response.body)).toMatchObject({ error: 'You must provide an email.' });
  });

  it('signs in with an HttpOnly SameSite cookie and redirects to the portal', async () => {
    const response = await login(
      form({ email: STAFF_EMAIL.toUpperCase(), password: STAFF_PASSWORD }),
      FORM,
      '10.0.0.4',
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/acme');
    const cookie = response.cookies.find((c) => c.name === 'candor_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const expires = new Date(cookie!.expires!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(12 * 3600_000);

    // Only the token's hash is stored.
    const tokenHash = createHash('sha256').update(cookie!.value).digest('hex');
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash));
    expect(rows).toHaveLength(1);

    const { viewer } = await portalWith(sessionCookieFrom(response));
    expect(viewer.mode).toBe('main');
    expect(viewer.staff?.displayName).toBe('Ada Admin');
  });

  it('redirects to a same-site `next` only', async () => {
    const inside = await login(
      form({ email: STAFF_EMAIL, password: STAFF_PASSWORD, next: '/acme?product=mobile' }),
      FORM,
      '10.0.0.5',
    );
    expect(inside.headers.location).toBe('/acme?product=mobile');
    const outside = await login(
      form({ email: STAFF_EMAIL, password: STAFF_PASSWORD, next: '//evil.example/' }),
      FORM,
      '10.0.0.5',
    );
    expect(outside.headers.location).toBe('/acme');
    const normalizedOutside = await login(
      form({ email: STAFF_EMAIL, password: STAFF_PASSWORD, next: '/..//evil.example' }),
      FORM,
      '10.0.0.5',
    );
    expect(normalizedOutside.headers.location).toBe('/acme');
  });

  it('refuses a sign-in posted from another site', async () => {
    const response = await login(
      form({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
      { ...FORM, origin: 'https://evil.example' },
      '10.0.0.6',
    );
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });

  it('writes one audit row for the new session', async () => {
    // Other tests of this file sign in too: only the rows this sign-in adds are looked at.
    const sessionRows = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.action, 'session.created')))
        .orderBy(auditLog.id);
    const before = await sessionRows();
    await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const after = await sessionRows();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      actorType: 'staff',
      actorId: f.staff.user.id,
      entityType: 'session',
    });
  });

  it('treats an expired session as a visitor', async () => {
    const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const token = cookie.split('=')[1]!;
    const tokenHash = createHash('sha256').update(token).digest('hex');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, tokenHash));
    expect((await portalWith(cookie)).viewer.mode).toBe('public');
  });
});

describe('sign-out', () => {
  it('deletes the session, clears the cookie, audits and returns to the portal', async () => {
    const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { ...BROWSER, cookie },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/acme');
    const cleared = response.cookies.find((c) => c.name === 'candor_session');
    expect(cleared?.value).toBe('');
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());

    const tokenHash = createHash('sha256').update(cookie.split('=')[1]!).digest('hex');
    const left = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash));
    expect(left).toEqual([]);

    expect((await portalWith(cookie)).viewer.mode).toBe('public');

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.action, 'session.deleted')));
    expect(audit).toHaveLength(1);
  });
});

describe('sign-in over https', () => {
  it('marks the session cookie Secure', async () => {
    const secure = await createTestApp({
      config: { baseUrl: 'https://trust.example.com', secureCookies: true },
    });
    try {
      const fx = await buildPortalFixture(secure.database.db, secure.fileStore);
      const response = await secure.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/json' },
        payload: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(response.cookies.find((c) => c.name === 'candor_session')?.secure).toBe(true);
      expect(fx.org.slug).toBe('acme');
    } finally {
      await secure.close();
    }
  });
});

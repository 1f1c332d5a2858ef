/**
 * The organisation's scripts settings (visitor-portal.md §3) and the portal's per-organisation
 * Content-Security-Policy (issue 11 §6).
 */
import { UNSUPPORTED_COOKIE_BANNER } from '@candor/domain';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOrg, buildStaffUser } from '../../db/factories.js';
import { auditLog, portalCustomizations } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { STAFF_EMAIL, STAFF_PASSWORD, portalViewOf } from '../../testing/portalFixture.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { signInAs, TEST_BASE_URL } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp();

let adminCookie: string;
beforeAll(async () => {
  adminCookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
  await buildOrg(t.database.db, { slug: 'other', name: 'Other Org' });
});

const headers = () => ({
  cookie: adminCookie,
  origin: TEST_BASE_URL,
  host: new URL(TEST_BASE_URL).host,
});

const patch = (payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/admin/settings', payload, headers: headers() });

const cspOf = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return String(response.headers['content-security-policy']);
};

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

const storedScripts = async () => {
  const [row] = await t.database.db
    .select({ scripts: portalCustomizations.scripts })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, f.org.id));
  return row?.scripts;
};

describe('scripts settings', () => {
  it('keeps the strict policy while no script is configured', async () => {
    const csp = await cspOf('/acme');
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
  });

  it('gives a scheme-less script URL https, and widens only this organisation’s policy for GA', async () => {
    const response = await patch({
      scripts: { gtag: 'www.googletagmanager.com/gtag/js?id=G-TEST123' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { settings } = response.json<{ settings: { scripts: { gtag?: string } } }>();
    expect(settings.scripts.gtag).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');

    const csp = await cspOf('/acme');
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(csp, 'img-src')).toContain('https://*.google-analytics.com');

    const other = await cspOf('/other');
    expect(other).not.toContain('googletagmanager');
    expect(other).not.toContain('google-analytics');
    expect(directive(other, 'script-src')).toEqual(["'self'"]);

    // The page tells the browser which script waits for which consent, and who asks.
    const view = portalViewOf((await t.app.inject({ method: 'GET', url: '/acme' })).body);
    expect(view.shell?.consent).toEqual({
      scripts: [
        {
          vendor: 'gtag',
          category: 'analytics',
          src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
        },
      ],
      banner: { kind: 'candor' },
    });
  });

  it('allows each vendor’s hosts (Intercom frames and sockets, Cookiebot’s banner)', async () => {
    const response = await patch({
      scripts: {
        intercom: 'https://widget.intercom.io/widget/abc123',
        cookie_banner: { show: true, type: 'cookiebot', cbid: 'cb-123' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const csp = await cspOf('/acme');
    expect(directive(csp, 'script-src')).toEqual(
      expect.arrayContaining(['https://widget.intercom.io', 'https://consent.cookiebot.com']),
    );
    expect(directive(csp, 'connect-src')).toContain('wss://*.intercom.io');
    expect(directive(csp, 'frame-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://*.intercom.io',
        'https://consentcdn.cookiebot.com',
      ]),
    );
    // The earlier GA setting was replaced by this save.
    expect(csp).not.toContain('googletagmanager');
  });

  it.each([
    [{ gtag: 'http://www.googletagmanager.com/gtag/js' }, 'Script URLs must use https.'],
    [{ hubspot: 'javascript:alert(1)' }, 'Please enter a valid script URL.'],
    [{ intercom: 'not a url' }, 'Please enter a valid script URL.'],
    [{ gtm: 'https://user:pw@evil.example/gtm.js' }, 'Please enter a valid script URL.'],
    [{ google_ua: 'data:text/javascript,alert(1)' }, 'Please enter a valid script URL.'],
    [{ cookie_banner: { show: true, type: 'quantcast' } }, UNSUPPORTED_COOKIE_BANNER],
  ])('refuses %j with a clear 400, storing nothing', async (scripts, message) => {
    const before = await storedScripts();
    const response = await patch({ scripts });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(message);
    expect(await storedScripts()).toEqual(before);
  });

  it('accepts http only for a loopback host (a local test server)', async () => {
    const response = await patch({ scripts: { gtag: 'http://127.0.0.1:4999/gtag.js?id=G-LOCAL' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(directive(await cspOf('/acme'), 'script-src')).toContain('http://127.0.0.1:4999');
  });

  it('shows staff an unsupported banner type stored by an older version, and loads nothing', async () => {
    await t.database.db
      .update(portalCustomizations)
      .set({
        scripts: {
          gtag: 'https://www.googletagmanager.com/gtag/js',
          cookie_banner: { show: true, type: 'quantcast' },
        },
      })
      .where(eq(portalCustomizations.orgId, f.org.id));
    await patch({ portalTitle: 'Trust Center' }); // bumps the revision: the new setup is read
    const staffPage = await t.app.inject({
      method: 'GET',
      url: '/acme',
      headers: { cookie: adminCookie },
    });
    expect(staffPage.body).toContain(UNSUPPORTED_COOKIE_BANNER);
    const view = portalViewOf(staffPage.body);
    expect(view.shell?.consent?.banner).toEqual({ kind: 'unsupported', type: 'quantcast' });
  });
});

describe('scripts are their own scope, and never run beside a staff session (issue 21 §9)', () => {
  it('refuses settings:edit without scripts:edit (403, nothing stored); the change is audited', async () => {
    const editor = await buildStaffUser(t.database.db, { org: f.org, scopes: ['settings:edit'] });
    const editorCookie = await signInAs(t.app, editor.user.email, editor.password);
    const before = await storedScripts();
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { scripts: { gtm: 'https://evil.example/gtm.js' } },
      headers: { ...headers(), cookie: editorCookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(await storedScripts()).toEqual(before);
    // Other settings stay theirs to change.
    const title = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { portalTitle: 'Trust Center' },
      headers: { ...headers(), cookie: editorCookie },
    });
    expect(title.statusCode, title.body).toBe(200);

    const allowed = await patch({ scripts: { gtm: 'https://www.googletagmanager.com/gtm.js' } });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.action, 'settings.updated')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.after).toEqual({
      scripts: { gtm: 'https://www.googletagmanager.com/gtm.js' },
    });
  });

  it("leaves the scripts out of a signed-in staff member's page; the anonymous page has them", async () => {
    const response = await patch({
      scripts: {
        gtm: 'https://www.googletagmanager.com/gtm.js?id=GTM-STAFF',
        cookie_banner: { show: true, type: 'cookiebot', cbid: 'abc-123' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);

    const anonymous = await t.app.inject({ method: 'GET', url: '/acme' });
    expect(anonymous.body).toContain('GTM-STAFF');
    expect(portalViewOf(anonymous.body).shell?.consent?.scripts).toHaveLength(1);
    expect(String(anonymous.headers['content-security-policy'])).toContain('googletagmanager');

    const staff = await t.app.inject({
      method: 'GET',
      url: '/acme',
      headers: { cookie: adminCookie },
    });
    expect(staff.statusCode).toBe(200);
    expect(portalViewOf(staff.body).viewer.mode).toBe('main');
    expect(staff.body).not.toContain('GTM-STAFF');
    expect(staff.body).not.toContain('cookiebot');
    expect(portalViewOf(staff.body).shell?.consent).toBeNull();
    expect(directive(String(staff.headers['content-security-policy']), 'script-src')).toEqual([
      "'self'",
    ]);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOrg, buildStaffUser } from '../db/factories.js';
import { orgFeatures } from '../db/schema/index.js';
import { pageDataOf, STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { BROWSER, signInAs } from '../testing/testApp.js';

const { t, f } = usePortalTestApp();

const get = (url: string, cookie?: string, host?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...BROWSER, ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) },
  });

const adminOf = (html: string) => {
  const page = pageDataOf(html);
  if (page.kind !== 'admin') throw new Error(`expected the admin page, got ${page.kind}`);
  return page.admin;
};

describe('GET /admin', () => {
  it('sends a visitor to sign in and back to the address they asked for', async () => {
    for (const url of ['/admin', '/admin/settings', '/admin/audit?action=settings.update']) {
      const response = await get(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/login?next=${encodeURIComponent(url)}`);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves staff the private area with who they are and their organisation', async () => {
    const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    for (const url of ['/admin', '/admin/settings', '/admin/no-such-page/deeper']) {
      const response = await get(url, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      // The server draws the loading screen; the browser mounts the private area's code.
      expect(response.body).toContain('Loading…');
      const admin = adminOf(response.body);
      expect(admin.user).toMatchObject({ email: STAFF_EMAIL, displayName: 'Ada Admin' });
      expect(admin.abilities.sections).toContain('settings');
      expect(admin.org).toEqual({
        id: f.org.id,
        name: 'Acme Corp',
        slug: 'acme',
        portalUrl: '/acme',
      });
    }
  });

  it('names the portal at the root of the organisation’s own domain', async () => {
    const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const response = await get('/admin', cookie, 'trust.acme.test');
    expect(adminOf(response.body).org?.portalUrl).toBe('/');
  });

  it('carries the abilities a limited staff member holds, and no more', async () => {
    const { user, password } = await buildStaffUser(t.database.db, {
      org: f.org,
      email: 'editor@acme.example',
      scopes: ['statuspage:edit'],
    });
    const cookie = await signInAs(t.app, user.email, password);
    const admin = adminOf((await get('/admin/settings', cookie)).body);
    expect(admin.abilities.sections).toEqual([
      'documents',
      'updates',
      'subscribers',
      'knowledge-base',
    ]);
    expect(admin.abilities.actions).toMatchObject({
      editContent: true,
      composeUpdates: true,
      manageAccess: false,
      editSettings: false,
    });
  });

  it('opens Trust updates to whoever the policy lets compose them: updates:edit alone too', async () => {
    const { user, password } = await buildStaffUser(t.database.db, {
      org: f.org,
      email: 'writer@acme.example',
      scopes: ['updates:edit'],
    });
    const cookie = await signInAs(t.app, user.email, password);
    const admin = adminOf((await get('/admin/updates', cookie)).body);
    expect(admin.abilities.sections).toEqual(['updates']);
    expect(admin.abilities.actions.composeUpdates).toBe(true);
  });

  it('carries the plan and the features it gives, with the flags on top', async () => {
    const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const selfHosted = adminOf((await get('/admin', cookie)).body);
    expect(selfHosted.plan).toBe('self_hosted');
    expect(selfHosted.features.sectionCustomization).toBe(true);

    await t.database.db
      .update(orgFeatures)
      .set({ plan: 'starter', flags: { cardRenaming: true } })
      .where(eq(orgFeatures.orgId, f.org.id));
    const starter = adminOf((await get('/admin', cookie)).body);
    expect(starter.plan).toBe('starter');
    expect(starter.features.sectionCustomization).toBe(false);
    expect(starter.features.cardRenaming).toBe(true);
  });

  it('is never an organisation’s portal, even one whose slug is admin', async () => {
    await buildOrg(t.database.db, { slug: 'admin', name: 'Admin Org' });
    const response = await get('/admin');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?next=%2Fadmin');
  });
});

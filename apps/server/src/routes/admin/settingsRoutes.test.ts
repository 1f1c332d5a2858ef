import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../db/audit.js';
import { assets, auditLog } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { multipartFile, type MultipartRequest } from '../../testing/multipart.js';
import { portalViewOf } from '../../testing/portalFixture.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import { browserHeaders } from '../../testing/staffRequest.js';
import { imageSize, noiseImage, solidImage, SVG_WITH_SCRIPT } from '../../testing/testImages.js';
import { TEST_BASE_URL } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp();

// Edits the portal's content, but not its settings.
const sessions = useStaffSessions(t, f, ['statuspage:edit']);

const getSettings = async (cookie = sessions.admin) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/settings',
    headers: browserHeaders(cookie),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ settings: Record<string, unknown> }>().settings;
};

const patchSettings = (payload: unknown, cookie?: string, origin = TEST_BASE_URL) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    payload: payload as object,
    headers: { ...browserHeaders(cookie), origin },
  });

const upload = (
  kind: string,
  body: MultipartRequest,
  cookie: string | undefined = sessions.admin,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/settings/${kind}`,
    payload: body.payload,
    headers: { ...browserHeaders(cookie), ...body.headers },
  });

const removeImage = (kind: string, cookie = sessions.admin) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/admin/settings/${kind}`,
    headers: browserHeaders(cookie),
  });

const settingsAudits = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.entityType, 'settings')));

const publicPage = async () => (await t.app.inject({ method: 'GET', url: '/acme' })).body;

const storedFiles = () =>
  readdirSync(path.join(t.fileStore.rootDir, 'orgs', f.org.id, 'assets'), { withFileTypes: true })
    .length;

const fetchAsset = (url: string) => t.app.inject({ method: 'GET', url });

/** Asserts a refused request changed nothing a client can see. */
async function expectUnchanged(action: () => Promise<void>) {
  const [settings, page, audits] = await Promise.all([
    getSettings(),
    publicPage(),
    settingsAudits(),
  ]);
  await action();
  expect(await getSettings()).toEqual(settings);
  expect(await publicPage()).toBe(page);
  expect(await settingsAudits()).toHaveLength(audits.length);
}

describe('GET /api/admin/settings', () => {
  it("answers the organisation's settings", async () => {
    const settings = await getSettings();
    expect(settings.revision).toEqual(expect.any(Number));
    // The fixture's portal is published: when is a timestamp.
    expect({ ...settings, revision: undefined, publishedAt: typeof settings.publishedAt }).toEqual({
      portalTitle: 'Trust Center',
      showPortalTitle: true,
      brandColor: null,
      supportMailbox: 'support@acme.example',
      securityMailbox: 'security@acme.example',
      contactSupport: { enabled: true, onClickAction: 'send-email', url: null },
      reportIssue: { enabled: true, onClickAction: 'send-email', url: null },
      publicAccessLevel: 'PublicContentOnly',
      bannerLevel: 'medium',
      scripts: {},
      welcomeEnabled: false,
      termsUrl: null,
      privacyUrl: null,
      disclosurePolicyUrl: null,
      questionnairesEnabled: true,
      commentsEnabled: true,
      updatesSubscriptionEnabled: true,
      bulkDownloadEnabled: true,
      publishedAt: 'string',
      accessRequestFields: {},
      subscribeTermsRequired: false,
      logoUrl: null,
      faviconUrl: null,
      bannerUrl: null,
      revision: undefined,
    });
  });

  it('is refused to staff without settings:edit (403) and to visitors (401)', async () => {
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: browserHeaders(sessions.limited),
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/settings' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/settings', () => {
  it('saves, audits once, and the cached public portal shows it', async () => {
    const before = await publicPage();
    expect(await publicPage()).toBe(before);
    const auditsBefore = (await settingsAudits()).length;

    const response = await patchSettings(
      {
        portalTitle: '  Acme Security  ',
        showPortalTitle: false,
        brandColor: '#FFD43B',
        supportMailbox: 'Help@Acme.example',
        contactSupport: {
          enabled: true,
          onClickAction: 'direct-to-site',
          url: 'help.acme.example/contact',
        },
        reportIssue: { enabled: false, onClickAction: 'send-email' },
        bannerLevel: 'none',
        publicAccessLevel: 'Minimal',
        questionnairesEnabled: false,
      },
      sessions.admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ settings: Record<string, unknown>; message: string }>();
    expect(body.message).toBe('Settings saved');
    expect(body.settings).toMatchObject({
      portalTitle: 'Acme Security',
      showPortalTitle: false,
      questionnairesEnabled: false,
      commentsEnabled: true,
      brandColor: '#ffd43b',
      supportMailbox: 'help@acme.example',
      contactSupport: {
        enabled: true,
        onClickAction: 'direct-to-site',
        url: 'https://help.acme.example/contact',
      },
    });
    expect(await getSettings()).toEqual(body.settings);

    const audits = await settingsAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)).toMatchObject({
      action: 'settings.updated',
      actorId: f.staff.user.id,
      before: { portalTitle: 'Trust Center', brandColor: null },
      after: { portalTitle: 'Acme Security', brandColor: '#ffd43b' },
    });
    expect(await verifyAuditChain(t.database.db, f.org.id)).toMatchObject({ ok: true });

    const html = await publicPage();
    const view = portalViewOf(html);
    expect(view.customization).toMatchObject({
      portalTitle: 'Acme Security',
      showPortalTitle: false,
      brandColor: '#ffd43b',
      bannerLevel: 'none',
      publicAccessLevel: 'Minimal',
      supportMailbox: 'help@acme.example',
    });
    const help = view.sections.find((section) => section.id === 'help');
    expect(help).toMatchObject({
      contactSupport: { enabled: true, href: 'https://help.acme.example/contact' },
      reportIssue: { enabled: false },
    });
    // The portal title is no longer shown in the header, only in the page title.
    expect(html).not.toMatch(/<h1[^>]*>[^<]*Acme Security/);
    // The brand colour restyles the page; on this light yellow, text takes a darker shade.
    const brand = /<style data-candor-brand="">([^<]*)<\/style>/.exec(html)?.[1];
    expect(brand).toContain('--candor-accent-fill:#ffd43b');
    expect(brand).toContain('--candor-on-accent-fill:#101828');
    expect(brand).toMatch(/--candor-accent-strong:#(?!ffd43b)[0-9a-f]{6}/);
  });

  it('clears the brand colour back to the theme', async () => {
    const response = await patchSettings({ brandColor: null }, sessions.admin);
    expect(response.statusCode).toBe(200);
    expect(await publicPage()).not.toContain('data-candor-brand');
  });

  it.each([
    [{ portalTitle: 'x'.repeat(61) }, 'Portal title must be at most 60 characters'],
    [{ portalTitle: '   ' }, 'Portal title is required'],
    [{ brandColor: 'red' }, 'Brand colour must be a hex colour such as #1c7ed6'],
    [{ supportMailbox: 'not-an-address' }, 'Please enter a valid e-mail address'],
    [{ supportMailbox: `${'a'.repeat(250)}@x.io` }, 'E-mail address is too long'],
    [
      {
        reportIssue: { enabled: true, onClickAction: 'direct-to-site', url: 'javascript:alert(1)' },
      },
      'Please enter a valid URL.',
    ],
  ])('refuses %j with its message, changing nothing', async (payload, message) => {
    await expectUnchanged(async () => {
      const response = await patchSettings(payload, sessions.admin);
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).message).toBe(message);
    });
  });

  it('refuses wrong types and fields the form does not have', async () => {
    await expectUnchanged(async () => {
      for (const payload of [
        { showPortalTitle: 'yes' },
        { publicAccessLevel: 'Everything' },
        { orgId: '00000000-0000-0000-0000-000000000000' },
        { revision: 99 },
        [],
      ]) {
        const response = await patchSettings(payload, sessions.admin);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorBodyOf(response).code).toBe('validation_failed');
      }
    });
  });

  it('is refused to staff without settings:edit, to visitors and across sites', async () => {
    await expectUnchanged(async () => {
      const editor = await patchSettings({ portalTitle: 'Hacked' }, sessions.limited);
      expect(editor.statusCode).toBe(403);
      expect(errorBodyOf(editor).code).toBe('forbidden');
      expect((await patchSettings({ portalTitle: 'Hacked' })).statusCode).toBe(401);
      const crossSite = await patchSettings(
        { portalTitle: 'Hacked' },
        sessions.admin,
        'https://evil.example',
      );
      expect(crossSite.statusCode).toBe(403);
    });
  });
});

describe('PUT and DELETE /api/admin/settings/{logo|favicon|banner}', () => {
  it('stores the logo at most 512 px wide, served by the asset route and shown on the portal', async () => {
    const auditsBefore = (await settingsAudits()).length;
    const response = await upload('logo', multipartFile(await solidImage(2000, 1000)));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ settings: { logoUrl: string }; message: string }>();
    expect(body.message).toBe('Logo updated');

    const served = await fetchAsset(body.settings.logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await imageSize(served.rawPayload)).toEqual({ width: 512, height: 256, format: 'png' });

    expect(portalViewOf(await publicPage()).org.logoUrl).toBe(body.settings.logoUrl);
    const audits = await settingsAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)?.action).toBe('settings.logo.replaced');
  });

  it('replaces the old logo: its row and its bytes go', async () => {
    const first = String((await getSettings()).logoUrl);
    const filesBefore = storedFiles();
    const response = await upload(
      'logo',
      multipartFile(await solidImage(300, 300, 'jpeg'), { contentType: 'image/jpeg' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const second = response.json<{ settings: { logoUrl: string } }>().settings.logoUrl;
    expect(second).not.toBe(first);
    expect((await fetchAsset(first)).statusCode).toBe(404);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('makes any accepted image a 64 x 64 PNG favicon, linked from the page head', async () => {
    const webp = await solidImage(200, 120, 'webp');
    const response = await upload(
      'favicon',
      multipartFile(webp, { filename: 'icon.webp', contentType: 'image/webp' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { faviconUrl } = response.json<{ settings: { faviconUrl: string } }>().settings;
    const served = await fetchAsset(faviconUrl);
    expect(await imageSize(served.rawPayload)).toEqual({ width: 64, height: 64, format: 'png' });
    const html = await publicPage();
    expect(html).toContain(`<link rel="icon" href="${faviconUrl.replaceAll('&', '&amp;')}">`);
  });

  it('crops the banner to 1280 x 350 and shows it for products without their own', async () => {
    const response = await upload('banner', multipartFile(await solidImage(1600, 1200)));
    expect(response.statusCode, response.body).toBe(200);
    const { bannerUrl } = response.json<{ settings: { bannerUrl: string } }>().settings;
    const served = await fetchAsset(bannerUrl);
    expect(await imageSize(served.rawPayload)).toEqual({
      width: 1280,
      height: 350,
      format: 'webp',
    });
    expect(portalViewOf(await publicPage()).customization.bannerUrl).toBe(bannerUrl);
  });

  it.each([
    ['text named like a PNG', () => Buffer.from('just some text, not an image'), 'image/png'],
    ['an SVG (scripts can hide in it)', () => SVG_WITH_SCRIPT, 'image/svg+xml'],
    [
      'a PNG header on garbage',
      () =>
        Buffer.concat([
          Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
          Buffer.alloc(64, 7),
        ]),
      'image/png',
    ],
  ])('refuses %s as not an image, storing nothing', async (_name, bytes, contentType) => {
    const files = storedFiles();
    await expectUnchanged(async () => {
      const response = await upload('logo', multipartFile(bytes(), { contentType }));
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).message).toBe('Please upload a PNG, JPEG or WebP image.');
    });
    expect(storedFiles()).toBe(files);
  });

  it('refuses an image over the size limit with the limit in words', async () => {
    const big = await noiseImage(1000, 800);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    await expectUnchanged(async () => {
      const response = await upload('logo', multipartFile(big));
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).message).toBe('The image must be at most 2 MB.');
    });
  });

  it('refuses a request without the file field, or not multipart, or an unknown image', async () => {
    await expectUnchanged(async () => {
      const png = await solidImage(10, 10);
      const wrongField = await upload('logo', multipartFile(png, { field: 'image' }));
      expect(wrongField.statusCode).toBe(400);
      expect(errorBodyOf(wrongField).message).toBe('Please choose an image to upload.');

      const json = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/logo',
        payload: { file: png.toString('base64') },
        headers: browserHeaders(sessions.admin),
      });
      expect(json.statusCode).toBe(400);
      expect(errorBodyOf(json).message).toBe(
        'Send the image as multipart/form-data in a field named file.',
      );

      const unknown = await upload('avatar', multipartFile(png));
      expect(unknown.statusCode).toBe(400);
      expect(errorBodyOf(unknown).message).toBe('Unknown image: use logo, favicon or banner');
    });
  });

  it('refuses a malformed or empty multipart body with a 4xx, storing nothing', async () => {
    const files = storedFiles();
    await expectUnchanged(async () => {
      for (const payload of [
        'garbage',
        '',
        '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      ]) {
        const response = await t.app.inject({
          method: 'PUT',
          url: '/api/admin/settings/logo',
          payload,
          headers: {
            ...browserHeaders(sessions.admin),
            'content-type': 'multipart/form-data; boundary=x',
          },
        });
        expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
        expect(errorBodyOf(response).message).not.toBe('');
      }
    });
    expect(storedFiles()).toBe(files);
  });

  it('refuses staff without settings:edit before reading the upload', async () => {
    const files = storedFiles();
    const assetRows = await t.database.db.select().from(assets).where(eq(assets.orgId, f.org.id));
    await expectUnchanged(async () => {
      const response = await upload(
        'logo',
        multipartFile(await solidImage(50, 50)),
        sessions.limited,
      );
      expect(response.statusCode).toBe(403);
      expect((await removeImage('logo', sessions.limited)).statusCode).toBe(403);
    });
    expect(storedFiles()).toBe(files);
    expect(
      await t.database.db.select().from(assets).where(eq(assets.orgId, f.org.id)),
    ).toHaveLength(assetRows.length);
  });

  it('removes the logo: the portal shows none, and removing again is a 404', async () => {
    const { logoUrl } = await getSettings();
    const response = await removeImage('logo');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Logo removed', settings: { logoUrl: null } });
    expect((await fetchAsset(logoUrl as string)).statusCode).toBe(404);
    expect(portalViewOf(await publicPage()).org.logoUrl).toBeNull();
    expect((await settingsAudits()).at(-1)?.action).toBe('settings.logo.removed');

    const again = await removeImage('logo');
    expect(again.statusCode).toBe(404);
    expect(errorBodyOf(again).message).toBe('There is no logo to remove');
  });
});

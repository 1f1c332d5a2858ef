/**
 * The portal's shell (issue 11 §3, §6): cookie consent loading the organisation's scripts only
 * after consent, the welcome modal once, the share popover, the help card. Each test that
 * changes settings does so on an organisation of its own (POST /api/testing/organizations), so
 * the demo portal other specs read never shows a consent dialog or a welcome modal.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { expect, hydrated, portalPath, giveStaffSession, test } from './fixtures.js';

/** A fake analytics vendor on 127.0.0.1: its script marks the page, the server counts loads. */
let vendor: Server;
let vendorOrigin: string;
let scriptLoads = 0;

test.beforeAll(async () => {
  vendor = createServer((request, response) => {
    if (request.url?.startsWith('/gtag.js')) {
      scriptLoads += 1;
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end('window.__fakeAnalyticsLoaded = (window.__fakeAnalyticsLoaded || 0) + 1;');
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  vendorOrigin = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
});

// Each test drives several browsers (staff and visitors) through whole visits: on a loaded
// machine that takes longer than the default 30 s, which says nothing about the product.
test.describe.configure({ timeout: 90_000 });

test.afterAll(async () => {
  await new Promise((resolve) => vendor.close(resolve));
});

interface ShellOrg {
  slug: string;
  email: string;
  password: string;
}

/** A fresh organisation and a page signed in as its staff (settings:edit, scripts:edit). */
async function freshOrg(
  page: Page,
  browser: Browser,
  baseURL: string,
  options: { published?: boolean } = {},
) {
  await giveStaffSession(page);
  const slug = `shell-${Math.random().toString(36).slice(2, 10)}`;
  const created = await page.request.post('/api/testing/organizations', {
    data: { slug, name: `Shell ${slug.slice(6)}`, published: options.published ?? true },
  });
  expect(created.status(), await created.text()).toBe(200);
  const org = (await created.json()) as ShellOrg;
  const staff = await browser.newContext({ baseURL });
  const signIn = await staff.request.post('/login', {
    data: { email: org.email, password: org.password },
  });
  expect(signIn.ok()).toBe(true);
  const patchSettings = async (data: object) => {
    const saved = await staff.request.patch('/api/admin/settings', { data });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  return { org, staff, patchSettings, path: `/${org.slug}` };
}

async function shellReady(page: Page) {
  await hydrated(page);
  await expect(page.locator('html[data-candor-shell="ready"]')).toHaveCount(1);
}

test('consent for analytics loads the configured script, and refusing it does not', async ({
  page,
  browser,
  baseURL,
}) => {
  const { staff, patchSettings, path } = await freshOrg(page, browser, baseURL!);
  await patchSettings({ scripts: { gtag: `${vendorOrigin}/gtag.js?id=G-E2E` } });

  // The page's policy lets exactly this organisation's script host in, for visitors (a page
  // beside a staff session loads no third-party script: issue 21 §9).
  const refusing = await browser.newContext({ baseURL: baseURL! });
  const served = await refusing.request.get(path);
  expect(served.headers()['content-security-policy']).toContain(vendorOrigin);
  const staffPage = await page.request.get(path);
  expect(staffPage.headers()['content-security-policy']).not.toContain(vendorOrigin);

  // A visitor who refuses: nothing is fetched, now or on the next visit.
  const refuser = await refusing.newPage();
  const loadsBefore = scriptLoads;
  await refuser.goto(path);
  await shellReady(refuser);
  const dialog = refuser.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject all' }).click();
  await expect(dialog).toBeHidden();
  await refuser.reload();
  await shellReady(refuser);
  await expect(refuser.locator('html[data-candor-consent="chosen"]')).toHaveCount(1);
  await expect(refuser.getByRole('dialog', { name: 'Cookie preferences' })).toHaveCount(0);
  await expect(refuser.locator('script[data-candor-script]')).toHaveCount(0);
  expect(
    await refuser.evaluate(
      () => (window as { __fakeAnalyticsLoaded?: number }).__fakeAnalyticsLoaded,
    ),
  ).toBeUndefined();
  expect(scriptLoads).toBe(loadsBefore);
  // The choice is one object keyed by the five categories.
  const stored = await refuser.evaluate((): string | null => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('candor:cookie-consent:'));
    return key ? localStorage.getItem(key) : null;
  });
  expect(JSON.parse(stored ?? 'null')).toEqual({
    strictly_necessary: true,
    analytics: false,
    marketing_and_advertising: false,
    performance_and_functionality: false,
    social_media_advertising: false,
  });

  // Changing their mind in 'Cookie settings': analytics only, and the script loads.
  await refuser.getByRole('button', { name: 'Cookie settings' }).click();
  const settings = refuser.getByRole('dialog', { name: 'Cookie preferences' });
  await settings.getByRole('checkbox', { name: 'Analytics' }).check();
  await settings.getByRole('button', { name: 'Save preferences' }).click();
  await expect
    .poll(() =>
      refuser.evaluate(() => (window as { __fakeAnalyticsLoaded?: number }).__fakeAnalyticsLoaded),
    )
    .toBe(1);
  await refusing.close();

  // A visitor who accepts: the script loads once, with gtag's data layer set up.
  const accepting = await browser.newContext({ baseURL: baseURL! });
  const accepter = await accepting.newPage();
  await accepter.goto(path);
  await shellReady(accepter);
  await accepter.getByRole('button', { name: 'Accept all' }).click();
  await expect
    .poll(() =>
      accepter.evaluate(() => (window as { __fakeAnalyticsLoaded?: number }).__fakeAnalyticsLoaded),
    )
    .toBe(1);
  await expect(accepter.locator('script[data-candor-script="gtag"]')).toHaveAttribute(
    'src',
    `${vendorOrigin}/gtag.js?id=G-E2E`,
  );
  expect(
    await accepter.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer)),
  ).toContain('G-E2E');
  await accepting.close();
  await staff.close();
});

test('the welcome modal shows once per visitor, with the organisation’s own links', async ({
  page,
  browser,
  baseURL,
}) => {
  const { org, staff, patchSettings, path } = await freshOrg(page, browser, baseURL!);
  await patchSettings({ welcomeEnabled: true, privacyUrl: 'privacy.example.com/policy' });
  const visitor = await browser.newContext({ baseURL: baseURL! });
  const visit = await visitor.newPage();
  await visit.goto(path);
  await shellReady(visit);
  const name = `Shell ${org.slug.slice(6)}`;
  const modal = visit.getByRole('dialog', { name: `Welcome to ${name}'s Trust Center` });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    'https://privacy.example.com/policy',
  );
  await expect(modal.getByRole('link', { name: 'terms' })).toHaveCount(1);
  await modal.getByRole('button', { name: "Let's Go" }).click();
  await expect(modal).toBeHidden();

  await visit.reload();
  await shellReady(visit);
  await expect(visit.getByRole('dialog')).toHaveCount(0);
  await visitor.close();
  await staff.close();
});

test('share popover: copy link, LinkedIn and e-mail; disabled until a portal is published', async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await browser.newContext({
    baseURL: baseURL!,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const visit = await visitor.newPage();
  const demo = await portalPath(visit);
  await visit.goto(demo);
  await hydrated(visit);
  await visit.getByRole('button', { name: 'Share', exact: true }).click();
  const popover = visit.getByRole('dialog', { name: /^Share / });
  await expect(popover).toBeVisible();
  const canonical = await visit.locator('link[rel="canonical"]').getAttribute('href');
  await expect(popover.getByRole('link', { name: 'Share to LinkedIn' })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(canonical!)}`,
  );
  await expect(popover.getByRole('link', { name: 'Share via email' })).toHaveAttribute(
    'href',
    new RegExp(
      `^mailto:\\?subject=.*&body=${encodeURIComponent(canonical!).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    ),
  );
  await popover.getByRole('button', { name: 'Copy link' }).click();
  await expect(popover.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(visit.getByText('Copied link to clipboard')).toBeVisible();
  expect(await visit.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  await visit.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await visitor.close();

  // An organisation whose public portal is not published yet.
  const { staff, path } = await freshOrg(page, browser, baseURL!, { published: false });
  const other = await browser.newContext({ baseURL: baseURL! });
  const otherPage = await other.newPage();
  await otherPage.goto(path);
  await hydrated(otherPage);
  await otherPage.getByRole('button', { name: 'Share', exact: true }).click();
  const disabled = otherPage.getByRole('dialog', { name: /^Share / });
  await expect(
    disabled.getByText('Share links will be disabled until a public portal is published'),
  ).toBeVisible();
  await expect(disabled.getByRole('button', { name: 'Copy link' })).toBeDisabled();
  await expect(disabled.getByRole('button', { name: 'Share to LinkedIn' })).toBeDisabled();
  await expect(disabled.getByRole('button', { name: 'Share via email' })).toBeDisabled();
  await other.close();
  await staff.close();
});

test('help card: contacts for visitors, a hint to the settings for staff when one is off', async ({
  page,
  browser,
  baseURL,
}) => {
  const { org, staff, patchSettings, path } = await freshOrg(page, browser, baseURL!);
  const visitor = await browser.newContext({ baseURL: baseURL! });
  const visit = await visitor.newPage();
  await visit.goto(path);
  const help = visit.locator('#section-help');
  await expect(help.getByRole('link', { name: /Contact support/ })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:support@${org.slug}\\.example\\?subject=`),
  );
  await expect(help.getByRole('link', { name: /Report issue/ })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:security@${org.slug}\\.example`),
  );

  await patchSettings({
    contactSupport: { enabled: false, onClickAction: 'send-email' },
    reportIssue: { enabled: true, onClickAction: 'direct-to-site', url: 'acme.example/security' },
  });
  await visit.reload();
  await expect(help.getByText('Contact support')).toHaveCount(0);
  await expect(help.getByRole('link', { name: /Report issue/ })).toHaveAttribute(
    'href',
    'https://acme.example/security',
  );
  await visitor.close();

  // Staff in main mode see the contact that is off, with the way to the settings.
  const staffPage = await staff.newPage();
  await staffPage.goto(path);
  const staffHelp = staffPage.locator('#section-help');
  await expect(staffHelp.getByText('Contact support')).toBeVisible();
  await expect(staffHelp.getByRole('link', { name: 'settings' })).toHaveAttribute(
    'href',
    '/admin/settings',
  );
  await staff.close();
});

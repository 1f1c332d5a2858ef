/**
 * What staff switch about the portal as a whole (issue 25 items 2, 3; visitor-portal.md §2), on
 * organisations of their own (POST /api/testing/organizations) so the demo portal other specs
 * read never changes: Publish / Unpublish with its confirmation, in Settings → General and on
 * the Overview (sharing off, the portal still readable); the subscribe and bulk-download
 * settings of Settings → Access; the 'Built on' link's feature flag on the Installation page.
 */
import type { Browser, Page } from '@playwright/test';
import {
  expect,
  expectFitsAndAccessible,
  newOrgWithStaff,
  hydrated,
  signInAsStaff,
  test,
} from './fixtures.js';

// Each test drives a staff member's and a visitor's browser through whole visits.
test.describe.configure({ timeout: 90_000 });

/** A new organisation (with one public document) and a page of its staff member. */
async function newOrg(page: Page, browser: Browser, baseURL: string) {
  const {
    org,
    name,
    context: staffContext,
    staff,
  } = await newOrgWithStaff(page, browser, baseURL, 'pub', { document: true });
  const visitorContext = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
  });
  return {
    name,
    path: `/${org.slug}`,
    staff,
    visitor: await visitorContext.newPage(),
    close: () => Promise.all([staffContext.close(), visitorContext.close()]),
  };
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

async function openSettings(staff: Page, tab: 'general' | 'access') {
  await visit(staff, `/admin/settings/${tab}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

/** Switches a setting of the open tab and saves it. */
async function saveSwitch(staff: Page, label: string, on: boolean) {
  const toggle = staff.getByRole('switch', { name: label });
  if (on) await toggle.check();
  else await toggle.uncheck();
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Settings saved')).toBeVisible();
}

/** The share popover's Copy link, disabled with the spec's text or not. */
async function expectSharing(visitor: Page, path: string, enabled: boolean) {
  await visit(visitor, path);
  // The portal is served either way.
  await expect(visitor.getByText('Terms of Service').first()).toBeVisible();
  await visitor.getByRole('button', { name: 'Share', exact: true }).click();
  const popover = visitor.getByRole('dialog', { name: /^Share / });
  const notice = popover.getByText(
    'Share links will be disabled until a public portal is published',
  );
  if (enabled) {
    await expect(popover.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    await expect(notice).toHaveCount(0);
  } else {
    await expect(popover.getByRole('button', { name: 'Copy link' })).toBeDisabled();
    await expect(notice).toBeVisible();
  }
  await visitor.keyboard.press('Escape');
}

test('publish → unpublish with a confirmation: sharing goes off, the portal stays readable', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  const { path, staff, visitor, close } = await newOrg(page, browser, baseURL!);
  await expectSharing(visitor, path, true);

  await openSettings(staff, 'general');
  const publishing = staff.getByRole('group', { name: 'Publishing' });
  await expectFitsAndAccessible(staff, () =>
    expect(publishing.getByText('Published', { exact: true })).toBeVisible(),
  );
  await publishing.getByRole('button', { name: 'Unpublish…' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Unpublish your portal?' });
  await expect(dialog).toContainText('Sharing is disabled');
  await expect(dialog).toContainText('Visitors still see your portal at its address');
  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(publishing.getByText('Published', { exact: true })).toBeVisible();

  await publishing.getByRole('button', { name: 'Unpublish…' }).click();
  await dialog.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(staff.getByText('Your portal is unpublished: share links are off')).toBeVisible();
  await expect(publishing.getByText('Not published')).toBeVisible();
  await expectSharing(visitor, path, false);

  // The Overview's checklist shows the state and publishes again, after its confirmation.
  await visit(staff, '/admin');
  const checklist = staff.getByRole('region', { name: 'Set up your trust center' });
  await checklist.getByRole('button', { name: 'Publish the portal' }).click();
  await staff
    .getByRole('dialog', { name: 'Publish your portal?' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(staff.getByText('Your portal is published')).toBeVisible();
  await expect(checklist.getByRole('button', { name: 'Unpublish…' })).toBeVisible();
  await expectSharing(visitor, path, true);
  await close();
  expect(problems).toEqual([]);
});

test('the subscribe setting off hides Subscribe; the bulk-download setting off hides bulk download', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  const { path, staff, visitor, close } = await newOrg(page, browser, baseURL!);
  const subscribe = visitor.getByRole('button', { name: 'Subscribe to updates' });
  const bulk = visitor.getByRole('button', { name: 'Bulk download' });
  await visit(visitor, path);
  await expect(subscribe).toBeVisible();
  await expect(bulk).toBeVisible();

  await openSettings(staff, 'access');
  await expectFitsAndAccessible(staff, (page) =>
    expect(page.getByRole('group', { name: 'Updates and downloads' })).toBeVisible(),
  );
  await saveSwitch(staff, 'Visitors may subscribe to your trust updates', false);
  await visit(visitor, `${path}?subscribe=true`);
  await expect(visitor.getByText('Terms of Service').first()).toBeVisible();
  await expect(subscribe).toHaveCount(0);
  await expect(visitor.getByRole('dialog', { name: /^Subscribe/ })).toHaveCount(0);
  await expect(bulk).toBeVisible();

  await saveSwitch(staff, 'Offer bulk download of documents', false);
  await visit(visitor, path);
  await expect(visitor.getByText('Terms of Service').first()).toBeVisible();
  await expect(bulk).toHaveCount(0);

  await saveSwitch(staff, 'Visitors may subscribe to your trust updates', true);
  await visit(visitor, path);
  await expect(subscribe).toBeVisible();
  await close();
  expect(problems).toEqual([]);
});

test("the 'Built on' flag off on the Installation page hides the footer's link", async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  const { name, path, visitor, close } = await newOrg(page, browser, baseURL!);
  const builtOn = visitor.getByRole('link', { name: 'Built on Candor' });
  await visit(visitor, path);
  await expect(builtOn).toBeVisible();

  await signInAsStaff(page, '/admin/installation');
  await hydrated(page);
  const row = page
    .getByRole('region', { name: new RegExp(`^${name} `) })
    .getByRole('row')
    .filter({ hasText: "'Built on Candor' footer link" });
  await row.locator('label', { hasText: 'Off' }).click();
  await expect(page.getByText(`${name} saved`)).toBeVisible();
  await expect(row.getByText('Overridden')).toBeVisible();

  await visit(visitor, path);
  await expect(visitor.getByText('Terms of Service').first()).toBeVisible();
  await expect(builtOn).toHaveCount(0);
  await close();
  expect(problems).toEqual([]);
});

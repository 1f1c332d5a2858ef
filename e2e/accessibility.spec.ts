import type { Page } from '@playwright/test';
import { axe, expect, hydrated, portalPath, signInAsStaff, test } from './fixtures.js';

/** axe's violations as short lines (rule, impact, the first elements), so a failure reads well. */
async function violations(page: Page, include?: string): Promise<string[]> {
  const builder = axe(page);
  if (include) builder.include(include);
  const { violations: found } = await builder.analyze();
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

// axe checks every element of the portal (thousands, the colour contrast of each): on a busy
// machine that takes longer than the default timeout.
test('axe finds no violation on the portal', async ({ page }) => {
  test.slow();
  await page.goto(await portalPath(page));
  await hydrated(page);
  expect(await violations(page)).toEqual([]);
});

test('axe finds no violation on the portal on a phone', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(await portalPath(page));
  await hydrated(page);
  expect(await violations(page)).toEqual([]);
});

test('axe finds no violation in an open card drawer', async ({ page }) => {
  test.slow();
  await page.goto(await portalPath(page));
  await hydrated(page);
  const card = page.getByRole('article', { name: 'Data Security' });
  await card.getByRole('button', { name: 'Data Security', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Data Security' });
  await expect(drawer.getByRole('article').first()).toBeVisible();
  // The drawer slides in: axe measures colours once it stands still.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  expect(await violations(page)).toEqual([]);
});

test('axe finds no violation on the login page', async ({ page }) => {
  await page.goto('/login');
  await hydrated(page);
  expect(await violations(page)).toEqual([]);
});

test("axe finds no violation on an organisation's 404 page", async ({ page }) => {
  const response = await page.goto(`${await portalPath(page)}?itemUid=does-not-exist`);
  expect(response?.status()).toBe(404);
  await hydrated(page);
  expect(await violations(page)).toEqual([]);
});

test('on a phone the access modal fits the screen, and axe finds no violation in either tab', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${await portalPath(page)}?requestAccess=true&source=header`);
  await hydrated(page);
  const dialog = page.getByRole('dialog');
  const requestTab = dialog.getByRole('tab', { name: 'Request access' });
  await expect(requestTab).toHaveAttribute('aria-selected', 'true');
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const overflow = () =>
    dialog.evaluate((element) => {
      const content = element.closest('.mantine-Modal-content') ?? element;
      return content.scrollWidth - content.clientWidth;
    });
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await violations(page)).toEqual([]);

  await dialog.getByRole('tab', { name: 'Log in' }).click();
  await expect(dialog.getByLabel('Email')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await violations(page)).toEqual([]);
});

// axe leaves its experimental rules out unless asked; label-content-name-mismatch is one of them.
test("the header's search button is named by the words it shows, its shortcut announced apart", async ({
  page,
}) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  const button = page.locator('header').getByRole('button', { name: 'Search items', exact: true });
  await expect(button).toBeVisible();
  await expect(button).toContainText('Ctrl K');
  await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
  const { violations: found, passes } = await axe(page)
    .include('header')
    .withRules(['label-content-name-mismatch', 'button-name'])
    .analyze();
  expect(found.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
  expect(passes.map((rule) => rule.id)).toContain('button-name');
  // On a phone only the icon shows: the words still name the button.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName('Search items');
});

for (const width of [375, 1440]) {
  test(`at ${width} px the document upload and edit dialogs and the bulk download dialog fit the screen, and axe finds no violation`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const portal = await portalPath(page);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    // The visitor's bulk download dialog, every document listed.
    await page.goto(portal);
    await hydrated(page);
    await page
      .locator('section[data-section="documents"]')
      .getByRole('button', { name: 'Bulk download' })
      .click();
    const bulk = page.getByRole('dialog', { name: 'Download documents' });
    await expect(bulk.getByRole('checkbox', { name: 'Select all' })).toBeVisible();
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await signInAsStaff(page, portal);
    await page.goto('/admin/documents?uploadModal=true');
    const upload = page.getByRole('dialog', { name: 'Upload document' });
    await expect(upload.getByRole('checkbox', { name: 'View only' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await upload.getByRole('button', { name: 'Cancel' }).click();

    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit document' });
    await expect(edit.getByRole('checkbox', { name: 'View only' })).toBeVisible();
    // The dialog only: the row menu's dropdown may still be closing behind it.
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
}

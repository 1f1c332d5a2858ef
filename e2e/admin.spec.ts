import type { Page } from '@playwright/test';
import {
  axe,
  expect,
  giveStaffSession,
  hydrated,
  pageOnNewOrg,
  portalPath,
  signInAsStaff,
  signInInvitedStaff,
  test,
} from './fixtures.js';

const NO_ACCESS = "You don't have access to this page";

/** The private area is drawn in the browser: wait for its navigation. */
async function openAdmin(page: Page, path = '/admin') {
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Private area' })).toBeVisible();
}

/** Whether any element of the page is drawn in this colour (text, background or border). */
function pageUsesColour(page: Page, rgb: string): Promise<boolean> {
  return page.evaluate((wanted) => {
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      const colours = [style.color, style.backgroundColor, style.borderTopColor];
      if (colours.includes(wanted)) return true;
    }
    return false;
  }, rgb);
}

test('the private area asks a visitor to sign in, then opens where they were going', async ({
  page,
}) => {
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Faudit$/);
  await page.getByLabel('Email').fill('admin@northwind.example');
  await page.getByRole('textbox', { name: 'Password' }).fill(process.env.CANDOR_E2E_PASSWORD ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
});

test('staff reach the private area from the portal, move between sections and back', async ({
  page,
  problems,
}) => {
  const portal = await portalPath(page);
  await signInAsStaff(page, portal);
  await hydrated(page);
  await page.getByRole('link', { name: 'Private area' }).click();

  const nav = page.getByRole('navigation', { name: 'Private area' });
  await expect(nav).toBeVisible();
  for (const section of ['Settings', 'Products', 'Staff', 'Audit log', 'Sent mail']) {
    await expect(nav.getByRole('link', { name: section })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  await page.goto('/admin/no-such-section');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(nav).toBeVisible();

  await page.getByRole('link', { name: 'Back to the portal' }).click();
  await expect(page).toHaveURL(new RegExp(`${portal}$`));
  await expect(page.getByText('Main mode')).toBeVisible();
  expect(problems).toEqual([]);
});

test('staff change the portal title and brand colour and see both on the portal', async ({
  page,
}) => {
  // On an organisation of its own: the demo portal's title and colour, which the specs running
  // beside this one read (and settingsTabs.spec saves), never change.
  const { path: portal } = await pageOnNewOrg(page, 'brand');
  const title = `Northwind Security ${Date.now() % 100000}`;
  await openAdmin(page, '/admin/settings');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(page.getByRole('textbox', { name: 'Portal title' })).toHaveValue('Trust Center');
  await expect(save).toBeDisabled();

  await page.getByRole('textbox', { name: 'Portal title' }).fill(title);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  await expect(save).toBeDisabled();

  // The colour is on the Branding tab, saved by its own form.
  await page.getByRole('tab', { name: 'Branding' }).click();
  await page.getByLabel('Brand colour').fill('#0b7a75');
  await page.getByLabel('Brand colour').press('Tab');
  await save.click();
  await expect(save).toBeDisabled();

  await page.goto(portal);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('portal-title')).toHaveText(title);
  expect(await pageUsesColour(page, 'rgb(11, 122, 117)')).toBe(true);

  // The form reads the saved values back.
  await openAdmin(page, '/admin/settings');
  await expect(page.getByRole('textbox', { name: 'Portal title' })).toHaveValue(title);
  await openAdmin(page, '/admin/settings/branding');
  await expect(page.getByLabel('Brand colour')).toHaveValue('#0b7a75');
});

test('a staff member without settings:edit gets the not-authorised screen', async ({
  page,
  browser,
  baseURL,
}) => {
  await giveStaffSession(page);
  const editorContext = await browser.newContext({ baseURL });
  try {
    const editor = await editorContext.newPage();
    // An Editor: content and documents, not the settings.
    await signInInvitedStaff(page.request, editor.request, 'editor');

    await openAdmin(editor, '/admin/settings');
    await expect(editor.getByRole('heading', { name: NO_ACCESS })).toBeVisible();
    await expect(editor.getByRole('textbox', { name: 'Portal title' })).toHaveCount(0);
    const nav = editor.getByRole('navigation', { name: 'Private area' });
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);

    // The server refuses it too.
    const refused = await editor.request.patch('/api/admin/settings', {
      data: { portalTitle: 'Not allowed' },
    });
    expect(refused.status()).toBe(403);
  } finally {
    await editorContext.close();
  }
});

// axe on the private area's pages, on a phone and wide, is pageSweep.spec.ts's.
test("axe finds no violation in the invite dialog's role cards", async ({ page }) => {
  await giveStaffSession(page);
  // The invite dialog's role cards (radios holding a description and the permissions).
  await openAdmin(page, '/admin/staff');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  await page.getByRole('radio', { name: 'Viewer' }).click();
  const { violations } = await axe(page).include('[role="dialog"]').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

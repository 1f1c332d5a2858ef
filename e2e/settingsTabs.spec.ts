/**
 * Settings as tabs (issue 24 item 5): each tab its own address and one form with one Save,
 * unsaved changes asked about before leaving, tabs the staff member may not use absent; the
 * Domains tab's DNS record with copy buttons and its failed check said once; the disclosure
 * policy saved in General is what security.txt and trust.json publish. That every tab is clean
 * for axe and does not scroll sideways on a phone and wide is checked by pageSweep.spec.ts.
 *
 * A test that saves settings does so as the staff member of an organisation of its own
 * (`pageOnNewOrg`): specs run two at a time, and the demo organisation's settings are what the
 * specs beside this one read (admin.spec's title and colour once failed when this file's
 * restore of the demo portal's brand colour landed in the middle of its check).
 */
import { generateKeyPairSync } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  expect,
  giveStaffSession,
  hydrated,
  openCardMenu,
  pageOnNewOrg,
  SETTINGS_TABS,
  signInInvitedStaff,
  staffOnPortal,
  test,
} from './fixtures.js';

async function openSettings(page: Page, tab: string) {
  await page.goto(`/admin/settings/${tab}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

const tabNamed = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Settings' }).getByRole('tab', { name, exact: true });

/** Saves the open tab's form and reloads the page: what was saved is read back. */
async function saveAndReload(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.reload();
  await hydrated(page);
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

test('each settings tab opens by its address and saves its own form', async ({
  page,
  problems,
}) => {
  // Every tab: settings, scripts and visitor access (the Identity tab).
  await pageOnNewOrg(page, 'tabs', {
    scopes: ['settings:edit', 'scripts:edit', 'access:manage', 'webhooks:manage'],
  });
  await openSettings(page, 'general');
  await expect(page.getByRole('tablist', { name: 'Settings' }).getByRole('tab')).toHaveText(
    SETTINGS_TABS,
  );
  await expect(tabNamed(page, 'General')).toHaveAttribute('aria-selected', 'true');
  // /admin/settings opens the first tab.
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/settings\/general$/);
  await expect(page.getByText('Loading…')).toHaveCount(0);

  // General: one form, one Save, kept over a reload.
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(1);
  await page
    .getByRole('textbox', { name: 'Security mailbox' })
    .fill('trust-team@northwind.example');
  await saveAndReload(page);
  await expect(page.getByRole('textbox', { name: 'Security mailbox' })).toHaveValue(
    'trust-team@northwind.example',
  );

  // Branding, by its tab, and the keyboard: arrows move between tabs.
  await tabNamed(page, 'General').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/admin\/settings\/branding$/);
  await page.getByLabel('Brand colour').fill('#7048e8');
  await page.getByLabel('Brand colour').press('Tab');
  await saveAndReload(page);
  await expect(page.getByLabel('Brand colour')).toHaveValue('#7048e8');

  await openSettings(page, 'access');
  await page.getByRole('textbox', { name: 'Your terms' }).fill('https://northwind.example/terms');
  await saveAndReload(page);
  await expect(page.getByRole('textbox', { name: 'Your terms' })).toHaveValue(
    'https://northwind.example/terms',
  );

  await openSettings(page, 'scripts');
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  await openSettings(page, 'identity');
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString().trim();
  await page.getByRole('textbox', { name: 'Public key (PEM)' }).fill(pem);
  await saveAndReload(page);
  await expect(page.getByRole('textbox', { name: 'Public key (PEM)' })).toHaveValue(pem);
  expect(problems).toEqual([]);
});

test('leaving a tab or the page with unsaved changes asks first', async ({ page }) => {
  await giveStaffSession(page);
  await openSettings(page, 'general');
  const mailbox = page.getByRole('textbox', { name: 'Security mailbox' });
  await mailbox.fill('unsaved@northwind.example');

  // Another tab: Stay keeps the change where it was.
  await tabNamed(page, 'Branding').click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/settings\/general$/);
  await expect(mailbox).toHaveValue('unsaved@northwind.example');

  // Another section: Discard changes goes on.
  const nav = page.getByRole('navigation', { name: 'Private area' });
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  // Closing the browser tab: the browser asks (beforeunload); dismissed, the page stays.
  await openSettings(page, 'scripts');
  const intercom = page.getByRole('textbox', { name: 'Intercom' });
  const saved = await intercom.inputValue();
  await intercom.fill('widget.intercom.io/widget/abc');
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  expect(page.isClosed()).toBe(false);
  await expect(intercom).toHaveValue('widget.intercom.io/widget/abc');
  // The form's own Discard changes: nothing left unsaved, so the browser no longer asks (going
  // on with the change kept, the next page.goto met the question again, dismissed by
  // Playwright: the navigation was aborted).
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(intercom).toHaveValue(saved);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  // Nothing changed, nothing asked.
  await openSettings(page, 'general');
  await tabNamed(page, 'Access').click();
  await expect(page).toHaveURL(/\/admin\/settings\/access$/);
});

test('a staff member without scripts:edit sees no Scripts tab', async ({
  page,
  browser,
  baseURL,
}) => {
  await giveStaffSession(page);
  const context = await browser.newContext({ baseURL });
  try {
    const other = await context.newPage();
    const { id } = await signInInvitedStaff(page.request, other.request, 'viewer');
    const changed = await page.request.patch(`/api/admin/staff/${id}`, {
      data: { scopes: ['settings:edit'] },
    });
    expect(changed.status(), await changed.text()).toBe(200);

    await openSettings(other, 'general');
    await expect(other.getByRole('tablist', { name: 'Settings' }).getByRole('tab')).toHaveText([
      'General',
      'Branding',
      'Access',
      'Domains',
    ]);
    await other.goto('/admin/settings/scripts');
    await hydrated(other);
    await expect(other.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the DNS record to create has copy buttons, and a failed check is said once', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await pageOnNewOrg(page, 'domains');
  await openSettings(page, 'domains');
  const domain = `trust-${Date.now() % 100000}.northwind.example`;
  await page.getByRole('textbox', { name: 'Domain' }).fill(domain);
  await page.getByRole('button', { name: 'Add domain' }).click();
  const record = page.getByRole('region', { name: 'DNS record to create' });
  await expect(record).toBeVisible();

  const [, name, value] = await record.locator('code').allTextContents();
  await record.getByRole('button', { name: 'Copy value' }).click();
  await expect(record.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(page.getByText('Copied value to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  await record.getByRole('button', { name: 'Copy name' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(name);

  // No TXT record at the test's DNS server: the check fails, said beside the record only.
  await page.getByRole('button', { name: 'Verify domain' }).click();
  const lastCheck = record.getByText(/^Last check: /);
  await expect(lastCheck).toBeVisible();
  const failure = (await lastCheck.textContent())!.replace('Last check: ', '');
  await expect(page.getByText(failure, { exact: false })).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('"Edit display text" opens without an error, by keyboard on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await staffOnPortal(page);
  await openCardMenu(page, 'Data Security');
  await page.getByRole('menuitem', { name: 'Edit display text' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit display text' });
  const field = dialog.getByRole('textbox', { name: 'Display text' });
  await expect(field).toBeFocused();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field).not.toHaveAttribute('data-error', /.*/);
  // An error shows once the field is submitted wrong.
  await field.fill('ab');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
});

test('the disclosure policy saved in General is what security.txt and trust.json publish', async ({
  page,
  problems,
}) => {
  const { path: base } = await pageOnNewOrg(page, 'policy');
  await openSettings(page, 'general');
  await page.getByRole('textbox', { name: 'Security mailbox' }).fill('psirt@northwind.example');
  const policy = page.getByRole('textbox', { name: 'Disclosure policy URL' });

  // A plain-http address is refused in the form's words.
  await policy.fill('http://northwind.example/disclosure');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please enter an https:// URL.')).toBeVisible();

  await policy.fill('https://northwind.example/security/disclosure');
  await saveAndReload(page);
  await expect(policy).toHaveValue('https://northwind.example/security/disclosure');

  const securityTxt = await page.request.get(`${base}/.well-known/security.txt`);
  expect(securityTxt.status()).toBe(200);
  const lines = (await securityTxt.text()).split('\n');
  expect(lines).toContain('Contact: mailto:psirt@northwind.example');
  expect(lines).toContain('Policy: https://northwind.example/security/disclosure');
  const trust = (await (await page.request.get(`${base}/.well-known/trust.json`)).json()) as {
    policies: { disclosure: string | null };
    contacts: { security: string | null };
  };
  expect(trust.policies.disclosure).toBe('https://northwind.example/security/disclosure');
  expect(trust.contacts.security).toBe('mailto:psirt@northwind.example');
  expect(problems).toEqual([]);
});

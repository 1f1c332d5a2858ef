/**
 * Visitor access settings (issue 25 items 1 and 9), on an organisation of its own (POST
 * /api/testing/organizations) so no other spec's form changes: staff turn the request form's
 * optional fields on in Settings → Access, a visitor sees them and must fill them, and the
 * request in the queue shows the answers; staff turn the subscribe form's agree-to-terms
 * checkbox on, and the dialog and the no-JavaScript page require the tick. The Access tab is
 * clean for axe and fits at 375 and 1440 px.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, expectFitsAndAccessible, hydrated, newOrgWithStaff, test } from './fixtures.js';

/** A new organisation and a page of its staff member on Settings → Access. */
async function newOrgSettings(page: Page, browser: Browser, baseURL: string) {
  const { org, staff } = await newOrgWithStaff(page, browser, baseURL, 'form', {
    scopes: ['settings:edit', 'access:manage'],
  });
  await staff.goto('/admin/settings/access');
  await hydrated(staff);
  await expect(staff.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  return { org, staff };
}

async function save(staff: Page) {
  const form = staff.getByRole('form', { name: 'Access settings' });
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(staff.getByText('Settings saved')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
}

test("staff turn the request form's optional fields on; a visitor must fill them; the queue shows the answers", async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  test.slow();
  const { org, staff } = await newOrgSettings(page, browser, baseURL!);
  const form = staff.getByRole('form', { name: 'Access settings' });
  for (const name of ['Job title', 'Point of contact', 'Relationship', 'Country']) {
    await form.getByRole('switch', { name: `Ask for: ${name}` }).check();
  }
  await form.getByLabel('Job title: label on the form').fill('Your role');
  await form.getByRole('switch', { name: 'Ask for: a checkbox of your own' }).check();
  // On without its text: refused with the reason, nothing saved.
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('Enter the text of the checkbox')).toBeVisible();
  await form.getByLabel('Checkbox text').fill('I have read the security policy');
  await form.getByRole('switch', { name: 'Visitors must tick it' }).check();
  await save(staff);
  // Loaded again at each width: saved, clean for axe, no sideways scrolling.
  await expectFitsAndAccessible(staff, (page) =>
    expect(page.getByRole('form', { name: 'Access settings' })).toBeVisible(),
  );
  await expect(form.getByRole('switch', { name: 'Ask for: Country' })).toBeChecked();
  await expect(form.getByLabel('Checkbox text')).toHaveValue('I have read the security policy');

  // The visitor's form asks for exactly those fields, with their labels, and requires them.
  await page.goto(`/${org.slug}?requestAccess=true`);
  await hydrated(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Request access' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByRole('textbox', { name: 'Products' })).toHaveCount(0);
  const email = `erin-${Date.now()}@globex.example`;
  await dialog.getByLabel('First name').fill('Erin');
  await dialog.getByLabel('Last name').fill('Example');
  await dialog.getByLabel('Work email').fill(email);
  await dialog.getByLabel('Company name').fill('Globex Corporation');
  await dialog.getByRole('checkbox', { name: /I agree to share these details/ }).check();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(4);
  await expect(
    dialog.getByText("Enter your contact's email within this organization"),
  ).toBeVisible();

  await dialog.getByLabel('Your role').fill('Security engineer');
  await dialog.getByLabel('Point of contact').fill('sam@acme.example');
  await dialog.getByRole('combobox', { name: 'Relationship' }).click();
  await page.getByRole('option', { name: 'Prospective Customer' }).click();
  await dialog.getByRole('combobox', { name: 'Country' }).fill('France');
  await page.getByRole('option', { name: /France/ }).click();
  await dialog.getByRole('checkbox', { name: 'I have read the security policy' }).check();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('dialog', { name: 'Request sent' })).toBeVisible();

  // Staff see the answers in the queue.
  await staff.goto('/admin/access/requests');
  await hydrated(staff);
  const row = staff.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Security engineer · Prospective Customer');
  await expect(row).toContainText('Point of contact: sam@acme.example');
  await expect(row).toContainText('Country: France');
  await expect(row).toContainText('Ticked: I have read the security policy');
  expect(problems).toEqual([]);
});

test('staff require the terms to subscribe: the dialog and the page without JavaScript ask for the tick', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  test.slow();
  const { org, staff } = await newOrgSettings(page, browser, baseURL!);
  const form = staff.getByRole('form', { name: 'Access settings' });
  await form.getByRole('textbox', { name: 'Your terms' }).fill('https://example.com/terms');
  await form.getByRole('switch', { name: 'Visitors must agree to the terms to subscribe' }).check();
  await save(staff);

  await page.goto(`/${org.slug}?subscribe=true`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: /^Subscribe to .+'s updates$/ });
  const agree = dialog.getByRole('checkbox', { name: /^I agree to the provider's terms/ });
  await expect(agree).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'terms' }).last()).toHaveAttribute(
    'href',
    'https://example.com/terms',
  );
  await dialog.getByLabel('Email').fill(`sam-${Date.now()}@globex.example`);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('You must agree to the terms')).toBeVisible();
  await agree.check();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText('Please check your email inbox to confirm your subscription'),
  ).toBeVisible();

  const noScript = await (
    await browser.newContext({ baseURL, javaScriptEnabled: false })
  ).newPage();
  await noScript.goto(`/${org.slug}/subscribe`);
  await noScript.getByLabel('Email').fill(`kim-${Date.now()}@globex.example`);
  await noScript.getByRole('button', { name: 'Subscribe' }).click();
  await expect(noScript.getByText('You must agree to the terms')).toBeVisible();
  await noScript.getByRole('checkbox', { name: /^I agree to the provider's terms/ }).check();
  await noScript.getByRole('button', { name: 'Subscribe' }).click();
  await expect(noScript.getByRole('status')).toBeVisible();
  // The subscribe page with its checkbox (axe runs in a page with JavaScript: the same HTML).
  await page.goto(`/${org.slug}/subscribe`);
  await expectFitsAndAccessible(page, (page) =>
    expect(page.getByRole('checkbox', { name: /^I agree to the provider's terms/ })).toBeVisible(),
  );
  expect(problems).toEqual([]);
});

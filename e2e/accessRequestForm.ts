/**
 * A visitor's access request through the portal's modal, as a person fills it: used by the specs
 * whose organisation decides requests by its own rules (`newOrgWithRestrictedDocument`).
 */
import type { Page } from '@playwright/test';
import { expect, hydrated } from './fixtures.js';

/**
 * The login tab's answer for an e-mail it does not know is a 4xx with its code (unknown_email),
 * which Chromium logs as a failed load: expected here, any other problem is not.
 */
export const unexpectedProblems = (problems: string[]) =>
  problems.filter((p) => !/status of 404 .*\/api\/products\/[\w-]+\/login\)$/.test(p));

/**
 * Opens the restricted document's 'Get access' on the portal at `base` and asks for access as
 * `email`.
 */
export async function requestAccess(
  page: Page,
  portal: { base: string; documentTitle: string },
  email: string,
  company: string,
) {
  await page.goto(portal.base);
  await hydrated(page);
  const document = page
    .locator('section[data-section="documents"]')
    .getByRole('article', { name: portal.documentTitle });
  await document.getByRole('button', { name: 'Get access' }).click();
  await expect(page).toHaveURL(/loginRequest=true/);

  // The item is restricted: the modal opens on the login tab.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Log in' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // Unknown to the organisation: the request tab, carrying the e-mail.
  await expect(dialog.getByRole('tab', { name: 'Request access' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    dialog.getByText(/Please provide the following details to get access to/),
  ).toBeVisible();
  await expect(dialog.getByLabel('Work email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('You must agree to the terms')).toBeVisible();

  await dialog.getByLabel('First name').fill('Erin');
  await dialog.getByLabel('Last name').fill('Example');
  await dialog.getByLabel('Company name').fill(company);
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
}

/** The request form opened by its link (`?requestAccess=true`), filled and sent. */
export async function requestAccessByLink(
  page: Page,
  slug: string,
  email: string,
  company: string,
) {
  await page.goto(`/${slug}?requestAccess=true`);
  await hydrated(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Request access' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByLabel('First name').fill('Erin');
  await dialog.getByLabel('Last name').fill('Example');
  await dialog.getByLabel('Work email').fill(email);
  await dialog.getByLabel('Company name').fill(company);
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
}

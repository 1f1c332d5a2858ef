/**
 * The second factor in Chromium (issue 23): a staff member created here (the seeded admin signs
 * in without a code in the other specs) sets up an authenticator from "Your account", reading
 * the key from the page and computing the codes here, signs out, and signs in with the password
 * and a code.
 */
import { expect, giveStaffSession, hydrated, inviteStaff, test } from './fixtures.js';
import { enrolAuthenticator, signInWithCode } from './staffIdentity.js';

const PASSWORD = 'a fine long password';

test('a staff member sets up two-step sign-in, signs out, and signs in with the password and a code', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  test.slow(); // an invitation by mail, a set-up and two sign-ins
  await giveStaffSession(page);
  const email = `totp-${Date.now()}@northwind.example`;
  const { link } = await inviteStaff(page, { email, displayName: 'Tess Totp' });

  const context = await browser.newContext({ baseURL: baseURL! });
  const staff = await context.newPage();
  staff.on('pageerror', (error) => problems.push(error.message));
  await staff.goto(link);
  await hydrated(staff);
  await staff.getByLabel('New password').fill(PASSWORD);
  await staff.getByLabel('Confirm password').fill(PASSWORD);
  await staff.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(staff.getByText('Main mode')).toBeVisible();

  // Your account: the QR code and the key as text; one code confirms.
  const key = await enrolAuthenticator(staff);

  // Signed out, then in: the password alone opens nothing; a wrong code is refused; the code
  // of the authenticator opens the session.
  await staff.getByRole('button', { name: 'Log out' }).click();
  await staff.goto('/login?next=%2Fadmin%2Faccount');
  await hydrated(staff);
  await staff.getByLabel('Email').fill(email);
  await staff.locator('input[name="password"]').fill(PASSWORD);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await hydrated(staff);
  await staff.locator('input[name="code"]').fill('000000');
  await staff.getByRole('button', { name: 'Verify' }).click();
  await expect(staff.getByRole('alert')).toContainText('That code is not correct');
  await signInWithCode(staff, { email, password: PASSWORD, key, next: '/admin/account' });
  await expect(staff.getByText(/10 of 10 recovery codes left/)).toBeVisible();
  await context.close();
  expect(problems).toEqual([]);
});

/**
 * The second factor in Chromium (issue 23): a staff member created here (the seeded admin signs
 * in without a code in the other specs) sets up an authenticator from "Your account", reading
 * the key from the page and computing the codes here, signs out, and signs in with the password
 * and a code.
 */
import { Secret, TOTP } from 'otpauth';
import { expect, giveStaffSession, hydrated, inviteStaff, test } from './fixtures.js';

const PASSWORD = 'a fine long password';

/** The code of the step after the current one: never the one the set-up just used. */
const nextCode = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: Date.now() + 30_000 });

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
  await staff.goto('/admin/account');
  await hydrated(staff);
  await expect(staff.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await staff.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(staff.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = (await staff.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  const code = new TOTP({ secret: Secret.fromBase32(key) }).generate();
  await staff.getByLabel('6-digit code').fill(code);
  await staff.getByRole('button', { name: 'Confirm' }).click();
  const codes = staff.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await staff.getByRole('button', { name: 'I have saved them' }).click();
  await expect(staff.getByText(/10 of 10 recovery codes left/)).toBeVisible();

  // Signed out, then in: the password alone opens nothing; the code does.
  await staff.getByRole('button', { name: 'Log out' }).click();
  await staff.goto('/login?next=%2Fadmin%2Faccount');
  await hydrated(staff);
  await staff.getByLabel('Email').fill(email);
  await staff.locator('input[name="password"]').fill(PASSWORD);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'candor_session')).toBe(false);
  await hydrated(staff);
  await staff.locator('input[name="code"]').fill('000000');
  await staff.getByRole('button', { name: 'Verify' }).click();
  await expect(staff.getByRole('alert')).toContainText('That code is not correct');
  await staff.locator('input[name="code"]').fill(nextCode(key));
  await staff.getByRole('button', { name: 'Verify' }).click();
  await expect(staff.getByText(/10 of 10 recovery codes left/)).toBeVisible();
  await context.close();
  expect(problems).toEqual([]);
});

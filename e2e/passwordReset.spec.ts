import {
  expectLinkUsedUp,
  expect,
  giveStaffSession,
  hydrated,
  inviteStaff,
  submitSetPasswordLink,
  test,
  waitForMail,
} from './fixtures.js';

test('"Forgot password?" mails a link over SMTP; the new password signs in, the old sessions are gone', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  // A staff member of this spec's own (the seeded admin's password stays as other specs need
  // it), with a session of their own from the invitation's link.
  await giveStaffSession(page);
  const email = `forgetful-${Date.now()}@northwind.example`;
  const invitation = await inviteStaff(page, { email, displayName: 'Fay Forgetful' });
  const inviteToken = new URL(invitation.link).searchParams.get('token');
  const elsewhere = await browser.newContext({ baseURL: baseURL! });
  const setFirst = await elsewhere.request.post('/api/auth/set-password', {
    data: { token: inviteToken, password: 'the forgotten password' },
  });
  expect(setFirst.status(), await setFirst.text()).toBe(200);
  expect((await elsewhere.request.get('/api/admin/staff')).status()).not.toBe(401);

  // In a browser of their own, signed out.
  const context = await browser.newContext({ baseURL: baseURL! });
  const user = await context.newPage();
  user.on('pageerror', (error) => problems.push(error.message));
  await user.goto('/login');
  await hydrated(user);
  await user.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(user.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await user.getByLabel('Email').fill(email);
  await user.getByRole('button', { name: 'Send reset link' }).click();
  await expect(user.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(user.getByRole('status')).toContainText('If this e-mail belongs to a staff account');

  const mail = await waitForMail(email, /Reset your password/);
  const link = /(http\S+\/set-password\?token=[A-Za-z0-9_-]+&reset=1)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  await submitSetPasswordLink(user, link!, 'a remembered password', 'Set new password');
  await expect(user.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(user.getByRole('status')).toContainText('signed out everywhere');

  // Signed out everywhere: the invitation's session opens nothing any more.
  expect((await elsewhere.request.get('/api/admin/staff')).status()).toBe(401);
  await elsewhere.close();

  await user.getByRole('link', { name: 'Sign in' }).click();
  await expect(user).toHaveURL(/\/login$/);
  await user.getByLabel('Email').fill(email);
  await user.getByRole('textbox', { name: 'Password' }).fill('a remembered password');
  await user.getByRole('button', { name: 'Sign in' }).click();
  await expect(user.getByText('Main mode')).toBeVisible();

  // The link worked once.
  await expectLinkUsedUp(user, link!, 'Set new password');
  await context.close();
  expect(problems).toEqual([]);
});

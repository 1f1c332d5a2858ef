import { expect, hydrated, giveStaffSession, inviteStaff, test } from './fixtures.js';

interface MailSummary {
  id: string;
  to: string;
}

test('an invited staff member sets a password from the mailed link and lands signed in', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  await giveStaffSession(page);
  const email = `invitee-${Date.now()}@northwind.example`;
  // The invitation as the invitee's mail server received it; Sent mail shows it redacted.
  const { link } = await inviteStaff(page, { email, displayName: 'Ivy Invitee' });
  const { mails } = (await (await page.request.get('/api/admin/mail')).json()) as {
    mails: MailSummary[];
  };
  const sent = mails.find((mail) => mail.to === email);
  const { mail } = (await (await page.request.get(`/api/admin/mail/${sent!.id}`)).json()) as {
    mail: { text: string };
  };
  expect(mail.text).toContain('/set-password?token=[redacted-secret-1]');

  // The invitee, in a browser of their own.
  const context = await browser.newContext({ baseURL: baseURL! });
  const invitee = await context.newPage();
  invitee.on('pageerror', (error) => problems.push(error.message));
  await invitee.goto(link);
  await hydrated(invitee);
  await expect(invitee.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await invitee.getByLabel('New password').fill('a fine long password');
  await invitee.getByLabel('Confirm password').fill('a fine long passworD');
  await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(invitee.getByText('The passwords do not match.')).toBeVisible();

  await invitee.getByLabel('Confirm password').fill('a fine long password');
  await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(invitee.getByText('Main mode')).toBeVisible();

  // The link worked once.
  await invitee.goto(link);
  await hydrated(invitee);
  await invitee.getByLabel('New password').fill('another long password');
  await invitee.getByLabel('Confirm password').fill('another long password');
  await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(invitee.getByRole('alert')).toHaveText(
    'This link is invalid or has expired. Ask for a new invitation.',
  );
  await context.close();
  expect(problems).toEqual([]);
});

import {
  expect,
  hydrated,
  giveStaffSession,
  expectLinkUsedUp,
  test,
  waitForMail,
} from './fixtures.js';

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
  // The Staff page's dialog: Send waits until a role is picked.
  await page.goto('/admin/staff');
  await hydrated(page);
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ivy Invitee');
  const send = dialog.getByRole('button', { name: 'Send invitation' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Editor' }).click();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Editor');
  await expect(row).toContainText('Invited');

  // The invitation as the invitee's mail server received it; Sent mail shows it redacted.
  const received = await waitForMail(email, /invited/);
  const link = /(http\S+\/set-password\?token=[A-Za-z0-9_-]+)/.exec(received.text)?.[1];
  expect(link).toBeDefined();
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
  await invitee.goto(link!);
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
  await expectLinkUsedUp(invitee, link!, 'Set password and sign in');
  await context.close();
  expect(problems).toEqual([]);
});

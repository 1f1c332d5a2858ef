/**
 * An account member's way through the portal: the sign-in link (once), the account menu,
 * inviting a colleague (the mail reaches the mail catcher with its invitation link), Log Out; and a
 * member whose access expired asking to extend it.
 */
import {
  expect,
  giveStaffSession,
  hydrated,
  portalPath,
  signedInMember,
  test,
  waitForMail,
} from './fixtures.js';

test('a member signs in from the link, sees the account menu, invites a colleague and logs out', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  await giveStaffSession(page);
  const base = await portalPath(page);
  const stamp = Date.now();
  const { member, context, seeded } = await signedInMember(
    { staff: page, browser, baseURL, problems },
    { accountName: `Globex ${stamp}`, email: `gina-${stamp}@globex.example` },
  );
  await expect(member).toHaveURL(`${base}?accountId=${seeded.accountId}`);
  await hydrated(member);

  const menu = member.getByTestId('account-menu');
  await expect(menu).toHaveText(`Globex ${stamp}`);
  await menu.click();
  await expect(member.getByText(`Globex ${stamp}'s Review of Northwind Cloud`)).toBeVisible();
  await expect(member.getByText('Review In Progress')).toBeVisible();
  await expect(member.getByText('Access without an end date')).toBeVisible();

  // Invite colleagues: chips by Enter and comma, lower-cased, with the spec's messages.
  await member.getByRole('button', { name: 'Invite colleagues' }).click();
  const dialog = member.getByRole('dialog', { name: 'Invite colleagues' });
  const emails = dialog.getByLabel('Work emails');
  const colleague = `Pat-${stamp}@Globex.example`;
  await emails.fill(colleague);
  await emails.press('Enter');
  await expect(dialog.getByTestId('invite-chip')).toHaveText([`${colleague.toLowerCase()}×`]);
  await emails.fill('not-an-email');
  await emails.press(',');
  await expect(dialog.getByRole('alert')).toHaveText('"not-an-email" is not a valid email');
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await emails.fill(colleague.toUpperCase());
  await emails.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(
    `"${colleague.toLowerCase()}" has already been added`,
  );
  await emails.fill('');
  await dialog.getByLabel('Message (optional)').fill('Have a look at their SOC 2.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const sent = member.getByRole('dialog', { name: 'Invite sent' });
  await expect(sent).toBeVisible();
  const { text: mail } = await waitForMail(colleague.toLowerCase(), /invited you/);
  expect(mail).toContain('Have a look at their SOC 2.');
  expect(mail).toMatch(/inviteToken=[A-Za-z0-9_.-]+&requestAccess=true/);
  // The invitation's link opens the request form with the invitee's address filled in (§2, §3).
  const inviteLink = /(http\S+inviteToken=[\w.-]+&requestAccess=true\S*)/.exec(mail)![1]!;
  const invitee = await browser.newPage({ baseURL: baseURL! });
  invitee.on('pageerror', (error) => problems.push(error.message));
  await invitee.goto(inviteLink);
  await hydrated(invitee);
  await expect(invitee.getByRole('dialog').getByLabel('Work email')).toHaveValue(
    colleague.toLowerCase(),
  );
  await invitee.close();
  await sent.getByRole('button', { name: 'Invite a different colleague' }).click();
  await expect(dialog.getByLabel('Work emails')).toHaveValue('');
  await member.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Log Out: back to the public portal, no menu.
  await menu.click();
  await member.getByRole('button', { name: 'Log Out' }).click();
  await expect(member).toHaveURL(base);
  await hydrated(member);
  await expect(member.getByTestId('account-menu')).toHaveCount(0);
  const me = await member.request.get(`${base}/api/auth/me`);
  expect(me.status()).toBe(401);

  // The link worked once.
  await member.goto(seeded.signInUrl);
  await hydrated(member);
  await expect(member.getByText('This sign-in link has expired or was already used')).toBeVisible();
  await context.close();
  expect(problems).toEqual([]);
});

test('a member whose access expired asks to extend it', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  await giveStaffSession(page);
  const stamp = Date.now();
  const { member, context } = await signedInMember(
    { staff: page, browser, baseURL, problems },
    {
      accountName: `Hooli ${stamp}`,
      email: `hank-${stamp}@hooli.example`,
      accessExpiresAt: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
    },
  );
  await hydrated(member);
  const expired = member.getByRole('dialog', { name: 'Your access has expired' });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: 'Request extension' }).click();
  await expect(member.getByTestId('extend-result')).toHaveText(
    'Your request to extend access was sent. We will e-mail you once it is approved.',
  );
  await member.getByRole('button', { name: 'Done' }).click();

  await member.reload();
  await hydrated(member);
  await member.getByRole('button', { name: 'Request extension' }).click();
  await expect(member.getByTestId('extend-result')).toHaveText(
    'You have already requested access to this account.',
  );
  await context.close();
  expect(problems).toEqual([]);
});

test('an expired member without a session asks for an extension from the access modal', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  await giveStaffSession(page);
  const base = await portalPath(page);
  const stamp = Date.now();
  const email = `lou-${stamp}@lapsed.example`;
  // Seeded with expired access; the sign-in link is never opened: no session.
  const seeded = await page.request.post('/api/testing/account-members', {
    data: {
      firstName: 'Lou',
      lastName: 'Lapsed',
      accountName: `Lapsed ${stamp}`,
      email,
      accessExpiresAt: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
    },
  });
  expect(seeded.status()).toBe(200);
  const context = await browser.newContext({ baseURL: baseURL! });
  const visitor = await context.newPage();
  visitor.on('pageerror', (error) => problems.push(error.message));
  await visitor.goto(`${base}?loginRequest=true`);
  await hydrated(visitor);
  await visitor.getByRole('dialog').getByLabel('Email').fill(email);
  await visitor.getByRole('button', { name: 'Continue' }).click();
  const expired = visitor.getByRole('dialog', { name: 'Access expired' });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: 'Request extension' }).click();
  const sent = visitor.getByRole('dialog', { name: 'Check your email' });
  await expect(sent).toContainText(`We sent a link to ${email}.`);

  const mail = await waitForMail(email, /Request an extension/);
  const link = /(http\S+\/api\/auth\/extend-access\?token=[\w%.-]+)/.exec(mail.text)![1]!;
  await visitor.goto(link);
  await hydrated(visitor);
  await expect(visitor.getByTestId('extend-link-result')).toContainText(
    'Your request to extend access was sent. We will e-mail you once it is approved.',
  );
  // The link worked once.
  await visitor.goto(link);
  await hydrated(visitor);
  await expect(visitor.getByTestId('extend-link-result')).toContainText(
    'This link has expired or was already used',
  );
  await context.close();
  expect(problems.filter((p) => !/status of 403 .*\/login\)$/.test(p))).toEqual([]);
});

/**
 * Questionnaires, TPRM and comments end to end (issue 11 'Done when'): an account member
 * submits a questionnaire, takes a TPRM token and comments on an item; staff see both in the
 * private area, answer the questionnaire with a file and reply to the comment; the member is
 * mailed (as their mail server received it) and reads the reply in the item's 'Conversation'.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  giveStaffSession,
  hydrated,
  ONE_PAGE_PDF as PDF,
  portalPath,
  signedInMember,
  test,
  waitForMail,
} from './fixtures.js';

test.setTimeout(150_000);

const ITEM = 'SOC 2 Type II Report';

/** The item's article in its open drawer (the documents grid names the same item too). */
const itemInDrawer = (page: Page) =>
  page
    .getByRole('article', { name: ITEM })
    .filter({ has: page.locator('summary', { hasText: 'Conversation' }) });

test('a member submits a questionnaire and comments; staff answer both', async ({
  page: staff,
  browser,
  baseURL,
  problems,
}) => {
  const stamp = Date.now();
  const email = `gina-${stamp}@globex.example`;
  const accountName = `Globex ${stamp}`;
  await giveStaffSession(staff);
  const base = await portalPath(staff);
  const { member, context, seeded } = await signedInMember(
    { staff, browser, baseURL, problems },
    { accountName, email },
    { permissions: ['clipboard-read', 'clipboard-write'] },
  );
  await expect(member).toHaveURL(`${base}?accountId=${seeded.accountId}`);
  await hydrated(member);

  // 1. 'Submit a questionnaire': the info dialog, upload it, success.
  await member.getByRole('button', { name: 'Submit a questionnaire' }).click();
  const info = member.getByRole('dialog', { name: 'Questionnaires can take some time' });
  await expect(info.getByRole('button', { name: 'View Documents' })).toBeVisible();
  await info.getByRole('button', { name: 'upload it' }).click();
  await member.getByLabel('Questionnaire file').setInputFiles({
    name: `Vendor questionnaire ${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await member.getByRole('button', { name: 'Submit', exact: true }).click();
  const done = member.getByRole('dialog', { name: 'Questionnaire submitted successfully' });
  await expect(done).toBeVisible();
  // The dialog's own Close button (the header's icon button is named 'Close' too).
  await done.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();

  // 2. 'Send data to TPRM': a partner, Next, the read-only token, Copy → 'Copied', Done.
  await member.getByRole('button', { name: 'Send data to TPRM' }).click();
  const tprm = member.getByRole('dialog', { name: 'Send data to TPRM' });
  await tprm.getByRole('radio', { name: /OneTrust/ }).check();
  await tprm.getByRole('button', { name: 'Next' }).click();
  const token = tprm.getByLabel('Token');
  await expect(token).toHaveValue(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  await expect(token).toHaveAttribute('readonly', '');
  await tprm.getByRole('button', { name: 'Copy' }).click();
  await expect(tprm.getByRole('button', { name: 'Copied' })).toBeVisible();
  await tprm.getByRole('button', { name: 'Done' }).click();
  await expect(tprm).toHaveCount(0);

  // 3. A comment on an item: Enter alone is a new line, Ctrl+Enter sends.
  await member.goto(`${base}?accountId=${seeded.accountId}&itemName=${encodeURIComponent(ITEM)}`);
  await hydrated(member);
  const item = itemInDrawer(member);
  await item.locator('summary', { hasText: 'Conversation' }).click();
  await expect(item.getByText('Type below to start a conversation')).toBeVisible();
  const box = item.getByPlaceholder('Type here...');
  await box.fill('Is the audit period twelve months?');
  await box.press('Enter');
  await box.pressSequentially('Thanks');
  await expect(box).toHaveValue('Is the audit period twelve months?\nThanks');
  await expect(item.getByText('Type below to start a conversation')).toBeVisible();
  await box.press('Control+Enter');
  await expect(box).toHaveValue('');
  await expect(item.getByText('Is the audit period twelve months?')).toBeVisible();

  // 4. Staff: the questionnaire queue, answered with a file.
  await staff.goto('/admin/questionnaires');
  const row = staff.getByRole('row', { name: new RegExp(accountName) });
  await expect(row.getByRole('link', { name: `Vendor questionnaire ${stamp}.pdf` })).toBeVisible();
  await row.locator('input[type=file]').setInputFiles({
    name: 'Our answers.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(row.getByRole('link', { name: 'Our answers.pdf' })).toBeVisible();
  await expect(row.getByText('Answered')).toBeVisible();
  await waitForMail(email, /answered your questionnaire/);

  // 5. Staff: the conversation, answered.
  await staff.goto('/admin/conversations');
  const thread = staff.getByRole('row', { name: new RegExp(accountName) });
  await expect(thread.getByText('Waiting')).toBeVisible();
  await thread.getByRole('button', { name: 'Open' }).click();
  await expect(staff.getByText('Is the audit period twelve months?')).toBeVisible();
  await staff.getByRole('textbox', { name: 'Reply' }).fill('Yes: January to December.');
  await staff.getByRole('button', { name: 'Send' }).click();
  await expect(staff.getByRole('log').getByText('Yes: January to December.')).toBeVisible();
  const mail = await waitForMail(email, /replied on SOC 2 Type II Report/);
  expect(mail.text).toContain('Yes: January to December.');

  // 6. The member reads the reply, and downloads the answer from the questionnaire dialog.
  await member.reload();
  await hydrated(member);
  await itemInDrawer(member).locator('summary', { hasText: 'Conversation' }).click();
  await expect(itemInDrawer(member).getByText('Yes: January to December.')).toBeVisible();
  await member.keyboard.press('Escape');
  await member.getByRole('button', { name: 'Submit a questionnaire' }).click();
  const list = member.getByRole('region', { name: 'Your questionnaires' });
  await expect(list.getByText('Answered')).toBeVisible();
  const download = member.waitForEvent('download');
  await list.getByRole('link', { name: 'Download answer' }).click();
  expect((await download).suggestedFilename()).toBe('Our answers.pdf');

  expect(problems).toEqual([]);
  await context.close();
});

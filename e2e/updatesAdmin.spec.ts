/**
 * Trust updates in the private area (issue 24 §2, §7): staff compose a topic, see before Publish
 * how many confirmed subscribers the e-mail reaches (and a warning when nobody would), publish,
 * the subscriber's mail server receives it, and the delivery report says so; a draft is edited,
 * published and deleted after a confirmation; the list and the composer fit the screen at 375
 * and 1440 px, and the composer passes axe (the list's axe is pageSweep.spec.ts's).
 */
import type { Page } from '@playwright/test';
import { axe, expect, portalPath, signInAsStaff, test, waitForMail } from './fixtures.js';

test.setTimeout(90_000);

/** A confirmed subscriber of the demo's updates, confirmed from the mailed link. */
async function confirmedSubscriber(page: Page, baseURL: string): Promise<string> {
  const base = await portalPath(page);
  const email = `updates-admin-${Date.now()}@reader.example`;
  const subscribed = await page.request.post(`${base}/subscribe`, {
    data: { email, source: 'e2e' },
    headers: { origin: baseURL },
  });
  expect(subscribed.status()).toBe(200);
  const mail = await waitForMail(email, /^Confirm your subscription to /);
  const link = /(http\S+\/subscribe\/confirm\?token=[\w.-]+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  await page.request.get(link!);
  return email;
}

const rowOf = (page: Page, subject: string) =>
  page
    .getByRole('table', { name: 'Trust updates' })
    .getByRole('row', { name: new RegExp(subject) });

async function rowAction(page: Page, subject: string, action: string) {
  await rowOf(page, subject)
    .getByRole('button', { name: /^Actions for the update/ })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('compose with the audience count, publish by e-mail, and read the delivery report', async ({
  page,
  baseURL,
  problems,
}) => {
  const email = await confirmedSubscriber(page, baseURL!);
  await signInAsStaff(page, '/admin/updates');
  await expect(page.getByRole('heading', { name: 'Trust updates', level: 1 })).toBeVisible();

  const subject = `Pen test finished ${Date.now()}`;
  await page.getByRole('button', { name: 'New topic' }).click();
  const composer = page.getByRole('dialog', { name: 'New topic' });
  await composer.getByLabel('Subject').fill(subject);
  await composer.getByLabel('Message (Markdown)').fill('The yearly **penetration test** is done.');
  await composer.getByLabel('E-mail').check();
  // Before Publish: the count of confirmed subscribers the audience reaches...
  await expect(composer.getByTestId('audience-count')).toContainText(
    /E-mail goes to \d+ confirmed subscribers?\./,
  );
  // ...and, for an audience nobody subscribed in, the warning the publish would refuse with.
  await composer.getByLabel('Audience').selectOption('private');
  await expect(composer.getByTestId('audience-count')).toContainText(
    'Nobody would receive this update by e-mail: there are no confirmed subscribers',
  );
  await composer.getByLabel('Audience').selectOption('public');
  await expect(composer.getByTestId('audience-count')).toContainText('E-mail goes to');
  await composer.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Topic created')).toBeVisible();

  const row = rowOf(page, subject);
  await expect(row).toContainText('Published');
  await expect(row).toContainText('Alex Morgan');
  await expect(row).toContainText('Trust Center and e-mail');

  await waitForMail(email, new RegExp(`${subject}$`));
  await rowAction(page, subject, 'Delivery report');
  const report = page.getByRole('dialog', { name: `Delivery of “${subject}”` });
  const recipient = report.getByRole('row', { name: new RegExp(email) });
  await expect(recipient).toContainText('Sent', { timeout: 20_000 });
  await expect(report.getByText('Subscribers mailed')).toBeVisible();
  await page.keyboard.press('Escape');

  // Filters: published updates are not drafts.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Draft' }).click();
  await expect(rowOf(page, subject)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a draft is edited, published and deleted after a confirmation', async ({
  page,
  problems,
}) => {
  await signInAsStaff(page, '/admin/updates');
  const subject = `Draft notice ${Date.now()}`;
  await page.getByRole('button', { name: 'New topic' }).click();
  const composer = page.getByRole('dialog', { name: 'New topic' });
  await composer.getByLabel('Subject').fill(subject);
  await composer.getByLabel('Hidden (a draft: not shown, not mailed)').check();
  await composer.getByLabel('Message (Markdown)').fill('First words');
  await composer.getByLabel('E-mail').check();
  await composer.getByLabel('Trust Center').uncheck();
  await expect(composer.getByTestId('audience-count')).toContainText(
    /When the topic is published, e-mail goes to|Nobody would be mailed/,
  );
  await composer.getByRole('button', { name: 'Publish' }).click();
  await expect(rowOf(page, subject)).toContainText('Draft');

  await rowAction(page, subject, 'Edit update');
  const editor = page.getByRole('dialog', { name: `Edit update in '${subject}'` });
  await editor.getByLabel('Message (Markdown)').fill('Better words');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, subject)).toContainText('Better words');

  await rowAction(page, subject, 'Publish topic');
  const publish = page.getByRole('dialog', { name: 'Publish topic' });
  await expect(publish.getByTestId('audience-count')).toBeVisible();
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(rowOf(page, subject)).toContainText('Published');

  await rowAction(page, subject, 'Delete topic');
  const confirm = page.getByRole('dialog', { name: 'Delete topic' });
  await expect(confirm).toContainText(`Delete '${subject}' and all its updates?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, subject)).toHaveCount(0);
  expect(problems).toEqual([]);
});

for (const width of [375, 1440]) {
  test(`the list and the composer fit the screen at ${width} px, and the composer passes axe`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await signInAsStaff(page, '/admin/updates');
    await expect(page.getByRole('heading', { name: 'Trust updates', level: 1 })).toBeVisible();
    // A table from 768 px, a list of cards on a phone.
    await expect(
      page.getByRole(width < 768 ? 'list' : 'table', { name: 'Trust updates' }),
    ).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const settled = () =>
      page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
    const violations = async () =>
      (await axe(page).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    // axe on the list is pageSweep.spec.ts's (the same page at the same widths).
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'New topic' }).click();
    const composer = page.getByRole('dialog', { name: 'New topic' });
    await composer.getByLabel('E-mail').check();
    await expect(composer.getByTestId('audience-count')).toBeVisible();
    await settled();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await violations()).toEqual([]);
  });
}

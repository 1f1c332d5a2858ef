/**
 * The private area's Subscribers screen: a visitor who subscribed and confirmed from the mailed
 * link is listed (searchable) and in the CSV export; staff block their domain, which refuses the
 * next subscription from it, and unblock it after confirming.
 */
import { readFileSync } from 'node:fs';
import { expect, portalPath, signInAsStaff, test, waitForMail } from './fixtures.js';

test('staff list, export and block subscribers', async ({ page, baseURL, problems }) => {
  const base = await portalPath(page);
  const domain = `reader${Date.now()}.example`;
  const email = `ada@${domain}`;
  const subscribe = (address: string) =>
    page.request.post(`${base}/subscribe`, {
      data: { email: address, source: 'e2e' },
      headers: { origin: baseURL! },
    });
  expect((await subscribe(email)).status()).toBe(200);
  const mail = await waitForMail(email, /^Confirm your subscription to /);
  const link = /(http\S+\/subscribe\/confirm\?token=[\w.-]+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  await page.request.get(link!);

  await signInAsStaff(page, '/admin/subscribers');
  await expect(page.getByRole('heading', { name: 'Subscribers', level: 1 })).toBeVisible();
  await page.getByLabel('Search subscribers').fill(domain);
  const table = page.getByRole('table', { name: 'Subscribers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  // In words, not the stored value ('confirmed').
  await expect(
    table.getByRole('row', { name: new RegExp(email) }).locator('.mantine-Badge-label'),
  ).toHaveText('Confirmed');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain(email);

  await page.getByLabel('Block an e-mail address or a whole domain').fill(domain);
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByRole('alert').getByText('Blocked', { exact: true })).toBeVisible();
  const blocks = page.getByRole('table', { name: 'Blocked addresses and domains' });
  await expect(blocks.getByRole('row', { name: new RegExp(domain) })).toContainText('Domain');
  expect((await subscribe(`grace@${domain}`)).status()).toBe(403);

  await blocks.getByRole('button', { name: `Unblock ${domain}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Unblock?' });
  await confirm.getByRole('button', { name: 'Unblock' }).click();
  await expect(blocks.getByRole('row', { name: new RegExp(domain) })).toHaveCount(0);
  expect((await subscribe(`grace@${domain}`)).status()).toBe(200);
  expect(problems).toEqual([]);
});

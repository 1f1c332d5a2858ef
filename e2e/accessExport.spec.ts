/**
 * Visitor access → Export (issue 27 §5) in the browser: the retention is said, and the access log
 * is saved as a CSV file with its header row.
 */
import { readFile } from 'node:fs/promises';
import { expect, giveStaffSession, hydrated, test } from './fixtures.js';

test('staff export the access log as CSV from Visitor access', async ({ page, problems }) => {
  await giveStaffSession(page);
  await page.goto('/admin/access/export');
  await hydrated(page);
  await expect(page.getByText(/^Access logs are kept \d+ days\./)).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Access log (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/)[0];
  expect(header).toBe(
    '"Time (UTC)","Event","Count","Member e-mail","Account","Product","Document","IP address"',
  );
  expect(problems).toEqual([]);
});

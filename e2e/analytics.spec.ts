import { readFile } from 'node:fs/promises';
import { expect, portalPath, signInAsStaff, test } from './fixtures.js';

interface ListedDocument {
  name: string;
  downloadUrl: string | null;
  generated?: boolean;
}

test('a visitor downloads a public document; staff see it in the analytics table and chart, and in the CSV export', async ({
  page,
  browser,
  problems,
}) => {
  // The visitor: a browser of their own, no cookie, downloading a public document.
  const visitor = await browser.newContext();
  const path = await portalPath(page);
  const listed = await visitor.request.get(`${path}/api/documents?tab=public&page=1`);
  const { items } = (await listed.json()) as { items: ListedDocument[] };
  const document = items.find((item) => item.downloadUrl !== null && item.generated !== true);
  if (!document?.downloadUrl) throw new Error('the demo has no public downloadable document');
  const download = await visitor.request.get(document.downloadUrl);
  expect(download.status()).toBe(200);
  await visitor.close();

  await signInAsStaff(page, '/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

  // The top documents chart names it (its label shortened past 28 characters).
  const chartLabel = document.name.length > 28 ? document.name.slice(0, 27) : document.name;
  const topDocuments = page.locator('.mantine-Paper-root', { hasText: 'Top documents' });
  await expect(topDocuments.locator('svg text', { hasText: chartLabel }).first()).toBeVisible();

  // "Who read what", filtered to that document: an anonymous visitor downloaded it.
  await page.getByRole('combobox', { name: 'Document' }).click();
  await page.getByRole('option', { name: document.name }).first().click();
  const table = page.getByRole('table', { name: 'Who read what' });
  const row = table
    .getByRole('row', { name: new RegExp(document.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .filter({ hasText: 'Document downloads' })
    .first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Anonymous visitor');

  // Export CSV of the current filters: the download holds the row.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(
    /^analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const text = await readFile(await csv.path(), 'utf8');
  expect(text.startsWith('"Time (UTC)","Event"')).toBe(true);
  expect(text).toContain(`"Document downloads","1",`);
  expect(text).toContain(`"${document.name.replace(/"/g, '""')}"`);
  expect(problems).toEqual([]);
});

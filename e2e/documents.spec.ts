import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, hydrated, portalPath, test } from './fixtures.js';

/** The names in a zip's central directory (enough to check what a bulk download holds). */
function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\x01\x02'); at >= 0; at = zip.indexOf('PK\x01\x02', at + 46)) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
  }
  return names;
}

interface ListedDocument {
  name: string;
  downloadUrl: string | null;
  viewUrl: string | null;
  generated?: boolean;
}

/** Every document of a tab as the portal's API lists it to the anonymous visitor. */
async function listedDocuments(page: Page, path: string, tab: 'all' | 'public') {
  const listed: ListedDocument[] = [];
  for (let number = 1; ; number += 1) {
    const response = await page.request.get(`${path}/api/documents?tab=${tab}&page=${number}`);
    const body = (await response.json()) as {
      items: ListedDocument[];
      page: number;
      pageSize: number;
      total: number;
    };
    listed.push(...body.items);
    if (body.page * body.pageSize >= body.total) break;
  }
  return listed;
}

/** Every public document the anonymous visitor may download (uploaded files and bridge letters). */
async function downloadablePublicDocuments(page: Page, path: string): Promise<string[]> {
  const listed = await listedDocuments(page, path, 'public');
  return [...new Set(listed.filter((d) => d.downloadUrl !== null).map((d) => d.name))].sort();
}

const documentsOf = (page: Page) => page.locator('section[data-section="documents"]');

test('an anonymous visitor sees the documents, and a restricted one offers Get access instead of the file', async ({
  page,
  problems,
}) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  const documents = documentsOf(page);
  await expect(documents.getByText('Featured Documents')).toBeVisible();

  // A public document: its title, then type, date and size, then the file name.
  const iso = documents.getByRole('article', { name: 'ISO 27001 Certificate' });
  await expect(iso.getByText('Northwind-Cloud-ISO-27001-Certificate.pdf')).toBeVisible();
  await expect(iso.getByText(/^PDF · \w+ \d{1,2}, \d{4} · [\d.]+ KB$/)).toBeVisible();
  await expect(iso.getByRole('button', { name: /^Download / })).toBeVisible();

  // A restricted one: no link to the file, 'Get access', which asks for the login form.
  const soc2 = documents.getByRole('article', { name: 'SOC 2 Type II Report' });
  await expect(soc2.getByRole('link')).toHaveCount(0);
  await soc2.getByRole('button', { name: 'Get access' }).click();
  await expect(page).toHaveURL(/loginRequest=true/);
  expect(problems).toEqual([]);
});

test('a public document opens in the view modal, stamped with the visitor watermark', async ({
  page,
  problems,
}) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  await documentsOf(page).getByRole('link', { name: 'ISO 27001 Certificate' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Northwind-Cloud-ISO-27001-Certificate.pdf');
  // Drawn in the page by pdf.js; the text of its pages includes the watermark.
  await expect(modal.locator('canvas[data-page="1"]')).toBeVisible();
  const text = modal.locator('[data-pdf-text]');
  await expect(text).toContainText('Public');
  await expect(text).toContainText(/Northwind Cloud · \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  await expect(modal.getByRole('button', { name: 'Download' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a view-only document opens in the view modal without a download, and its download is refused', async ({
  page,
  problems,
}) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  const whitepaper = documentsOf(page).getByRole('article', { name: 'Security Whitepaper' });
  await expect(
    whitepaper.getByText('This file is view-only and not downloadable in the portal'),
  ).toBeVisible();
  await expect(whitepaper.getByRole('button', { name: /^Download / })).toHaveCount(0);

  const link = whitepaper.getByRole('link', { name: 'Security Whitepaper' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/accessType=view$/);
  await link.click();
  const modal = page.getByRole('dialog');
  await expect(modal.locator('canvas[data-page="1"]')).toBeVisible();
  await expect(modal.locator('[data-pdf-text]')).toContainText('Public');
  await expect(modal).toContainText('This file is view-only and not downloadable in the portal');
  await expect(modal.getByRole('button', { name: 'Download' })).toHaveCount(0);

  // Asking for the download anyway is refused with the spec's words.
  const refused = await page.request.get(href!.replace('accessType=view', 'accessType=download'));
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'This file is view-only and not downloadable in the portal',
  );
  expect(problems).toEqual([]);
});

test('bulk download of the public documents returns a zip with exactly those files', async ({
  page,
  problems,
}) => {
  const path = await portalPath(page);
  const expected = await downloadablePublicDocuments(page, path);
  expect(expected.length).toBeGreaterThan(0);

  await page.goto(path);
  await hydrated(page);
  await documentsOf(page).getByRole('button', { name: 'Bulk download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download documents' });
  const selectAll = dialog.getByRole('checkbox', { name: 'Select all' });
  const download = dialog.getByRole('button', { name: 'Download' });
  await expect(selectAll).toBeVisible();
  await expect(download).toBeDisabled();
  await selectAll.check();
  await expect(download).toBeEnabled();

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const zip = await readFile(await file.path());
  expect(zipEntryNames(zip).sort()).toEqual(expected);
  // Select all takes the documents the visitor may not download too: the notice names them.
  await expect(dialog.getByRole('status')).toContainText(
    /Your download has started\.|Failed to download \d+ document\(s\)/,
  );
  expect(problems).toEqual([]);
});

test('a visitor who selects an allowed and a restricted document gets the zip of the allowed one and is told which was left out', async ({
  page,
  problems,
}) => {
  const path = await portalPath(page);
  const listed = await listedDocuments(page, path, 'all');
  const allowed = listed.find((d) => d.name === 'Northwind-Cloud-ISO-27001-Certificate.pdf');
  const restricted = listed.find((d) => d.downloadUrl === null && d.viewUrl === null);
  expect(allowed?.downloadUrl).toBeTruthy();
  expect(restricted).toBeTruthy();

  await page.goto(path);
  await hydrated(page);
  await documentsOf(page).getByRole('button', { name: 'Bulk download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download documents' });
  await dialog.getByRole('checkbox', { name: allowed!.name, exact: true }).check();
  await dialog.getByRole('checkbox', { name: restricted!.name, exact: true }).check();
  await expect(dialog.getByText('Restricted').first()).toBeVisible();

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(zipEntryNames(await readFile(await file.path()))).toEqual([allowed!.name]);
  const notice = dialog.getByRole('status');
  await expect(notice).toContainText('Failed to download 1 document(s)');
  await expect(notice.getByRole('listitem')).toHaveText([restricted!.name]);
  expect(problems).toEqual([]);
});

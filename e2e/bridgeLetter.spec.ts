import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  expect,
  giveStaffSession,
  hydrated,
  openCardMenu,
  portalPath,
  signedInMember,
  test,
  staffOnPortal,
} from './fixtures.js';

const ITEM = 'Cloud Security Posture Assessment';
const FILE_NAME = 'SOC-2-Bridge-Letter-Northwind-Cloud.pdf';
const CONTENT = [
  '## To our customers',
  '',
  'Since our last SOC 2 report there have been **no material changes** to our controls.',
  '',
  '- No significant incidents',
].join('\n');

test.describe.configure({ mode: 'serial' });

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await pdf.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

async function editReports(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Reports' });
  const save = drawer.getByRole('button', { name: 'Save' });
  const edit = page.getByRole('menuitem', { name: 'Edit', exact: true });
  // A click that lands while the menu is still opening can be lost under load: try again then.
  await expect(async () => {
    if (await save.isVisible()) return;
    if (!(await edit.isVisible())) await openCardMenu(page, 'Reports');
    await edit.click({ timeout: 2000 });
    await expect(save).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  return drawer;
}

test('a staff editor writes, previews and saves a bridge letter', async ({ page, problems }) => {
  await staffOnPortal(page);
  const drawer = await editReports(page);
  const item = drawer.locator(`fieldset[data-edit-item]`, { hasText: ITEM }).first();
  await item.getByRole('radio', { name: 'Public' }).check();
  const letter = item.getByRole('group', { name: 'Bridge letter' });
  await letter.getByRole('switch', { name: 'Enable bridge letter' }).check();

  // An enabled letter needs its content, signer name and signer title (§5).
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(letter.getByText('Letter content required')).toBeVisible();
  await expect(letter.getByText('Signer name required')).toBeVisible();
  await expect(letter.getByText('Signer title required')).toBeVisible();

  await letter.getByRole('textbox', { name: 'Letter content' }).fill(CONTENT);
  await letter.getByText('Preview', { exact: true }).click();
  const preview = letter.getByRole('document', { name: 'Letter preview' });
  await expect(preview.getByRole('heading', { name: 'To our customers' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('no material changes');
  await letter.getByText('Edit', { exact: true }).click();
  await expect(letter.getByRole('textbox', { name: 'Letter content' })).toHaveValue(CONTENT);

  await letter.getByLabel('Signer name').fill('Dana Whitfield');
  await letter.getByLabel('Signer title').fill('Chief Information Security Officer');
  await expect(letter.getByText(`File name: ${FILE_NAME}`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a visitor sees the bridge letter listed and downloads the PDF', async ({
  page,
  problems,
}) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  const documents = page.locator('section[data-section="documents"]');
  // Featured documents come first; the letter is among all of them.
  const viewAll = documents.getByRole('button', { name: 'View all documents' });
  if (await viewAll.isVisible()) await viewAll.click();
  // Its tile is led by the item's title, with the letter's file name last.
  await expect(
    documents.getByRole('article', { name: ITEM }).filter({ hasText: FILE_NAME }).first(),
  ).toBeVisible();
  // The item in the card's drawer offers the download.
  const card = page.getByRole('article', { name: 'Reports' });
  await card.getByRole('button', { name: 'Reports', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Reports' });
  const item = drawer.getByRole('article', { name: ITEM });
  const download = item.getByRole('link', { name: `Download ${FILE_NAME}` });
  await expect(download).toBeVisible();

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(FILE_NAME);
  const href = await download.getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await response.body());
  expect(text).toContain('To our customers');
  expect(text).toContain('no material changes');
  expect(text).toContain('Dana Whitfield');
  expect(text).toContain('Chief Information Security Officer');
  const today = new Date();
  const month = today.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const day = String(today.getUTCDate()).padStart(2, '0');
  expect(text).toContain(`${month} ${day}, ${today.getUTCFullYear()}`);
  expect(problems).toEqual([]);
});

test("a member's letter link names their account and the product, and opens for them", async ({
  page: staff,
  browser,
  baseURL,
  problems,
}) => {
  // Issue 21 §12: the route resolves the member's viewer from these; a link without them locks
  // a restricted letter the member was granted.
  const stamp = Date.now();
  await giveStaffSession(staff);
  const base = await portalPath(staff);
  const { member, context, seeded } = await signedInMember(
    { staff, browser, baseURL, problems },
    { accountName: `Letters ${stamp}`, email: `lee-${stamp}@globex.example`, firstName: 'Lee' },
  );
  await expect(member).toHaveURL(`${base}?accountId=${seeded.accountId}`);
  await hydrated(member);
  const card = member.getByRole('article', { name: 'Reports' });
  await card.getByRole('button', { name: 'Reports', exact: true }).click();
  const drawer = member.getByRole('dialog', { name: 'Reports' });
  const download = drawer
    .getByRole('article', { name: ITEM })
    .getByRole('link', { name: `Download ${FILE_NAME}` });
  await expect(download).toBeVisible();
  const href = new URL((await download.getAttribute('href'))!, baseURL);
  expect(href.pathname).toMatch(/\/bridge-letters\//);
  expect(href.searchParams.get('accountId')).toBe(seeded.accountId);
  expect(href.searchParams.get('productId')).toMatch(/^[0-9a-f-]{36}$/);
  const response = await member.request.get(href.toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  await context.close();
  expect(problems).toEqual([]);
});

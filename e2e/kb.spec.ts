import { expect, hydrated, portalPath, signInAsStaff, test } from './fixtures.js';
import type { Page } from '@playwright/test';

/** Opens the FAQ card's dialog and waits for its first page. */
async function openFaqDialog(page: Page) {
  const section = page.locator('[data-section="knowledge_base"]');
  await section.getByRole('button', { name: 'View more' }).click();
  const dialog = page.getByRole('dialog', { name: 'Knowledge Base (FAQs)' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('table')).toBeVisible();
  return dialog;
}

test('the FAQ dialog pages through the 30 entries and filters by product', async ({
  page,
  problems,
}) => {
  // Staff in main mode read the whole base: the 30 demo entries, private ones included.
  await signInAsStaff(page, `${await portalPath(page)}?product=northwind-analytics`);
  await hydrated(page);
  const dialog = await openFaqDialog(page);
  const pager = dialog.getByRole('navigation', { name: 'Knowledge base pages' });
  const questions = dialog.getByRole('table').locator('tbody tr td[data-column="question"]');
  await expect(dialog.getByRole('columnheader')).toHaveText([
    'Favorite',
    'Question',
    'Answer',
    'Access',
    'Date',
    'Products',
  ]);

  await dialog.getByLabel('Product').selectOption({ label: 'All products' });
  const seen = new Set<string>();
  for (const range of ['1–10 of 30', '11–20 of 30', '21–30 of 30']) {
    await expect(pager).toContainText(range);
    await expect(questions).toHaveCount(10);
    for (const text of await questions.allInnerTexts()) seen.add(text);
    const next = pager.getByRole('button', { name: 'Next' });
    if (range.startsWith('21')) await expect(next).toBeDisabled();
    else await next.click();
  }
  expect(seen.size).toBe(30);

  // One product: the three Analytics-only entries are not on the Platform.
  await dialog.getByLabel('Product').selectOption({ label: 'Northwind Platform (27)' });
  await expect(pager).toContainText('1–10 of 27');
  await expect(pager).toContainText('Page 1 of 3');
  await dialog.getByLabel('Access').selectOption({ label: 'Private (4)' });
  await expect(pager).toContainText('1–4 of 4');

  // In main mode the details panel shows the metadata.
  await questions.first().getByRole('button').click();
  const details = dialog.getByRole('complementary', { name: 'Entry details' });
  await expect(details).toContainText('Date uploaded');
  await expect(details).toContainText('Private');
  expect(problems).toEqual([]);
});

test('a visitor reads the public entries of the product, searches and opens one', async ({
  page,
  problems,
}) => {
  await page.goto(`${await portalPath(page)}?product=northwind-analytics`);
  await hydrated(page);
  const dialog = await openFaqDialog(page);
  const pager = dialog.getByRole('navigation', { name: 'Knowledge base pages' });
  const questions = dialog.getByRole('table').locator('tbody tr td[data-column="question"]');
  // Question and answer columns only; the 4 private and the 1 Platform-only entries are not there.
  await expect(dialog.getByRole('columnheader')).toHaveText(['Question', 'Answer']);
  await expect(pager).toContainText('1–10 of 25');
  await expect(dialog.getByLabel('Access')).toHaveCount(0);

  await dialog
    .getByRole('searchbox', { name: 'Search the knowledge base' })
    .fill('encrypted at rest');
  // Every word must be found, in the question, the answer or the comment.
  await expect(pager).toContainText('1–2 of 2');
  await expect(questions).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Is customer data encrypted at rest?' }).click();
  const details = dialog.getByRole('complementary', { name: 'Entry details' });
  await expect(details).toContainText('AES-256');
  await expect(details).not.toContainText('Date uploaded');

  await dialog.getByRole('searchbox').fill('no such thing anywhere');
  await expect(dialog.getByText('No results match this criteria')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test('staff add an entry in the private area and a visitor finds it in the FAQ dialog', async ({
  page,
  browser,
  baseURL,
}) => {
  const question = `Do you publish a security.txt file ${Date.now()}?`;
  await signInAsStaff(page, '/admin/knowledge-base');
  await page.getByRole('button', { name: 'Add entry' }).click();
  const form = page.getByRole('dialog', { name: 'Add entry' });
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Answer').fill('Yes, at **/.well-known/security.txt**.');
  await form.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByText('Entry added')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Knowledge base entries' })).toContainText(question);

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(await portalPath(visitorPage));
  await hydrated(visitorPage);
  const dialog = await openFaqDialog(visitorPage);
  await dialog.getByRole('searchbox', { name: 'Search the knowledge base' }).fill('security.txt');
  await expect(dialog.getByRole('button', { name: question })).toBeVisible();
  await dialog.getByRole('button', { name: question }).click();
  await expect(dialog.getByRole('complementary')).toContainText('/.well-known/security.txt');
  await visitor.close();
});

test('the FAQ dialog is usable on a phone', async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto(await portalPath(page));
  await hydrated(page);
  const dialog = await openFaqDialog(page);
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await dialog
    .getByRole('navigation', { name: 'Knowledge base pages' })
    .getByRole('button', { name: 'Next' })
    .click();
  await expect(dialog.getByRole('navigation')).toContainText('Page 2 of');
  await page.screenshot({ path: testInfo.outputPath('faq-dialog-phone.png') });
  await context.close();
});

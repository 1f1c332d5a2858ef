import { docsScreenshotPath, expect, hydrated, portalPath, test } from './fixtures.js';

test('the portal content is in the HTML with JavaScript off', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveTitle(/Trust Center/);
  await expect(page.getByTestId('portal-title')).toHaveText('Trust Center');
  await expect(page.getByRole('article', { name: 'Data Security' })).toBeVisible();
  await expect(page.locator('[data-section="knowledge_base"]')).toContainText(
    'Knowledge Base (FAQs)',
  );
  await expect(page.locator('[data-section="trust_center_updates"]')).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og\.png/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/northwind/);
  await context.close();
});

test('the page hydrates without console errors and opens a card drawer', async ({
  page,
  problems,
}) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  const card = page.getByRole('article', { name: 'Data Security' });
  await card.getByRole('button', { name: 'Data Security', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Data Security' });
  await expect(drawer).toBeVisible();
  const firstItem = drawer.getByRole('article').first();
  await expect(firstItem).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  expect(problems).toEqual([]);
});

test('clicking an item opens it in the drawer and puts it in the address', async ({ page }) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  const card = page.getByRole('article', { name: 'Data Security' });
  const firstRow = card.getByRole('listitem').first().getByRole('button');
  const title = (await firstRow.innerText()).split('\n')[0]!.trim();
  await firstRow.click();
  const drawer = page.getByRole('dialog', { name: 'Data Security' });
  await expect(drawer.locator('[aria-current="true"]')).toContainText(title);
  await expect(page).toHaveURL(/itemUid=/);
  const shared = page.url();

  // The address opens the same item for someone else.
  const other = await page.context().newPage();
  await other.goto(shared);
  await hydrated(other);
  await expect(
    other.getByRole('dialog', { name: 'Data Security' }).locator('[aria-current="true"]'),
  ).toContainText(title);
});

test('the expanded card lists every item, beyond those its tile shows', async ({
  page,
  problems,
}) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  const card = page.getByRole('article', { name: 'Data Security' });
  const tileItems = await card.getByRole('listitem').count();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/items')) requests.push(request.url());
  });
  await card.getByRole('button', { name: 'Data Security', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Data Security' });
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.getByRole('article').count()).toBeGreaterThan(tileItems);
  expect(requests).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('the knowledge base opens its dialog from the keyboard', async ({ page, problems }) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  const section = page.locator('[data-section="knowledge_base"]');
  const more = section.getByRole('button', { name: 'View more' });
  await more.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Knowledge Base (FAQs)' });
  await expect(dialog).toBeVisible();
  // The search box takes the focus; typing asks the server for matching entries.
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('SOC 2');
  await expect(dialog.getByRole('table')).toContainText('SOC 2');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();
  expect(problems).toEqual([]);
});

test('unknown organisations and items get a 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-company');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading').first()).toBeVisible();
  const path = await portalPath(page);
  const item = await page.goto(`${path}?itemUid=does-not-exist`);
  expect(item?.status()).toBe(404);
});

test('reads well on a phone: nothing overflows sideways', async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: docsScreenshotPath(testInfo, 'portal-phone.png') });
  await context.close();
});

test('screenshot of the portal for the README', async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1100 } });
  const page = await context.newPage();
  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: docsScreenshotPath(testInfo, 'portal.png') });
  await expect(page.getByTestId('portal-title')).toBeVisible();
  await context.close();
});

test('screenshots of an open drawer and of a shared item for the docs', async ({
  browser,
  baseURL,
}, testInfo) => {
  const wide = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1000 } });
  const page = await wide.newPage();
  await page.goto(await portalPath(page));
  await hydrated(page);
  const card = page.getByRole('article', { name: 'Data Security' });
  await card.getByRole('button', { name: 'Data Security', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Data Security' });
  await expect(drawer.getByRole('article').first()).toBeVisible();
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: docsScreenshotPath(testInfo, 'portal-drawer.png') });
  await wide.close();

  // A shared item link (the item's custom URL) opens the portal with that item's drawer.
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const shared = await phone.newPage();
  await shared.goto(`${await portalPath(shared)}/item/soc-2-type-ii`);
  await hydrated(shared);
  const sharedDrawer = shared.getByRole('dialog');
  await expect(sharedDrawer).toBeVisible();
  await expect(sharedDrawer.getByRole('heading', { name: 'SOC 2 Type II' })).toHaveCount(1);
  await shared.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await shared.screenshot({ path: docsScreenshotPath(testInfo, 'portal-shared-item.png') });
  await phone.close();
});

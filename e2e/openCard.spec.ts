/**
 * Issue 13: every visible item reaches a reader without JavaScript, an item's or a card's
 * address draws its drawer on the server, and an open card is a link that Back closes.
 */
import { expect, hydrated, portalPath, test } from './fixtures.js';

test('without JavaScript every item is in the page, and View more and item links open the drawer', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const path = new URL(page.url()).pathname;

  // The Overview shows three items and 'View more'; its fourth is in the page.
  const overview = page.locator('[data-card-kind="Overview"]');
  await expect(overview.getByRole('link', { name: 'View more' })).toBeVisible();
  await expect(overview.getByText('Where your data lives')).toBeAttached();

  // A card's items past its tile are in the page, each linking to its own address.
  const card = page.getByRole('article', { name: 'Data Security' });
  const fifth = card.locator('#card-DataSecurity-more a').nth(1);
  const fifthTitle = (await fifth.textContent()) ?? '';
  const fifthHref = (await fifth.getAttribute('href')) ?? '';
  expect(fifthTitle).not.toBe('');

  // 'View more' leads to the open card, which the server draws with every item.
  await card.getByRole('link', { name: 'View more' }).click();
  await expect(page).toHaveURL(/show=true&kind=DataSecurity/);
  const drawer = page.getByRole('complementary', { name: 'Data Security' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: fifthTitle })).toBeVisible();
  expect(await drawer.getByRole('article').count()).toBeGreaterThan(3);
  await drawer.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('complementary', { name: 'Data Security' })).toHaveCount(0);

  // A shared item link shows that item, first and marked, with its preview in the head.
  await page.goto(fifthHref);
  const shared = page.getByRole('complementary', { name: 'Data Security' });
  await expect(shared.locator('[aria-current="true"]')).toContainText(fifthTitle);
  // Without scripts nothing scrolls to it: it is drawn first, at the drawer's top.
  const box = await shared.locator('[aria-current="true"]').boundingBox();
  expect(box?.y).toBeLessThan(page.viewportSize()!.height / 2);
  if (process.env.CANDOR_E2E_SHOTS)
    await page.screenshot({ path: `${process.env.CANDOR_E2E_SHOTS}/shared-nojs.png` });
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(`^${fifthTitle}`),
  );
  await context.close();
});

test('an open card is in the address: Back closes it, Forward opens it again', async ({
  page,
  problems,
}) => {
  const path = await portalPath(page);
  await page.goto(path);
  await hydrated(page);
  const card = page.getByRole('article', { name: 'Data Security' });
  await card.getByRole('link', { name: 'View more' }).click();
  const drawer = page.getByRole('dialog', { name: 'Data Security' });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/show=true&kind=DataSecurity&expandedAt=\d+/);

  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.goForward();
  await expect(drawer).toBeVisible();

  // Closing a card opened here goes back to the address before it.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect(problems).toEqual([]);
});

test("a card's address opens it on load, over the server's drawing of it", async ({
  page,
  problems,
}) => {
  const path = await portalPath(page);
  await page.goto(`${path}?show=true&kind=Legal`);
  await expect(page.getByRole('complementary', { name: 'Legal' })).toBeVisible();
  await hydrated(page);
  const drawer = page.getByRole('dialog', { name: 'Legal' });
  await expect(drawer).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Legal' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect(problems).toEqual([]);
});

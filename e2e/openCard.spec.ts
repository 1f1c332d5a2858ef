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

test('a shared item link opens its card scrolled to that item, marked', async ({
  browser,
  baseURL,
}) => {
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 700 } });
  const page = await phone.newPage();
  const path = await portalPath(page);
  await page.goto(path);
  // A card's last item, linked by its uid (an item without a custom URL).
  const last = page.locator('#card-DataSecurity-more a').last();
  const lastTitle = (await last.textContent()) ?? '';
  const lastHref = (await last.getAttribute('href')) ?? '';
  const shared = [
    // A custom URL (Application Security's fourth item; the card is titled 'App Security').
    {
      href: `${path}/item/penetration-testing`,
      card: 'App Security',
      title: 'Penetration testing',
    },
    { href: lastHref, card: 'Data Security', title: lastTitle },
  ];
  for (const { href, card, title } of shared) {
    await page.goto(href);
    await hydrated(page);
    const drawer = page.getByRole('dialog', { name: card });
    const opened = drawer.locator('[aria-current="true"]');
    await expect(opened).toContainText(title);
    await expect(opened).toHaveAttribute('data-selected', 'true');
    // Brought into the drawer's view (the last item of a long card is far below its top).
    await expect(opened).toBeInViewport({ ratio: 0.9 });
  }
  await phone.close();
});

test('collapsing an expanded card logs how long it was open', async ({ page, problems }) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  const card = page.getByRole('article', { name: 'Data Security' });
  await card.getByRole('link', { name: 'View more' }).click();
  const drawer = page.getByRole('dialog', { name: 'Data Security' });
  await expect(drawer).toBeVisible();
  const logged = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/api/events/card-view'),
  );
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const request = await logged;
  expect(request.postDataJSON()).toMatchObject({ kind: 'DataSecurity', itemUid: null });
  expect((request.postDataJSON() as { durationMs: number }).durationMs).toBeGreaterThan(0);
  expect((await request.response())?.status()).toBe(204);
  expect(problems).toEqual([]);
});

import { expect, hydrated, portalPath, test } from './fixtures.js';

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const focusedInMain = await page.evaluate(
    () => document.getElementById('main')?.contains(document.activeElement) ?? false,
  );
  expect(focusedInMain).toBe(true);
  // The next Tab continues from the main content, past the header.
  await page.keyboard.press('Tab');
  const nextInMain = await page.evaluate(
    () => document.getElementById('main')?.contains(document.activeElement) ?? false,
  );
  expect(nextInMain).toBe(true);
});

test('the product dropdown works from the keyboard and keeps accountId and permissionProfileId', async ({
  page,
}) => {
  const home = await portalPath(page);
  await page.goto(`${home}?accountId=acct-1&permissionProfileId=profile-1&tcuUid=topic-1`);
  await hydrated(page);
  const trigger = page.getByRole('button', { name: /^Product:/ });
  const menuId = await trigger.getAttribute('aria-controls');
  const options = page.locator(`[id="${menuId}"] a`);

  // Every product link carries the two parameters and nothing else of the address.
  const hrefs = await options.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  const productHrefs = hrefs.filter((href) => href.startsWith(home));
  expect(productHrefs.length).toBeGreaterThan(1);
  for (const href of productHrefs) {
    const query = new URL(href, 'http://x').searchParams;
    expect(query.get('accountId')).toBe('acct-1');
    expect(query.get('permissionProfileId')).toBe('profile-1');
    expect(query.get('product')).not.toBeNull();
    expect(query.has('tcuUid')).toBe(false);
  }

  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const count = await options.count();
  await expect(options.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(count - 1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(options.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(options.nth(count - 1)).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();

  // Enter opens the list; ArrowDown then Enter follows the second product.
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const chosen = await options.nth(1).getAttribute('href');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.searchParams.has('product'));
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe(chosen);
  expect(url.searchParams.get('accountId')).toBe('acct-1');
  expect(url.searchParams.get('permissionProfileId')).toBe('profile-1');
});

/**
 * A product chosen by its id (visitor-portal.md §2, §7): `?productId=` and `/{org}/view/{id}`
 * open that product's portal, drawn on the server; an unknown id is 'Page not found'. Both
 * pages fit the screen at 375 and 1440 px, and axe finds there exactly what it finds on the
 * product's own address (`?product=`): the route adds nothing.
 */
import type { Page } from '@playwright/test';
import { axe, expect, hydrated, portalPath, test } from './fixtures.js';

const productsOf = async (page: Page) =>
  page.evaluate(() => {
    const data = JSON.parse(document.getElementById('__candor_page')?.textContent ?? '{}') as {
      view: { product: { id: string; slug: string }; products: { id: string; slug: string }[] };
    };
    return data.view;
  });

for (const width of [375, 1440]) {
  test(`?productId= and /view/{productId} select the product at ${width} px`, async ({ page }) => {
    test.slow(); // axe runs three times
    await page.setViewportSize({ width, height: 900 });
    const base = await portalPath(page);
    await page.goto(base);
    await hydrated(page);
    const view = await productsOf(page);
    const other = view.products.find((p) => p.id !== view.product.id);
    test.skip(!other, 'the demo has one product');

    // The same page as the product's own address: axe finds nothing more there.
    const rules = async () => (await axe(page).analyze()).violations.map((v) => v.id).sort();
    await page.goto(`${base}?product=${other!.slug}`);
    await hydrated(page);
    const bySlug = await rules();
    for (const path of [`${base}?productId=${other!.id}`, `${base}/view/${other!.id}`]) {
      await page.goto(path);
      await hydrated(page);
      expect((await productsOf(page)).product.id, path).toBe(other!.id);
      expect(await rules(), path).toEqual(bySlug);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }

    const unknown = await page.goto(`${base}/view/00000000-0000-4000-8000-000000000000`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
}

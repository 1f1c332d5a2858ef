/**
 * The portal's images on a first visit, on a phone and a laptop: the header's logo and the
 * certification badges come inside the page (no request of their own), a logo far below the first
 * screen is asked for only when the visitor scrolls to it, and then shows; no image is broken.
 */
import { axe, expect, hydrated, portalPath, test } from './fixtures.js';

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`images at ${viewport.width} px: the logo inline, a logo below the fold once scrolled to`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') requested.push(request.url());
    });
    await page.goto(await portalPath(page));
    await hydrated(page);
    await page.waitForLoadState('networkidle');

    // The header's logo is in the page itself and shows; its address is never asked for.
    const logo = page.getByRole('banner').getByRole('img', { name: 'Northwind Cloud' });
    await expect(logo).toBeVisible();
    expect(await logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const logoUrl = await page.evaluate(() => {
      const data = document.querySelector('script[type="application/json"]')?.textContent ?? '{}';
      return (JSON.parse(data) as { view?: { org?: { logoUrl?: string } } }).view?.org?.logoUrl;
    });
    expect(logoUrl, 'the demo organisation has a logo').toBeTruthy();
    expect(requested).not.toContain(new URL(logoUrl!, page.url()).href);

    // The certification badges (small uploads) show from the page itself: of the organisation's
    // uploaded images, only the banner is asked for.
    const badges = page.locator('#section-certifications img');
    expect(await badges.count()).toBeGreaterThanOrEqual(5);
    for (const badge of await badges.all()) {
      expect(await badge.getAttribute('src')).toMatch(/^data:image\//);
    }
    await expect
      .poll(() =>
        badges.evaluateAll((images: HTMLImageElement[]) =>
          images.every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    expect(requested.filter((url) => url.includes('/assets/'))).toHaveLength(1);

    // The last company of the subprocessors' table: far below the first screen (further than
    // the distance at which Chromium starts loading a lazy image ahead of the scroll).
    const farLogo = page.locator('#section-subprocessors table img').last();
    const farUrl = await farLogo.evaluate((img: HTMLImageElement) => img.src);
    const top = await farLogo.evaluate((img) => img.getBoundingClientRect().top);
    expect(top, 'the logo is far below the first screen').toBeGreaterThan(viewport.height + 1250);
    expect(requested, 'not asked for before the visitor scrolls').not.toContain(farUrl);

    await farLogo.scrollIntoViewIfNeeded();
    await expect.poll(() => requested.includes(farUrl)).toBe(true);
    await expect(farLogo).toBeVisible();
    await expect
      .poll(() => farLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Every image of the page, once scrolled past, shows: none is broken.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += viewport.height) {
      // A frame drawn at each step: that is where Chromium finds the lazy images now near.
      await page.evaluate(
        (to) =>
          new Promise((drawn) => {
            window.scrollTo(0, to);
            requestAnimationFrame(() => requestAnimationFrame(drawn));
          }),
        y,
      );
    }
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        page
          .locator('img')
          .evaluateAll((images: HTMLImageElement[]) =>
            images
              .filter((img) => !img.complete || img.naturalWidth === 0)
              .map((img) => img.currentSrc || img.src),
          ),
      )
      .toEqual([]);
    const { violations } = await axe(page)
      .include('header')
      .include('#section-subprocessors')
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });
}

import { expect, hydrated, portalPath, test } from './fixtures.js';
import { undersizedTargets } from './targetSize.js';

const PHONE = { width: 375, height: 800 };

test('on a phone every control of the portal is big enough to touch', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  await page.goto(await portalPath(page));
  await hydrated(page);
  expect(await undersizedTargets(page)).toEqual([]);

  // The card drawer, with its item list and controls, is part of the portal too.
  const card = page.getByRole('article', { name: 'Data Security' });
  await card.getByRole('button', { name: 'Data Security', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Data Security' })).toBeVisible();
  expect(await undersizedTargets(page)).toEqual([]);
  await context.close();
});

test('the banner is an image in the page, fetched first among images', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  // The priority Chromium gave each image request, as its network panel shows it.
  const priorities = new Map<string, string>();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Image' && !priorities.has(event.request.url)) {
      priorities.set(event.request.url, event.request.initialPriority);
    }
  });
  await page.goto(await portalPath(page));

  const bannerUrl = await page.evaluate(() => {
    const data = document.querySelector('script[type="application/json"]')?.textContent ?? '{}';
    return (JSON.parse(data) as { view?: { customization?: { bannerUrl?: string } } }).view
      ?.customization?.bannerUrl;
  });
  expect(bannerUrl, 'the demo organisation has a banner').toBeTruthy();
  const absolute = new URL(bannerUrl!, page.url()).href;

  // A real <img>, loaded, as wide as the screen.
  const banner = page.locator(`img[src="${bannerUrl}"]`);
  await expect(banner).toHaveCount(1);
  await expect(banner).toBeVisible();
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const box = await banner.boundingBox();
  expect(box?.width).toBe(PHONE.width);

  // The head asks for it before the stylesheet is in, and Chromium fetches it at high priority.
  await expect(page.locator(`head link[rel="preload"][as="image"]`)).toHaveAttribute(
    'href',
    bannerUrl!,
  );
  expect(['High', 'VeryHigh']).toContain(priorities.get(absolute));
  const otherImages = [...priorities].filter(([url]) => url !== absolute);
  expect(otherImages.length, 'the portal shows logos besides the banner').toBeGreaterThan(0);
  for (const [url, priority] of otherImages) {
    expect(['Low', 'VeryLow', 'Medium'], `${url} comes after the banner`).toContain(priority);
  }
  await context.close();
});

test('the header shows the portal title in full on a tablet, a laptop and wide', async ({
  browser,
  baseURL,
}) => {
  for (const width of [768, 1000, 1440]) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(await portalPath(page));
    const title = page.getByTestId('portal-title');
    await expect(title).toHaveText('Trust Center');
    // Not cut with '…': the whole text fits its box, and every header control is on one row.
    const cut = await title.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut, `title cut at ${width} px`).toBe(false);
    const rows = await page
      .getByRole('banner')
      .getByRole('button')
      .evaluateAll(
        (buttons) =>
          new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top / 20))).size,
      );
    expect(rows, `header buttons on one row at ${width} px`).toBe(1);
    await context.close();
  }
});

import { expect, hydrated, portalPath, test } from './fixtures.js';

const PHONE = { width: 375, height: 800 };
const APP_SCRIPT = /\/assets\/entry-client-[\w-]+\.js$/;

test('the portal is styled before its app script arrives, which loads after the page and hydrates it', async ({
  page,
  problems,
}) => {
  await page.setViewportSize(PHONE);
  // Hold the app's script back, to look at the page as a slow phone shows it meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let appScriptRequested = false;
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheetRequests.push(request.url());
  });
  await page.route(APP_SCRIPT, async (route) => {
    appScriptRequested = true;
    await held;
    await route.continue();
  });

  // Not waiting for `load` (nor DOMContentLoaded): while the app's script is held, a page that
  // fetched it before its load would never get there.
  await page.goto(await portalPath(page), { waitUntil: 'commit' });
  await expect.poll(() => appScriptRequested, 'the boot script asks for the app').toBe(true);
  expect(await page.evaluate(() => document.readyState), 'asked for after the page loaded').toBe(
    'complete',
  );
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  // Styled by the stylesheet in the head alone: the banner spans the screen, the text is not in
  // the browser's default serif, and the page does not scroll sideways.
  const banner = page.locator('img[fetchpriority="high"]');
  await expect(banner).toBeVisible();
  expect((await banner.boundingBox())?.width).toBe(PHONE.width);
  const look = await page.evaluate(() => ({
    font: getComputedStyle(document.body).fontFamily,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
  expect(look.font).not.toMatch(/^"?Times/);
  expect(look.overflow).toBe(0);
  // ...which the page carries inline: the first paint waited for no stylesheet request.
  expect(stylesheetRequests, 'no stylesheet fetched before the app').toEqual([]);

  release();
  await hydrated(page);
  // Fetched once the page had loaded, so it never shared the network with the first paint.
  const timing = await page.evaluate((pattern) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const app = performance
      .getEntriesByType('resource')
      .find((entry) => new RegExp(pattern).test(new URL(entry.name).pathname));
    return { loadStart: navigation.loadEventStart, appStart: app?.startTime ?? -1 };
  }, APP_SCRIPT.source);
  expect(timing.appStart).toBeGreaterThanOrEqual(timing.loadStart);
  // The app found the head's stylesheet in place and did not link it a second time, nor fetch it.
  const stylesheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href),
  );
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(new Set(stylesheets).size).toBe(stylesheets.length);
  const pageStylesheet = /\/assets\/entry-client-[\w-]+\.css$/;
  expect(stylesheetRequests.filter((url) => pageStylesheet.test(url))).toEqual([]);

  // Hydrated: the card drawer, opened by React, works.
  const card = page.getByRole('article', { name: 'Data Security' });
  await card.getByRole('button', { name: 'Data Security', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Data Security' })).toBeVisible();
  expect(problems).toEqual([]);
});

import { expect, giveStaffSession, hydrated, openCardMenu, portalPath, test } from './fixtures.js';

const PHONE = { width: 375, height: 800 };
const APP_SCRIPT = /\/assets\/entry-client-[\w-]+\.js$/;
/** The app's whole stylesheet: the page carries the rules its markup uses in its head. */
const APP_STYLESHEET = /\/assets\/entry-client-[\w-]+\.css$/;
/** The chunk of what only staff and signed-in members see (portal/viewerParts.ts). */
const VIEWER_PARTS = /\/assets\/ViewerParts-[\w-]+\.js$/;

test('the portal is styled before its app script arrives, which loads after the page and hydrates it', async ({
  page,
  problems,
}) => {
  await page.setViewportSize(PHONE);
  // Hold the app's script and stylesheet back, to look at the page as a slow phone shows it
  // meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let appRequested = false;
  for (const file of [APP_SCRIPT, APP_STYLESHEET]) {
    await page.route(file, async (route) => {
      appRequested = true;
      await held;
      await route.continue();
    });
  }

  // Not waiting for `load` (nor DOMContentLoaded): while the app's script is held, a page that
  // fetched it before its load would never get there.
  await page.goto(await portalPath(page), { waitUntil: 'commit' });
  await expect.poll(() => appRequested, 'the boot script asks for the app').toBe(true);
  expect(await page.evaluate(() => document.readyState), 'asked for after the page loaded').toBe(
    'complete',
  );
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  // Styled by the styles in the head alone: the banner spans the screen, the text is not in
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

  release();
  await hydrated(page);
  // Fetched once the page had loaded, so they never shared the network with the first paint:
  // the app's script and every stylesheet (the first paint waited for none).
  const timing = await page.evaluate((pattern) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource');
    const app = resources.find((entry) => new RegExp(pattern).test(new URL(entry.name).pathname));
    const styles = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.css'));
    return {
      loadStart: navigation.loadEventStart,
      appStart: app?.startTime ?? -1,
      stylesStart: Math.min(...styles.map((entry) => entry.startTime)),
      scriptsBeforeLoad: resources
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .filter((entry) => entry.startTime < navigation.loadEventStart)
        .map((entry) => new URL(entry.name).pathname),
    };
  }, APP_SCRIPT.source);
  expect(timing.appStart).toBeGreaterThanOrEqual(timing.loadStart);
  expect(timing.stylesStart).toBeGreaterThanOrEqual(timing.loadStart);
  // No script file at all before it: the boot script is in the page (allowed by the CSP by its
  // hash, or `problems` below would hold the violation), so a phone's first paint shares its
  // connections with no request of ours but the banner and the font.
  expect(timing.scriptsBeforeLoad).toEqual([]);
  // The app linked its whole stylesheet, once.
  const stylesheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href),
  );
  expect(stylesheets.filter((href) => APP_STYLESHEET.test(href))).toHaveLength(1);
  expect(new Set(stylesheets).size).toBe(stylesheets.length);

  // Hydrated: the card drawer, opened by React, works.
  const card = page.getByRole('article', { name: 'Data Security' });
  await card.getByRole('button', { name: 'Data Security', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Data Security' })).toBeVisible();
  expect(problems).toEqual([]);
});

test("an anonymous visit never loads staff's and members' parts; a staff member's page shows them from the server's HTML and hydrates once they arrived", async ({
  page,
  problems,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const path = await portalPath(page);
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((script) => APP_SCRIPT.test(script))).toBe(true);
  expect(scripts.filter((script) => VIEWER_PARTS.test(script))).toEqual([]);

  // Staff: the parts' chunk held back, the page is there and styled without it (the staff bar
  // is the server's), and it is not hydrated before the chunk has come.
  await giveStaffSession(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let partsRequested = false;
  await page.route(VIEWER_PARTS, async (route) => {
    partsRequested = true;
    await held;
    await route.continue();
  });
  await page.goto(path);
  await expect.poll(() => partsRequested, 'the app asks for the parts before hydrating').toBe(true);
  const bar = page.getByText('Main mode');
  await expect(bar).toBeVisible();
  const logout = page.getByRole('button', { name: 'Log out' });
  // Styled by the head's rules: the staff bar's log-out is no default grey browser button.
  expect(await logout.evaluate((button) => getComputedStyle(button).borderStyle)).not.toBe(
    'outset',
  );
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  release();
  await hydrated(page);
  // Hydrated with the parts: a card's actions menu (theirs) opens.
  await openCardMenu(page, 'Data Security');
  expect(problems).toEqual([]);
});

// Every page of the private area and the portal's main views, as the demo admin, on a phone and
// a desktop: no horizontal overflow and no axe violation. The private area's pages are found, not
// listed: every section of STAFF_SECTIONS, "Your account", and each page their links lead to
// under /admin (one per address shape, so one account's page stands for all), and each tab of
// those pages. Also: no badge cut short, no internal name (a scope, snake_case) on screen.
// One sign-in and one page per width; axe checks the private area's shell once, then `main`.
import { STAFF_SECTIONS } from '@candor/domain';
import type { Page } from '@playwright/test';
import {
  axe,
  expect,
  giveStaffSession,
  hydrated,
  portalPath,
  SETTINGS_TABS,
  test,
} from './fixtures.js';

const WIDTHS = [375, 1440];
const START_PAGES = ['/admin', '/admin/account', ...STAFF_SECTIONS.map((s) => `/admin/${s.path}`)];
/** Pages found through links, beyond the start pages: a bound in case a list links to many. */
const MAX_FOUND = 30;

/** An address's shape: ids (segments with a digit, 8 characters or more) stand for any. */
const shape = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.length >= 8 && /\d/.test(segment) ? ':id' : segment))
    .join('/');

/**
 * Words of the code, not of the page: scopes (installation:admin), snake_case and camelCase
 * names, a PascalCase name in brackets ((InternalPractices)). Addresses and e-mail addresses
 * are left out first (their paths and names may read so).
 */
function internalNames(text: string): string[] {
  const words = text.replace(/\S*[@/]\S*/g, ' ');
  const patterns = [
    /\b[a-z]+:(?:admin|manage|edit|view|read|export)\b/g,
    /\b[a-z]+_[a-z_]+\b/g,
    /\b[a-z]+[A-Z][a-z]+\w*\b/g,
    /\((?:[A-Z][a-z]+){2,}\)/g,
  ];
  return patterns.flatMap((pattern) => words.match(pattern) ?? []);
}

async function settle(page: Page, heading?: 'heading') {
  await hydrated(page);
  // A private-area page has its heading once its section's code has loaded.
  if (heading) await expect(page.locator('main h1').first()).toBeVisible();
  // Loaded: nothing in the page says it is still busy.
  await expect(page.locator('[aria-busy="true"], .mantine-Loader')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** What is wrong with the page as it stands, one readable line each. */
async function problemsOf(page: Page, where: string, scope?: string): Promise<string[]> {
  const found: string[] = [];
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const viewport = window.innerWidth;
    // The element that sticks out furthest, so the message says what to fix.
    let widest = '';
    let right = viewport;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right <= right + 1 || box.width <= 0) continue;
      // An element inside a scroller or a clipping box cannot widen the page: skip it. (Asked
      // only of an element that sticks out: every ancestor's style, of every element, was a
      // good part of the sweep's time.)
      let clipped = false;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') clipped = true;
      }
      if (!clipped) {
        right = box.right;
        const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
        widest = `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${label.trim().slice(0, 40)}" ends at ${Math.round(box.right)} px`;
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: viewport,
      widest,
    };
  });
  if (scrollWidth > innerWidth)
    found.push(`${where}: ${scrollWidth} px wide in a ${innerWidth} px window; ${widest}`);
  // A badge says its whole word ('Active', not 'AC…'), however narrow its column.
  const badges = await page.locator('.mantine-Badge-label').evaluateAll((labels) =>
    labels.map((label) => ({
      text: label.textContent ?? '',
      cut: label.scrollWidth > label.clientWidth + 1,
    })),
  );
  const cut = badges.filter((badge) => badge.cut).map((badge) => badge.text);
  if (cut.length > 0) found.push(`${where}: badges cut short: ${cut.join(', ')}`);
  // A badge's words start with a capital (its capitals on screen are its style): one that does
  // not is a stored value ('pending') shown as it is.
  const codes = badges.filter((badge) => /^[a-z]/.test(badge.text)).map((badge) => badge.text);
  if (codes.length > 0) found.push(`${where}: badges showing stored values: ${codes.join(', ')}`);
  // What the page shows as code (<code>, <pre>: an API's shapes, a header's name) is meant so.
  const pageText = await page.evaluate(() => {
    const codes = [...document.body.querySelectorAll<HTMLElement>('code, pre')];
    const displays = codes.map((code) => code.style.display);
    for (const code of codes) code.style.display = 'none';
    const text = document.body.innerText;
    codes.forEach((code, i) => (code.style.display = displays[i]!));
    return text;
  });
  for (const name of internalNames(pageText))
    found.push(`${where}: an internal name on screen: "${name}"`);
  // Violations only: axe then keeps no record of what passed, a good part of its time.
  const builder = axe(page);
  if (scope) builder.include(scope);
  const { violations } = await builder.analyze();
  for (const violation of violations)
    found.push(
      `${where}: axe ${violation.id} (${violation.impact ?? 'n/a'}) at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
    );
  return found;
}

for (const width of WIDTHS) {
  test(`every private-area page and the portal at ${width} px: no horizontal overflow, no axe violation`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await giveStaffSession(page);
    const failures: string[] = [];
    /** The tabs swept, as 'path › tab'. */
    const sweptTabs: string[] = [];

    const queue = [...START_PAGES];
    const seen = new Set(queue.map(shape));
    /** Queues the pages this one links to under /admin that are not swept yet. */
    const follow = async () => {
      const links = await page
        .locator('main a[href^="/admin/"]')
        .evaluateAll((anchors) =>
          anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
        );
      for (const link of links) {
        if (seen.has(shape(link)) || seen.size >= START_PAGES.length + MAX_FOUND) continue;
        seen.add(shape(link));
        queue.push(link);
      }
    };
    /**
     * The addresses checked already, as pages or as tabs: a tab's address that a link leads to
     * (e.g. a section's second tab) is its page checked once, not again with each of its tabs.
     */
    const checked = new Set<string>();
    const here = () => shape(new URL(page.url()).pathname);
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      if (checked.has(shape(path))) continue;
      await page.goto(path);
      await settle(page, 'heading');
      checked.add(shape(path)).add(here());
      // The header and the navigation are the same on every page: axe checks them on the first.
      const scope = path === START_PAGES[0] ? undefined : 'main';
      failures.push(...(await problemsOf(page, `${path} at ${width} px`, scope)));
      await follow();
      // Each other tab of the page (a tab may have an address of its own, or not).
      const tabs = page.locator('main').getByRole('tab', { selected: false });
      for (const name of await tabs.allInnerTexts()) {
        const before = here();
        await tabs.filter({ hasText: name }).first().click();
        await settle(page);
        if (here() !== before && checked.has(here())) continue;
        checked.add(here());
        seen.add(here());
        sweptTabs.push(`${path} › ${name}`);
        failures.push(...(await problemsOf(page, `${path}, tab ${name}, at ${width} px`, 'main')));
        await follow();
      }
    }

    // Every tab of Settings among them (its first, General, is the page itself).
    expect(sweptTabs).toEqual(
      expect.arrayContaining(SETTINGS_TABS.slice(1).map((tab) => `/admin/settings › ${tab}`)),
    );

    const portal = await portalPath(page);
    await page.goto(portal);
    await settle(page);
    failures.push(...(await problemsOf(page, `the portal at ${width} px`)));
    // The drawer and the item page: the page behind was checked just above.
    const card = page.getByRole('article', { name: 'Data Security' });
    await card.getByRole('button', { name: 'Data Security', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Data Security' });
    const item = drawer.locator('article[id^="item-"]').first();
    await expect(item).toBeVisible();
    await settle(page);
    failures.push(...(await problemsOf(page, `a card drawer at ${width} px`, '[role="dialog"]')));
    const uid = (await item.getAttribute('id'))!.slice('item-'.length);
    await page.goto(`${portal}?itemUid=${uid}`);
    await settle(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    failures.push(...(await problemsOf(page, `an item page at ${width} px`, '[role="dialog"]')));

    expect(failures, failures.join('\n')).toEqual([]);
  });
}

/**
 * The spec's last rows in the portal (issue 25, items 11, 13, 22): the search's items-viewed
 * event (400 ms debounce) and the card's click source, a tall modal, the questionnaire actions'
 * compact variant, the copy snack, the drawer's 500 ms in / 600 ms out and the banner's 350 px.
 */
import type { Page } from '@playwright/test';
import {
  axe,
  expect,
  giveStaffSession,
  hydrated,
  portalPath,
  signedInMember,
  test,
} from './fixtures.js';

interface Sent {
  body: Record<string, unknown>;
  at: number;
}

/** The analytics events the page sends to `{portal}/api/events/{path}`, as they go. */
function eventsSent(page: Page, path: 'search' | 'card-view', event?: string): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes(`/api/events/${path}`)) return;
    const body = request.postDataJSON() as Record<string, unknown>;
    if (event === undefined || body['event'] === event) sent.push({ body, at: Date.now() });
  });
  return sent;
}

/** The portal's first card that expands, and the drawer its title opens. */
async function firstCard(page: Page) {
  await page.goto(await portalPath(page));
  await hydrated(page);
  const tile = page.locator('article[data-expandable]').first();
  const title = (await tile.getByRole('heading').innerText()).trim();
  return {
    tile,
    title: tile.getByRole('heading').getByRole('button'),
    drawer: page.getByRole('dialog', { name: title }),
  };
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a quick scroll past search results sends one items-viewed event, 400 ms after it rests', async ({
  page,
  problems,
}) => {
  const viewed = eventsSent(page, 'search', 'items_viewed');
  await page.goto(await portalPath(page));
  await hydrated(page);
  await page.keyboard.press('ControlOrMeta+k');
  const dialog = page.getByRole('dialog', { name: 'Search items' });
  await dialog.getByRole('searchbox').fill('security');
  const list = dialog.getByRole('listbox', { name: 'Search results' });
  await expect(list.getByRole('option')).toHaveCount(15);

  // The first results in view are reported once drawn.
  await expect.poll(() => viewed.length).toBe(1);
  const first = viewed[0]!.body;
  expect(first).toMatchObject({ event: 'items_viewed', query: 'security' });
  const seenFirst = Number(first['viewed']);
  expect(seenFirst).toBeGreaterThan(0);
  expect(seenFirst).toBeLessThan(15);

  // Five scroll steps 30 ms apart, short of the list's end (which would ask for more). The list
  // rests at its last scroll event, which the page's debounce counts from: its time, not the
  // end of the last 30 ms wait (under load a wait takes longer, and the event comes earlier).
  const scrolledAt = await list.evaluate(async (element) => {
    let lastScroll = 0;
    element.addEventListener('scroll', () => (lastScroll = Date.now()));
    const room = element.scrollHeight - element.clientHeight - 60;
    for (let step = 1; step <= 5; step++) {
      element.scrollTop = (room * step) / 5;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    // The last step's scroll event comes with the next frame.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return lastScroll;
  });
  await page.waitForTimeout(1000);
  expect(viewed).toHaveLength(2);
  const second = viewed[1]!;
  expect(second.at - scrolledAt).toBeGreaterThanOrEqual(350);
  expect(Number(second.body['viewed'])).toBeGreaterThan(seenFirst);
  expect(second.body['query']).toBe('security');
  expect(problems).toEqual([]);
});

test('opening a card records what was clicked: the card, or one of its items', async ({ page }) => {
  const views = eventsSent(page, 'card-view');
  const { tile, title, drawer } = await firstCard(page);
  await title.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect.poll(() => views.length).toBe(1);
  expect(views[0]!.body).toMatchObject({ source: 'card', itemUid: null });

  await tile.getByRole('listitem').first().getByRole('button').click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect.poll(() => views.length).toBe(2);
  expect(views[1]!.body).toMatchObject({ source: 'item', itemUid: expect.any(String) });
});

test('the drawer opens in 500 ms and closes in 600 ms', async ({ page }) => {
  const { title, drawer } = await firstCard(page);
  await title.click();
  await expect(drawer).toBeVisible();
  await expect
    .poll(() => drawer.evaluate((element) => getComputedStyle(element).transitionDuration))
    .toBe('0.5s');
  // Open: its opening transition has run to its end.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

  const closing = Date.now();
  await page.keyboard.press('Escape');
  await expect
    .poll(() => drawer.evaluate((element) => getComputedStyle(element).transitionDuration))
    .toBe('0.6s');
  await expect(drawer).toBeHidden();
  expect(Date.now() - closing).toBeGreaterThanOrEqual(580);
});

test.describe('copying', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("copying an item's link says 'Copied link to clipboard'", async ({ page, problems }) => {
    await page.goto(await portalPath(page));
    await hydrated(page);
    const tile = page.locator('article[data-expandable]').first();
    await tile.getByRole('listitem').first().getByRole('button').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Copy link to item' }).first().click();
    await expect(page.getByRole('status').getByText('Copied link to clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).origin).toBe(new URL(page.url()).origin);
    expect(problems).toEqual([]);
  });
});

for (const viewport of [
  { width: 1440, height: 600 },
  { width: 375, height: 667 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a modal taller than the window less 160 px stops there and scrolls inside', async ({
      page,
    }) => {
      await page.goto(await portalPath(page));
      await hydrated(page);
      await page.getByRole('button', { name: 'Request access' }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('First name')).toBeVisible();
      const content = page.locator('.mantine-Modal-content');
      const box = await content.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return {
          top: rect.top,
          height: rect.height,
          scrolls: element.scrollHeight > element.clientHeight,
          window: window.innerHeight,
        };
      });
      expect(box.scrolls, 'the request form is taller than the window allows').toBe(true);
      expect(box.height).toBeLessThanOrEqual(box.window - 160 + 1);
      expect(box.top).toBeGreaterThanOrEqual(79);
      expect(await noOverflow(page)).toBe(true);
      const found = await axe(page).include('.mantine-Modal-content').analyze();
      expect(found.violations).toEqual([]);
    });

    test('the banner image is at most 350 px high', async ({ page }) => {
      await page.goto(await portalPath(page));
      await hydrated(page);
      const hero = page.locator('section[aria-labelledby="portal-hero-title"]');
      const image = hero.locator('img').first();
      await expect(image).toBeVisible();
      const height = (await image.boundingBox())!.height;
      expect(height).toBeLessThanOrEqual(350);
      expect(height).toBeGreaterThan(0);
      expect(await noOverflow(page)).toBe(true);
    });
  });
}

test('the questionnaire actions: full size at 1440 px, compact and filling the row at 375 px', async ({
  page: staff,
  browser,
  baseURL,
  problems,
}) => {
  await giveStaffSession(staff);
  const stamp = Date.now();
  const { member, context } = await signedInMember(
    { staff, browser, baseURL, problems },
    { accountName: `Compact ${stamp}`, email: `compact-${stamp}@initech.example` },
  );
  await hydrated(member);
  const actions = member.getByRole('group', { name: 'Security review' });
  const submit = actions.getByRole('button', { name: 'Submit a questionnaire' });
  const tprm = actions.getByRole('button', { name: 'Send data to TPRM' });
  const measure = async () => {
    const [a, b] = [(await submit.boundingBox())!, (await tprm.boundingBox())!];
    const font = await submit.evaluate((element) => getComputedStyle(element).fontSize);
    return { a, b, font };
  };

  await member.setViewportSize({ width: 1440, height: 900 });
  const wide = await measure();

  await member.setViewportSize({ width: 375, height: 800 });
  const narrow = await measure();
  expect(parseFloat(narrow.font)).toBeLessThan(parseFloat(wide.font));
  // Smaller, on one line each, filling the row (side by side, or one above the other).
  for (const button of [narrow.a, narrow.b]) {
    expect(button.height).toBeLessThan(wide.a.height);
    expect(button.height).toBeLessThan(40);
  }
  const sideBySide = Math.abs(narrow.a.y - narrow.b.y) < 2;
  const filled = sideBySide
    ? narrow.a.width + narrow.b.width
    : Math.min(narrow.a.width, narrow.b.width);
  expect(filled).toBeGreaterThan(375 - 2 * 24 - 8);
  expect(await noOverflow(member)).toBe(true);
  const found = await axe(member).include('[role="group"][aria-label="Security review"]').analyze();
  expect(found.violations).toEqual([]);
  await context.close();
});

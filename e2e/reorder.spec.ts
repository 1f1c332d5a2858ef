import type { Page } from '@playwright/test';
import {
  expect,
  hydrated,
  openReorderDialog,
  portalPath,
  signInAsStaff,
  test,
} from './fixtures.js';

/**
 * The re-order dialogs on the demo's second product, so the other specs (on the default
 * product) never see a changed order. Each test puts the order back through the API.
 */
const PRODUCT = 'northwind-analytics';

// Each test signs in, opens a lazily loaded dialog, saves, reloads and restores the order.
test.describe.configure({ timeout: 60_000 });

async function openAnalytics(page: Page): Promise<string> {
  const path = `${await portalPath(page)}?product=${PRODUCT}`;
  await signInAsStaff(page, path);
  await hydrated(page);
  return path;
}

const sectionOrder = (page: Page) =>
  page
    .locator('[data-section]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section') ?? ''));

const cardOrder = (page: Page) =>
  page
    .locator('[data-section="cards"] article h3')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));

const dialogRows = (page: Page) =>
  page
    .getByRole('dialog')
    .locator('[data-reorder-row]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-reorder-row') ?? ''));

/** The product id and saved layout, read as the dialog reads them. */
async function layoutOf(page: Page) {
  const productId = await page.evaluate(() => {
    const data = document.getElementById('__candor_page')?.textContent ?? '{}';
    return (JSON.parse(data) as { view: { product: { id: string } } }).view.product.id;
  });
  const response = await page.request.get(`/api/trust-center/products/${productId}/order`);
  expect(response.ok()).toBe(true);
  const layout = (await response.json()) as { sectionOrder: string[]; cards: { kind: string }[] };
  return { productId, layout };
}

/** Presses Tab until the element named `name` has focus (keyboard only, no clicks). */
async function tabTo(page: Page, name: string, limit = 60) {
  for (let i = 0; i < limit; i++) {
    const label = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
    });
    if (label === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

test('staff re-order Trust Center sections by keyboard only and see the order after a reload', async ({
  page,
  problems,
}) => {
  const path = await openAnalytics(page);
  const { productId, layout } = await layoutOf(page);
  try {
    const before = await sectionOrder(page);
    expect(before.at(-1)).toBe('help');

    // Skip link, then the first control of the main content: the sections button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Re-order sections' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Re-order Trust Center sections/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-reorder-row="Help"]')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    const rows = await dialogRows(page);
    expect(rows.at(-1)).toBe('Help');

    // Carry Help from the bottom to the top with the arrow keys.
    // Screen readers hear where the row is (dnd-kit's live region, in the dialog's words).
    const liveRegion = page.locator('[id^="DndLiveRegion"]');
    await tabTo(page, 'Move Help');
    await page.keyboard.press('Space');
    await expect(liveRegion).toHaveText(
      `Picked up Help, at position ${rows.length} of ${rows.length}.`,
    );
    // dnd-kit's keyboard sensor starts listening for the arrow keys in a timer it sets on pick-up,
    // and Chromium handles a key press before a waiting timer: a timer set now fires after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // One step at a time: each press moves from where the last one landed, so the next press
    // waits until the row is heard at its new place (a press during the move is measured
    // against the old layout and lands on the same row again).
    for (let i = 1; i < rows.length; i++) {
      await page.keyboard.press('ArrowUp');
      await expect(liveRegion).toHaveText(
        `Help will move to position ${rows.length - i} of ${rows.length}.`,
      );
    }
    await page.keyboard.press('Space');
    await expect(liveRegion).toHaveText(`Help was dropped at position 1 of ${rows.length}.`);
    await expect.poll(() => dialogRows(page)).toEqual(['Help', ...rows.slice(0, -1)]);

    // The row menu from the keyboard: the first row cannot move up.
    await tabTo(page, 'Actions for Help');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Move up' })).toBeDisabled();
    await expect(page.getByRole('menuitem', { name: 'Move to top' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await tabTo(page, 'Save');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Updated section order')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.goto(path);
    await hydrated(page);
    const after = await sectionOrder(page);
    expect(after[0]).toBe('help');
    expect(after.slice(1)).toEqual(before.filter((id) => id !== 'help'));
    expect(problems).toEqual([]);
  } finally {
    await page.request.patch(`/api/trust-center/products/${productId}`, {
      data: { sections: layout.sectionOrder },
    });
  }
});

test('the sections dialog combines Overview with Certifications, closes on Escape, not on the backdrop', async ({
  page,
}) => {
  await openAnalytics(page);
  await page.getByRole('button', { name: 'Re-order sections' }).click();
  const dialog = page.getByRole('dialog', { name: /Re-order Trust Center sections/ });
  await expect(dialog.locator('[data-reorder-row]').first()).toBeVisible();
  // Each row is named as the page's section nav names the section, never by an internal name.
  const navLabels = await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link')
    .allInnerTexts();
  expect(navLabels).toContain('Security controls');
  await expect(dialog.locator('[data-reorder-row="Security controls"]')).toBeVisible();
  await expect(dialog.locator('[data-reorder-row="Cards"]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Actions for Overview' }).click();
  await page.getByRole('menuitem', { name: /^Combine Overview with / }).click();
  await expect(dialog.locator('[data-reorder-row="Overview and Compliance"]')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Actions for Overview and Compliance' }).click();
  await page.getByRole('menuitem', { name: 'Separate Overview and Certifications' }).click();
  await expect(dialog.locator('[data-reorder-row="Overview"]')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('staff re-order cards by dragging onto the top edge of a card, and the page follows', async ({
  page,
  problems,
}) => {
  const path = await openAnalytics(page);
  const { productId, layout } = await layoutOf(page);
  try {
    const before = await cardOrder(page);
    expect(before.length).toBeGreaterThan(2);
    await page.getByRole('button', { name: 'Re-order cards' }).click();
    const dialog = page.getByRole('dialog', { name: 'Re-order cards' });
    await expect(dialog.locator('[data-reorder-row]').first()).toBeVisible();
    const rows = await dialogRows(page);

    // Drag the last card onto the top half of the first one: it lands above it.
    const handle = dialog.getByRole('button', { name: `Move ${rows.at(-1)}` });
    const target = dialog.locator(`[data-reorder-row="${rows[0]}"]`);
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('rows not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y - 20, { steps: 5 });
    await page.mouse.move(to.x + 20, to.y + 6, { steps: 10 });
    await page.mouse.up();
    const dragged = [rows.at(-1) ?? '', ...rows.slice(0, -1)];
    await expect.poll(() => dialogRows(page)).toEqual(dragged);

    // And the second card one down with its menu.
    // The rows settle after the drop animation; a click while a row is being replaced is lost.
    const moveDown = page.getByRole('menuitem', { name: 'Move down' });
    await expect(async () => {
      if (!(await moveDown.isVisible())) {
        await dialog.getByRole('button', { name: `Actions for ${dragged[1]}` }).click();
      }
      await expect(moveDown).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await moveDown.click();
    const expected = [dragged[0], dragged[2], dragged[1], ...dragged.slice(3)];
    await expect.poll(() => dialogRows(page)).toEqual(expected);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Updated card order for ${PRODUCT} product`)).toBeVisible();
    await page.goto(path);
    await hydrated(page);
    expect(await cardOrder(page)).toEqual(expected);
    expect(problems).toEqual([]);
  } finally {
    await page.request.patch(`/api/trust-center/products/${productId}/cards`, {
      data: { cards: layout.cards.map((card) => card.kind) },
    });
  }
});

interface ItemOrder {
  items: { uid: string; title: string; featured: boolean }[];
}

async function itemOrderOf(page: Page, productId: string, kind: string): Promise<ItemOrder> {
  const response = await page.request.get(
    `/api/trust-center/products/${productId}/cards/${kind}/items/order`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as ItemOrder;
}

test("staff re-order a card's items from its menu and the card lists them so after a reload", async ({
  page,
  problems,
}) => {
  const path = await openAnalytics(page);
  const { productId } = await layoutOf(page);
  const saved = await itemOrderOf(page, productId, 'DataSecurity');
  try {
    const card = page.getByRole('article', { name: 'Data Security' });
    const tileTitles = () =>
      card
        .locator('li[data-item-uid]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-item-uid') ?? ''));
    const dialog = await openReorderDialog(page, 'Data Security');
    await expect(dialog.locator('[data-reorder-row]').first()).toBeVisible();
    const rows = await dialogRows(page);
    expect(rows).toEqual(saved.items.map((item) => item.title));

    const last = rows.at(-1) ?? '';
    await dialog.getByRole('button', { name: `Actions for ${last}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Move to bottom' })).toBeDisabled();
    await page.getByRole('menuitem', { name: 'Move to top' }).click();
    await expect.poll(() => dialogRows(page)).toEqual([last, ...rows.slice(0, -1)]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText("Updated Data Security card item's order")).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const lastUid = saved.items.at(-1)?.uid ?? '';
    // The page shows the new order at once, and after a reload.
    await expect.poll(async () => (await tileTitles())[0]).toBe(lastUid);
    await page.goto(path);
    await hydrated(page);
    expect((await tileTitles())[0]).toBe(lastUid);
    expect(problems).toEqual([]);
  } finally {
    await page.request.patch(`/api/trust-center/products/${productId}/cards/DataSecurity/items`, {
      data: { items: saved.items.map((item) => item.uid) },
    });
  }
});

test('moving a document between Featured and Non-featured documents changes its featured status', async ({
  page,
  problems,
}) => {
  const path = await openAnalytics(page);
  const { productId } = await layoutOf(page);
  const saved = await itemOrderOf(page, productId, 'Documents');
  const candidate = saved.items.find((item) => item.featured);
  if (!candidate) throw new Error('the demo has no featured document');
  const featuredBlock = () =>
    page
      .locator('[data-section="documents"] h3', { hasText: 'Featured Documents' })
      .locator('xpath=..');
  try {
    await expect(featuredBlock()).toContainText(candidate.title);
    const dialog = await openReorderDialog(page, 'Documents');
    const featured = dialog.locator('[data-reorder-column="Featured documents"]');
    const others = dialog.locator('[data-reorder-column="Non-featured documents"]');
    const row = (column: typeof featured) =>
      column.locator(`[data-reorder-row="${candidate.title}"]`);
    await expect(row(featured)).toBeVisible();

    await dialog.getByRole('button', { name: `Actions for ${candidate.title}` }).click();
    await page.getByRole('menuitem', { name: 'Move to Non-featured documents' }).click();
    await expect(row(others)).toBeVisible();
    await expect(row(featured)).toHaveCount(0);
    // And back again: the order is as saved, so there is nothing to save.
    await dialog.getByRole('button', { name: `Actions for ${candidate.title}` }).click();
    await page.getByRole('menuitem', { name: 'Move to Featured documents' }).click();
    await expect(row(featured)).toBeVisible();
    await dialog.getByRole('button', { name: `Actions for ${candidate.title}` }).click();
    await page.getByRole('menuitem', { name: 'Move to Non-featured documents' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText("Updated Documents card item's order")).toBeVisible();

    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('[data-section="documents"]')).toContainText(candidate.title);
    if ((await featuredBlock().count()) > 0) {
      await expect(featuredBlock()).not.toContainText(candidate.title);
    }
    expect(problems).toEqual([]);
  } finally {
    await page.request.patch(`/api/trust-center/products/${productId}/cards/Documents/items`, {
      data: {
        items: saved.items.map((item) => item.uid),
        featured: saved.items.filter((item) => item.featured).map((item) => item.uid),
      },
    });
  }
});

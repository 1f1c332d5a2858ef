import type { Locator, Page } from '@playwright/test';
import {
  axe,
  expect,
  hydrated,
  openCardMenu,
  portalPath,
  staffOnPortal,
  test,
} from './fixtures.js';

/**
 * Staff content of issue 25: 'Add card', the subprocessor table's sorting, document links in
 * the card drawer and the item form's example and guidance.
 */
test.describe.configure({ timeout: 90_000 });

const axeViolations = async (page: Page, include: string) => {
  const { violations } = await axe(page).include(include).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
};

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const cardTitles = (page: Page) =>
  page
    .locator('[data-section="cards"] article h3')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));

async function openAddCard(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add card' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('staff add a card from main mode by keyboard; it appears last and is no longer offered', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await staffOnPortal(page);
  expect(await cardTitles(page)).not.toContain('Continuous Monitoring');

  // Keyboard only: focus the button, open, choose, add.
  await page.getByRole('button', { name: 'Add card' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add card' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  const select = dialog.getByRole('combobox', { name: 'Card' });
  await select.focus();
  await page.keyboard.type('Continuous');
  // As a person does, look at the filtered list before choosing from it: an ArrowDown pressed
  // before the list had rendered its options once chose nothing (CI, a busy machine).
  await expect(page.getByRole('option', { name: 'Continuous Monitoring' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(select).toHaveValue('Continuous Monitoring');
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Continuous Monitoring card added' }),
  ).toBeVisible();

  await expect.poll(() => cardTitles(page)).toContain('Continuous Monitoring');
  expect((await cardTitles(page)).at(-1)).toBe('Continuous Monitoring');

  const again = await openAddCard(page);
  await again.getByRole('combobox', { name: 'Card' }).click();
  await expect(page.getByRole('option', { name: 'ESG' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Continuous Monitoring' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();
  expect(problems).toEqual([]);
});

test('visitors sort the subprocessor table by any column, by pointer and keyboard', async ({
  page,
  problems,
}) => {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(await portalPath(page));
    await hydrated(page);
    const section = page.locator('#section-subprocessors');
    const table = section.getByRole('table');
    const companies = () =>
      table
        .locator('tbody tr td:first-child')
        .evaluateAll((cells) =>
          cells.map(
            (cell) =>
              cell.firstElementChild?.lastElementChild?.firstChild?.textContent?.trim() ?? '',
          ),
        );
    const header = table.getByRole('columnheader', { name: 'Company' });
    const button = header.getByRole('button', { name: 'Company' });
    await expect(header).toHaveAttribute('aria-sort', 'none');

    await button.click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await companies();
    expect(ascending).toEqual(
      [...ascending].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })),
    );
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(await companies()).toEqual([...ascending].reverse());

    const purpose = table.getByRole('columnheader', { name: 'Purpose' });
    await purpose.getByRole('button').press('Space');
    await expect(purpose).toHaveAttribute('aria-sort', 'ascending');
    await expect(header).toHaveAttribute('aria-sort', 'none');

    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, '#section-subprocessors')).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('staff link a document to an item from the card drawer; visitors see it; then unlink it', async ({
  page,
  browser,
  problems,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const path = await staffOnPortal(page);
  const editItem = async () => {
    const drawer = page.getByRole('dialog', { name: 'Access Control' });
    const save = drawer.getByRole('button', { name: 'Save' });
    const edit = page.getByRole('menuitem', { name: 'Edit', exact: true });
    // The drawer left open in view mode has its own Edit button.
    const drawerEdit = drawer.getByRole('button', { name: 'Edit', exact: true });
    if (await drawerEdit.isVisible()) await drawerEdit.click();
    await expect(async () => {
      if (await save.isVisible()) return;
      if (!(await edit.isVisible())) await openCardMenu(page, 'Access Control');
      await edit.click({ timeout: 2000 });
      await expect(save).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    const item = drawer.locator('fieldset', { hasText: 'Single sign-on' }).first();
    return { drawer, item };
  };

  const { drawer, item } = await editItem();
  // The description's example and guidance (§3).
  await expect(item.getByLabel('Explanation')).toHaveAttribute('placeholder', /^For example: /);
  const picker = item.getByRole('combobox', { name: 'Link a document' });
  await expect(picker).toBeEnabled();
  await picker.click();
  const option = page.getByRole('option').first();
  const documentName = (await option.textContent())?.trim() ?? '';
  expect(documentName).not.toBe('');
  await option.click();
  const pending = item.locator('[data-document-link="linkPending"]');
  await expect(pending).toContainText(documentName);
  await expect(pending).toContainText('Save to link');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  // Undo takes it back; linking again keeps it pending until Save.
  await pending.getByRole('button', { name: `Undo ${documentName}` }).click();
  await expect(pending).toHaveCount(0);
  await picker.click();
  await page.getByRole('option', { name: documentName, exact: true }).click();
  await expect(pending).toContainText('Save to link');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

  // A visitor sees the document with the item.
  const visitor = await browser.newPage();
  await visitor.goto(path);
  await hydrated(visitor);
  await visitor
    .getByRole('article', { name: 'Access Control' })
    .getByRole('button', { name: 'Access Control', exact: true })
    .click();
  const visitorDrawer = visitor.getByRole('dialog', { name: 'Access Control' });
  await expect(
    visitorDrawer.getByRole('article', { name: 'Single sign-on' }).getByText(documentName),
  ).toBeVisible();

  // Unlink: pending until Save, then gone for the visitor too.
  const again = await editItem();
  const linked = again.item.locator('[data-document-link="linked"]', { hasText: documentName });
  await linked.getByRole('button', { name: `Unlink ${documentName}` }).click();
  await expect(
    again.item.locator('[data-document-link="unlinkPending"]', { hasText: documentName }),
  ).toContainText('Save to unlink');
  await again.drawer.getByRole('button', { name: 'Save' }).click();
  await expect(again.drawer.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await visitor.goto(path);
  await hydrated(visitor);
  await visitor
    .getByRole('article', { name: 'Access Control' })
    .getByRole('button', { name: 'Access Control', exact: true })
    .click();
  await expect(
    visitor
      .getByRole('dialog', { name: 'Access Control' })
      .getByRole('article', { name: 'Single sign-on' }),
  ).toBeVisible();
  await expect(
    visitor
      .getByRole('dialog', { name: 'Access Control' })
      .getByRole('article', { name: 'Single sign-on' })
      .getByText(documentName),
  ).toHaveCount(0);
  await visitor.close();
  expect(problems).toEqual([]);
});

test('the drawer with document links and Add card fit a phone', async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await staffOnPortal(page);
  const dialog = await openAddCard(page);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await openCardMenu(page, 'Access Control');
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Access Control' });
  await expect(drawer.getByRole('combobox', { name: 'Link a document' }).first()).toBeEnabled();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  expect(problems).toEqual([]);
});

// The layout faults and internal names a new user met (issue 24, items 4 and 6), each checked
// where it was seen: labels beside their boxes, the staff bar on a phone, the section bar at
// 1024 px, the FAQ dialog on a phone, whole badges, and words instead of codes.
import type { Locator, Page } from '@playwright/test';
import {
  axe,
  expect,
  hydrated,
  openCardMenu,
  signInAsStaff,
  staffOnPortal,
  test,
} from './fixtures.js';

/** The label sits to the right of its box, on the same line (not under it). */
async function expectLabelBeside(input: Locator, label: Locator) {
  const box = (await input.boundingBox())!;
  const text = (await label.boundingBox())!;
  expect(text.x, 'the label starts right of its box').toBeGreaterThanOrEqual(box.x + box.width - 1);
  const middle = box.y + box.height / 2;
  expect(middle, 'the box is level with its label').toBeGreaterThan(text.y);
  expect(middle, 'the box is level with its label').toBeLessThan(text.y + text.height);
}

/** axe's violations inside `selector`, one line each (rule and elements). */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const { violations } = await axe(page).include(selector).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('Change card icon: each radio label beside its box', async ({ page }) => {
  await staffOnPortal(page);
  await openCardMenu(page, 'Data Security');
  await page.getByRole('menuitem', { name: 'Change card icon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Data Security card icon' });
  for (const name of ['Use default icon', 'Use custom icon']) {
    const radio = dialog.getByRole('radio', { name });
    await expect(radio).toBeVisible();
    await expectLabelBeside(radio, dialog.locator('label', { hasText: name }));
  }
});

test('New topic: the channel checkboxes have their labels beside them', async ({ page }) => {
  await staffOnPortal(page);
  const card = page.locator('[data-section="trust_center_updates"]');
  await card.getByRole('button', { name: 'New topic' }).click();
  const composer = page.getByRole('dialog', { name: 'New topic' });
  const email = composer.getByRole('checkbox', { name: 'E-mail' });
  await expect(email).toBeVisible();
  await expectLabelBeside(email, composer.locator('label', { hasText: /^E-mail$/ }));
});

test('on a phone the staff bar shows the mode and Preview as… apart, inside the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await staffOnPortal(page);
  const mode = page.getByText('Main mode', { exact: true });
  const preview = page.getByRole('button', { name: 'Preview as…' });
  const a = (await mode.boundingBox())!;
  const b = (await preview.boundingBox())!;
  expect(overlap(a, b), `Main mode ${JSON.stringify(a)} and Preview as… ${JSON.stringify(b)}`).toBe(
    false,
  );
  for (const box of [a, b]) expect(box.x + box.width).toBeLessThanOrEqual(375);
});

test('at 1024 px the section bar shows there is more, and its arrow brings Help into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await staffOnPortal(page);
  const nav = page.getByRole('navigation', { name: 'Sections' });
  const help = nav.getByRole('link', { name: 'Help' });
  const inView = () =>
    help.evaluate((link) => {
      const bar = link.closest('ul')!.getBoundingClientRect();
      const box = link.getBoundingClientRect();
      return box.left >= bar.left - 1 && box.right <= bar.right + 1;
    });
  if (await inView()) return; // All links fit: nothing hidden.
  const more = nav.getByRole('button', { name: 'More sections' });
  await expect(more).toBeVisible();
  await more.click();
  await expect.poll(inView).toBe(true);
  await expect(nav.getByRole('button', { name: 'Earlier sections' })).toBeVisible();
  expect(await axeViolations(page, 'nav[aria-label="Sections"]')).toEqual([]);
});

async function expectAnswersOnScreen(page: Page) {
  const section = page.locator('[data-section="knowledge_base"]');
  await section.getByRole('button', { name: 'View more' }).click();
  const dialog = page.getByRole('dialog', { name: 'Knowledge Base (FAQs)' });
  const answer = dialog.locator('td[data-column="answer"]').first();
  await expect(answer).toBeVisible();
  const box = (await answer.boundingBox())!;
  expect(box.x, 'the answer starts on screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'the answer ends on screen').toBeLessThanOrEqual(375);
  expect(box.width, 'the answer has room to be read').toBeGreaterThan(200);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
}

test('on a phone the FAQ dialog shows each answer under its question, for staff', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await staffOnPortal(page);
  await expectAnswersOnScreen(page);
});

test('status badges say their whole word (Staff, Sent mail, Knowledge base, Installation), at every width', async ({
  page,
}) => {
  await signInAsStaff(page, '/admin/staff');
  for (const width of [375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/admin/staff',
      '/admin/mail',
      '/admin/knowledge-base',
      '/admin/installation',
    ]) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('main h1')).toBeVisible();
      const cut = await page
        .locator('main .mantine-Badge-label')
        .evaluateAll((labels) =>
          labels
            .filter((label) => label.scrollWidth > label.clientWidth + 1)
            .map((label) => label.textContent),
        );
      expect(cut, `${path} at ${width} px`).toEqual([]);
    }
  }
});

test('words, not codes: feature and plan names on Installation, card titles in the item picker', async ({
  page,
}) => {
  await signInAsStaff(page, '/admin/installation');
  await hydrated(page);
  const main = page.locator('main');
  await expect(main.getByText('Trust Center AI', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('Trust center ai', { exact: true })).toHaveCount(0);
  await expect(main.getByRole('combobox', { name: 'Plan' }).first()).toContainText('Self-hosted');
  await expect(main).not.toContainText('self_hosted');

  await page.goto('/admin/documents');
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Item' }).click();
  const options = await page.getByRole('option').allInnerTexts();
  expect(options.length).toBeGreaterThan(0);
  expect(options.filter((option) => /\((?:[A-Z][a-z]+){2,}\)/.test(option))).toEqual([]);
  expect(options.some((option) => option.includes('(Corporate Security)'))).toBe(true);
});

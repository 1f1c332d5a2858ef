import type { Page } from '@playwright/test';
import { expect, hydrated, portalPath, test } from './fixtures.js';

const PHONE = { width: 375, height: 800 };

/** Whether the element's top is on screen, not under the sticky navigation. */
async function onScreen(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    const nav = document.querySelector('nav[aria-label="Sections"]')?.getBoundingClientRect();
    return top >= (nav?.bottom ?? 0) - 1 && top < window.innerHeight;
  });
}

test('wide: the section bar stays on screen, leads to each section and marks where you are', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(await portalPath(page));
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Sections' });
  const links = nav.getByRole('link');
  await expect(links).toHaveText([
    'Overview',
    'Compliance',
    'Trusted By',
    'Subprocessors',
    'Documents',
    'Security controls',
    'Knowledge Base (FAQs)',
    'Trust Center Updates',
    'Help',
  ]);

  // From the keyboard: Tab reaches the links, Enter follows one.
  const subprocessors = nav.getByRole('link', { name: 'Subprocessors' });
  await subprocessors.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => onScreen(page, '#section-subprocessors')).toBe(true);
  await expect(subprocessors).toHaveAttribute('aria-current', 'location');

  // Far down the page the bar is still at the top of the screen.
  await nav.getByRole('link', { name: 'Help' }).click();
  await expect.poll(() => onScreen(page, '#section-help')).toBe(true);
  const box = await nav.boundingBox();
  expect(box?.y).toBe(0);
  await expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'location');
});

test("phone: a 'Jump to section' menu, by touch and by keyboard", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  await page.goto(await portalPath(page));
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Sections' });
  // The wide bar is not there on a phone; the menu's links are hidden until it opens.
  await expect(nav.getByRole('link', { name: 'Documents' })).toBeHidden();
  const menu = nav.locator('summary');
  await expect(menu).toHaveText('Jump to section');

  await menu.tap();
  await nav.getByRole('link', { name: 'Documents' }).tap();
  await expect.poll(() => onScreen(page, '#section-documents')).toBe(true);
  // The menu closes and says where you are.
  await expect(nav.getByRole('link', { name: 'Documents' })).toBeHidden();
  await expect(menu).toContainText('Documents');

  // The keyboard: Enter opens it, Tab reaches a link, Enter follows it; Escape closes it.
  await menu.focus();
  await page.keyboard.press('Enter');
  const faq = nav.getByRole('link', { name: 'Knowledge Base (FAQs)' });
  await expect(faq).toBeVisible();
  await faq.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => onScreen(page, '#section-knowledge_base')).toBe(true);
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(faq).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(faq).toBeHidden();
  await context.close();
});

test("phone: the product dropdown shows the product's whole name", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(await portalPath(page));
  const trigger = page.getByRole('button', { name: 'Product: Northwind Platform' });
  await expect(trigger).toBeVisible();
  const cut = await trigger.evaluate((button) =>
    [...button.querySelectorAll('span:not(.candor-visually-hidden)')].some(
      (span) => span.scrollWidth > span.clientWidth,
    ),
  );
  expect(cut).toBe(false);
  await context.close();
});

/**
 * The audit log as staff read it (issue 24, item 3): a change made on the portal is found in the
 * log as a sentence, with its before and after; the log filters by person, action and day (kept
 * in the URL), downloads as CSV and says whether its chain verifies. A failing integration says
 * what failed (item 7). axe and no sideways scrolling at 375 and 1440 px.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  axe,
  docsScreenshotPath,
  expect,
  hydrated,
  openCardMenu,
  signInAsStaff,
  staffOnPortal,
  test,
} from './fixtures.js';

test.describe.configure({ timeout: 120_000 });

const SENTENCE = 'Alex Morgan hid the Network Security card';

async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await axe(page).analyze();
  return found.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes[0]?.target.join(' ') ?? ''}`);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a change on the portal reads as a sentence in the log; filters, CSV and the chain', async ({
  page,
  problems,
}) => {
  await staffOnPortal(page);
  await openCardMenu(page, 'Network Security');
  await page.getByRole('menuitem', { name: 'Hide' }).click();
  await expect(page.getByRole('status')).toHaveText('Card hidden in Trust Center');
  await openCardMenu(page, 'Network Security');
  await page.getByRole('menuitem', { name: 'Show' }).click();
  await expect(page.getByRole('status')).toHaveText('Card shown in Trust Center');

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Audit log verified' })).toContainText(
    /All \d+ entries are intact, up to entry \d+ of /,
  );
  const entries = page.getByRole('list', { name: 'Audit log entries' });
  await expect(entries.getByText(SENTENCE).first()).toBeVisible();
  await expect(
    entries.getByText('Alex Morgan showed the Network Security card').first(),
  ).toBeVisible();
  await expect(entries).not.toContainText('card.hidden');

  // Person, action and day: each applies at once and lands in the URL.
  const filters = page.getByRole('form', { name: 'Filter the audit log' });
  await filters.getByLabel('Person').selectOption({ label: 'Alex Morgan' });
  await expect(page).toHaveURL(/actor=/);
  await filters.getByLabel('Action').selectOption({ label: 'Hid a card' });
  await expect(page).toHaveURL(/action=card\.hidden/);
  const today = new Date().toISOString().slice(0, 10);
  await filters.getByLabel('From').fill(today);
  await filters.getByLabel('To').fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}.*to=${today}`));
  // Quick changes in a row keep each other (a change is made to the URL as it is by then).
  await expect(page).toHaveURL(/actor=.*action=card\.hidden/);
  const hidden = entries.locator('[data-audit-entry]');
  await expect(hidden.first()).toContainText(SENTENCE);
  await expect(entries).not.toContainText('showed the');

  // The filtered view is a link to share: it opens filtered.
  await page.reload();
  await expect(filters.getByLabel('Action')).toHaveValue('card.hidden');
  await expect(hidden.first()).toContainText(SENTENCE);

  // Its change, field by field.
  await hidden
    .first()
    .getByRole('button', { name: /Show changes/ })
    .click();
  const changes = hidden.first().getByRole('table', { name: 'What changed' });
  await expect(changes.getByRole('row', { name: /Hidden/ })).toContainText(/No\s*Yes/);

  // The CSV of what is on screen.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('audit-log.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '"Time (UTC)","What happened","Action code","Actor","Entity type","Entity id","Changes"',
  );
  expect(csv).toContain(`"${SENTENCE}","card.hidden"`);
  expect(csv).not.toContain('showed the');

  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(
    entries.getByText('Alex Morgan showed the Network Security card').first(),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

for (const width of [1440, 375]) {
  test(`the audit log at ${width} px: axe finds nothing, nothing scrolls sideways`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await signInAsStaff(page, '/admin/audit');
    await hydrated(page);
    const entries = page.getByRole('list', { name: 'Audit log entries' });
    await expect(entries.locator('[data-audit-entry]').first()).toBeVisible();
    await expect(page.getByText('Audit log verified')).toBeVisible();
    await entries
      .getByRole('button', { name: /Show changes/ })
      .first()
      .click();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await violations(page)).toEqual([]);
    const name = width === 375 ? 'audit-log-phone.png' : 'audit-log.png';
    await page.screenshot({ path: docsScreenshotPath(testInfo, name) });
  });
}

test('a failing integration says what failed beside its message', async ({ page }) => {
  await signInAsStaff(page, '/admin/sso');
  await hydrated(page);
  await page.getByLabel('Issuer URL').fill('https://10.1.2.3/');
  await page.getByLabel('Client ID').fill('candor');
  await page.getByLabel('Client secret').fill('a-secret-of-enough-length');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page
      .getByText(
        /refused by the address policy: 10\.1\.2\.3 points to a private address \(the operator's SAFE_FETCH_ALLOW can allow a host\)/,
      )
      .first(),
  ).toBeVisible();
});

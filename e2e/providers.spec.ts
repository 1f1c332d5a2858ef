/**
 * Integrations in Chromium (staff-content.md §4, §5, §8): staff connect a bug-bounty program and
 * a status page (pending in the card form until its Save; Cancel discards) served by local fake providers (started here, on the port the server was told
 * of), visitors see their figures, and a grade outside its range is refused with 'Invalid grade'.
 */
import http from 'node:http';
import type { Page } from '@playwright/test';
import { expect, hydrated, openCardMenu, portalPath, test, staffOnPortal } from './fixtures.js';

const PORT = Number(process.env.CANDOR_E2E_PROVIDER_PORT);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const ANSWERS: Record<string, unknown> = {
  '/northwind/profile_metrics.snapshot': {
    average_time_to_first_program_response: 5,
    average_time_to_report_triage: 72,
    average_bounty_lower_amount: 1000,
    average_bounty_upper_amount: 1500,
    resolved_report_count: 214,
    last_report_resolved_at: '2026-11-20T10:00:00.000Z',
  },
  '/api/v2/status.json': {
    page: { id: 'northwind', name: 'Northwind', url: ORIGIN, updated_at: '2026-11-24T08:00:00Z' },
    status: { indicator: 'minor', description: 'Partially Degraded Service' },
  },
};

let server: http.Server;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ screenshot: 'only-on-failure' });

test.beforeAll(async () => {
  server = http.createServer((request, response) => {
    const body = ANSWERS[(request.url ?? '/').split('?')[0] ?? '/'];
    if (body === undefined) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function editCard(page: Page, title: string) {
  const drawer = page.getByRole('dialog', { name: title });
  const save = drawer.getByRole('button', { name: 'Save', exact: true });
  const edit = page.getByRole('menuitem', { name: 'Edit', exact: true });
  await expect(async () => {
    if (await save.isVisible()) return;
    if (!(await edit.isVisible())) await openCardMenu(page, title);
    await edit.click({ timeout: 2000 });
    await expect(save).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 60_000 });
  return drawer;
}

test('staff connect a bug-bounty program and a status page', async ({ page, problems }) => {
  const path = await staffOnPortal(page);

  const appSec = await editCard(page, 'App Security');
  const bounty = appSec.locator('fieldset[data-edit-item]', { hasText: 'Bug bounty program' });
  const link = bounty.getByRole('textbox', { name: 'HackerOne program' });
  // §5: {host}/{handle} without query parameters.
  await link.fill(`${ORIGIN}/northwind?type=team`);
  await bounty.getByRole('button', { name: 'Connect' }).click();
  await expect(
    bounty.getByText(
      `Please enter a valid HackerOne link, e.g. 127.0.0.1:${PORT}/acme (without query parameters)`,
    ),
  ).toBeVisible();
  await link.fill(`${ORIGIN}/northwind`);
  await bounty.getByRole('button', { name: 'Connect' }).click();
  // §4: connecting makes the form dirty; nothing is stored until the card's Save.
  await expect(bounty.getByText('Save to connect')).toBeVisible();
  await expect(bounty.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  // Connected: the link is read-only until Disconnect.
  await expect(link).toHaveAttribute('readonly', '');
  await expect(link).toHaveValue(`${ORIGIN}/northwind`);
  // Cancel asks, then discards the pending connection: nothing was stored.
  await appSec.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.goto(path);
  await hydrated(page);
  const again = await editCard(page, 'App Security');
  const pendingItem = again.locator('fieldset[data-edit-item]', { hasText: 'Bug bounty program' });
  await expect(pendingItem.getByRole('button', { name: 'Connect' })).toBeVisible();
  await pendingItem.getByRole('textbox', { name: 'HackerOne program' }).fill(`${ORIGIN}/northwind`);
  await pendingItem.getByRole('button', { name: 'Connect' }).click();
  await expect(pendingItem.getByText('Save to connect')).toBeVisible();
  await again.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(again.getByRole('button', { name: 'Save', exact: true })).toBeHidden();
  // Stored: the edit mode shows it connected.
  await page.goto(path);
  await hydrated(page);
  const saved = await editCard(page, 'App Security');
  const savedItem = saved.locator('fieldset[data-edit-item]', { hasText: 'Bug bounty program' });
  await expect(savedItem.getByText('Connected', { exact: true })).toBeVisible();
  await expect(savedItem.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(path);
  await hydrated(page);
  const continuity = await editCard(page, 'Business Continuity');
  const uptime = continuity.locator('fieldset[data-edit-item]', { hasText: 'Uptime' });
  await uptime.getByRole('textbox', { name: 'Statuspage' }).fill(ORIGIN);
  await uptime.getByRole('button', { name: 'Connect' }).click();
  await expect(uptime.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await expect(uptime.getByRole('switch', { name: 'Show in card' })).toBeChecked();
  await continuity.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(continuity.getByRole('button', { name: 'Save', exact: true })).toBeHidden();
  // The refused link above is the one 400 the browser logs.
  expect(problems.filter((problem) => !problem.includes('400 (Bad Request)'))).toEqual([]);
});

test('visitors see the live status and the bug-bounty statistics', async ({ page, problems }) => {
  const path = await portalPath(page);
  await page.goto(`${path}?itemName=Uptime`);
  await hydrated(page);
  const status = page.locator('[data-live-status]').first();
  await expect(status).toContainText('Partially Degraded Service');
  await expect(status.locator('[data-tone]')).toHaveAttribute('data-tone', 'warning');

  await page.goto(`${path}?itemName=${encodeURIComponent('Bug bounty program')}`);
  await hydrated(page);
  const stats = page.getByRole('definition').filter({ hasText: '214' });
  await expect(stats.first()).toBeVisible();
  const figures = page.locator('[data-bug-bounty]').first();
  await expect(figures).toContainText('Average bounty');
  await expect(figures).toContainText('$1,250');
  await expect(figures).toContainText('3 days');
  expect(problems).toEqual([]);
});

test('a grade outside its range is refused with Invalid grade', async ({ page, problems }) => {
  await staffOnPortal(page);
  const grades = await editCard(page, 'Security Grades');
  const rating = grades.locator('fieldset[data-edit-item]', {
    hasText: 'External security rating',
  });
  const grade = rating.getByRole('textbox', { name: 'Grade' });
  // No save of its own: the grade is part of the card's form, saved by its one Save.
  await expect(rating.getByRole('button', { name: /save/i })).toHaveCount(0);
  await grade.fill('900');
  await grades.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(rating.getByText('Invalid grade')).toBeVisible();
  await grade.fill('780');
  await grades.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(grades.locator('fieldset[data-edit-item]')).toHaveCount(0);
  await expect(grades.getByText('780')).toBeVisible();
  expect(problems).toEqual([]);
});

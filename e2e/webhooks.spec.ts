/**
 * Settings → Webhooks (issue "Candor talks to the tools a security team lives in"): staff add an
 * endpoint (a local receiver on 127.0.0.1, which the e2e server may reach through
 * SAFE_FETCH_ALLOW), see its secret once, send a test event, change its events and delete it
 * after a confirmation naming its URL; axe finds nothing in the dialogs.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { axe, expect, giveStaffSession, hydrated, test } from './fixtures.js';

let receiver: Server;
let receiverUrl = '';
test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${String((receiver.address() as AddressInfo).port)}/candor`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

async function expectNoAxeViolations(page: Page) {
  // Once the dialog has faded in (half-opaque text mid-transition is not what users read), the
  // pointer off its buttons (a hovered button is drawn darker).
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const { violations } = await axe(page).include('[role="dialog"]').analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html).join(', ')})`,
    ),
  ).toEqual([]);
}

test('staff add an endpoint, see its secret once, test it, edit its events and delete it', async ({
  page,
  problems,
}) => {
  await giveStaffSession(page);
  await page.goto('/admin/settings/webhooks');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(
    page.getByRole('tablist', { name: 'Settings' }).getByRole('tab', { name: 'Webhooks' }),
  ).toHaveAttribute('aria-selected', 'true');

  // Add: the form says what is missing, then takes the receiver's URL and two events.
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add endpoint' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByText('Enter an https:// URL.')).toBeVisible();
  await expect(form.getByText('Choose at least one event.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiverUrl);
  await form.getByRole('textbox', { name: 'Description' }).fill('E2E receiver');
  await form.getByRole('checkbox', { name: 'Access request received' }).check();
  await form.getByRole('checkbox', { name: 'NDA accepted' }).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  // The secret, once, with a copy button.
  const secretDialog = page.getByRole('dialog', { name: 'Your signing secret' });
  await expect(secretDialog).toBeVisible();
  await expect(secretDialog).toContainText('It will not be shown again.');
  const secret = await secretDialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await expect(secretDialog.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectNoAxeViolations(page);
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();

  const card = page.getByRole('region', { name: receiverUrl });
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Events: Access request received, NDA accepted');
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(secret)).toHaveCount(0);
  const listed = await (await page.request.get('/api/admin/webhooks')).text();
  expect(listed).not.toContain(secret);

  // A test event is queued; the delivery log opens.
  await card.getByRole('button', { name: 'Send test event' }).click();
  await expect(page.getByText('Test event sent.')).toBeVisible();
  await card.getByRole('button', { name: 'Deliveries' }).click();
  const log = page.getByRole('dialog', { name: `Deliveries to ${receiverUrl}` });
  await expect(log).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();

  // Edit the events.
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit endpoint' });
  await edit.getByRole('checkbox', { name: 'NDA accepted' }).uncheck();
  await edit.getByRole('checkbox', { name: 'Comment posted' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('Events: Access request received, Comment posted');

  // Delete, after a confirmation naming the URL.
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this destination?' });
  await expect(confirm).toContainText(receiverUrl);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('region', { name: receiverUrl })).toHaveCount(0);
  expect(problems).toEqual([]);
});

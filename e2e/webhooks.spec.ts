/**
 * Settings → Webhooks (issue "Candor talks to the tools a security team lives in"): staff add an
 * endpoint (a local receiver on 127.0.0.1, which the e2e server may reach through
 * SAFE_FETCH_ALLOW), see its secret once, send a test event, change its events and delete it
 * after a confirmation naming its URL; axe finds nothing in the dialogs.
 */
import type { Page } from '@playwright/test';
import { requestAccessByLink } from './accessRequestForm.js';
import {
  axe,
  expect,
  giveStaffSession,
  hydrated,
  newOrgWithRestrictedDocument,
  test,
} from './fixtures.js';
import { signedWith, startReceiver } from './webhookReceiver.js';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let receiverUrl = '';
test.beforeAll(async () => {
  receiver = await startReceiver('/candor');
  receiverUrl = receiver.url;
});
test.afterAll(() => receiver.close());

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

test('an access request submitted in the portal reaches a signed webhook and a Slack channel', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  test.slow();
  const endpoint = await startReceiver('/hooks');
  // Slack answers 200 with the text "ok".
  const slack = await startReceiver('/services/T000/B000/XXXX', () => ({
    status: 200,
    contentType: 'text/plain',
    body: 'ok',
  }));
  const portal = await newOrgWithRestrictedDocument(browser, baseURL!, {
    prefix: 'hooks',
    rules: { autoApprove: 'never' },
    scopes: ['webhooks:manage'],
  });
  try {
    const { staff } = portal;
    await staff.goto('/admin/settings/webhooks');
    await hydrated(staff);
    await staff.getByRole('button', { name: 'Add endpoint' }).first().click();
    const form = staff.getByRole('dialog', { name: 'Add endpoint' });
    await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(endpoint.url);
    await form.getByRole('checkbox', { name: 'Access request received' }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const secretDialog = staff.getByRole('dialog', { name: 'Your signing secret' });
    const secret = await secretDialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    await secretDialog.getByRole('button', { name: 'Done' }).click();

    await staff.getByRole('button', { name: 'Add Slack channel' }).first().click();
    const slackForm = staff.getByRole('dialog', { name: 'Add Slack channel' });
    await slackForm.getByRole('textbox', { name: 'Incoming webhook URL' }).fill(slack.url);
    await slackForm.getByRole('checkbox', { name: 'Access request received' }).check();
    await slackForm.getByRole('button', { name: 'Add Slack channel' }).click();
    await expect(slackForm).toBeHidden();

    const email = `grace-${Date.now()}@globex.example`;
    await requestAccessByLink(page, portal.slug, email, 'Globex Corporation');
    await expect(page.getByRole('dialog', { name: 'Request sent' })).toBeVisible();

    // The receiver's check of the Standard Webhooks signature passes with the secret.
    await expect.poll(() => endpoint.received.length, { timeout: 20_000 }).toBe(1);
    const [delivered] = endpoint.received;
    expect(signedWith(secret, delivered!)).toBe(true);
    expect(signedWith(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, delivered!)).toBe(false);
    const event = JSON.parse(delivered!.raw) as {
      type: string;
      data: { requester: { email: string; company: string }; status: string };
    };
    expect(event.type).toBe('access_request.received');
    expect(event.data.requester).toMatchObject({ email, company: 'Globex Corporation' });
    expect(event.data.status).toBe('pending');

    // Slack gets the request with who asked, their company and a button into the private area.
    await expect.poll(() => slack.received.length, { timeout: 20_000 }).toBe(1);
    const message = JSON.parse(slack.received[0]!.raw) as { text: string; blocks: unknown[] };
    expect(message.text).toContain(email);
    const blocks = JSON.stringify(message.blocks);
    expect(blocks).toContain('Globex Corporation');
    expect(blocks).toMatch(/"url":"https?:\/\/[^"]+\/admin\/access\/requests/);

    // The delivery log shows the attempt.
    const card = staff.getByRole('region', { name: endpoint.url });
    await card.getByRole('button', { name: 'Deliveries' }).click();
    const log = staff.getByRole('dialog', { name: `Deliveries to ${endpoint.url}` });
    await expect(log.getByText('Succeeded')).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await portal.context.close();
    await endpoint.close();
    await slack.close();
  }
});

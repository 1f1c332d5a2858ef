/**
 * The ask rule end to end (issue 28 §3): staff of a new organisation of the test's own point
 * the rule at a fake CRM (node:http on 127.0.0.1, which the e2e server's SAFE_FETCH_ALLOW names),
 * copy the secret shown once, try the rules for a known and an unknown e-mail (the CRM's answers
 * shown); then a visitor the CRM knows is approved at once, and an unknown one sees "Request
 * sent". The CRM checks every request's Standard Webhooks signature with the secret.
 */
import type { Page } from '@playwright/test';
import { requestAccessByLink } from './accessRequestForm.js';
import { expect, hydrated, newOrgWithStaff, test } from './fixtures.js';
import { signedWith, startReceiver } from './webhookReceiver.js';

interface Seen {
  email: string;
  dryRun: boolean;
  signed: boolean;
}

/** The fake CRM: approves `known-…` e-mails, leaves everyone else for review. */
async function startCrm(secret: () => string) {
  const seen: Seen[] = [];
  const crm = await startReceiver('/decide', (received) => {
    const body = JSON.parse(received.raw) as { data: { email: string; dryRun?: boolean } };
    const signed = signedWith(secret(), received);
    seen.push({ email: body.data.email, dryRun: body.data.dryRun === true, signed });
    const known = signed && body.data.email.startsWith('known-');
    return {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(
        known
          ? { decision: 'approve', reason: 'Customer in CRM' }
          : { decision: 'review', reason: 'Not in CRM' },
      ),
    };
  });
  return { ...crm, seen };
}

async function tryRules(staff: Page, email: string) {
  const dryRun = staff.getByRole('heading', { name: 'Try the rules' }).locator('..');
  await dryRun.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dryRun.getByRole('button', { name: 'Try', exact: true }).click();
  const answer = dryRun.getByRole('status');
  await expect(answer).toContainText(email);
  return answer;
}

test('the ask rule: staff point it at a CRM and try it; a known visitor is approved at once, an unknown one waits', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  test.slow();
  let secret = '';
  const crm = await startCrm(() => secret);
  try {
    const { org, staff } = await newOrgWithStaff(page, browser, baseURL!, 'ask', {
      scopes: ['access:manage'],
    });
    await staff.goto('/admin/access/rules');
    await hydrated(staff);
    const section = staff.getByRole('form', { name: 'Ask an endpoint' });
    const url = section.getByRole('textbox', { name: 'Endpoint URL' });
    await url.fill('crm.example');
    await section.getByRole('switch', { name: 'Ask the endpoint before staff decide' }).check();
    await section.getByRole('button', { name: 'Save ask rule' }).click();
    await expect(section.getByText('Enter an https:// URL.')).toBeVisible();

    await url.fill(crm.url);
    await section.getByRole('button', { name: 'Save ask rule' }).click();
    const shown = staff.getByRole('dialog', { name: 'Signing secret' });
    const value = shown.getByRole('textbox', { name: 'Signing secret' });
    await expect(value).toHaveValue(/^whsec_/);
    secret = await value.inputValue();
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await expect(section.getByText('A signing secret is set; it was shown once.')).toBeVisible();

    const known = `known-${Date.now()}@globex.example`;
    const knownAnswer = await tryRules(staff, known);
    await expect(knownAnswer).toContainText('Answered “approve”, reason “Customer in CRM”');
    await expect(knownAnswer).toContainText('The endpoint approved the request: Customer in CRM.');
    const stranger = `stranger-${Date.now()}@umbrella.example`;
    const strangerAnswer = await tryRules(staff, stranger);
    await expect(strangerAnswer).toContainText('Answered “review”, reason “Not in CRM”');
    expect(crm.seen.filter((s) => s.dryRun).map((s) => [s.email, s.signed])).toEqual([
      [known, true],
      [stranger, true],
    ]);

    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await requestAccessByLink(visitor, org.slug, known, 'Globex Corporation');
    await expect(visitor.getByRole('dialog', { name: 'Request approved' })).toBeVisible();
    const other = await (await browser.newContext({ baseURL })).newPage();
    await requestAccessByLink(other, org.slug, stranger, 'Globex Corporation');
    await expect(other.getByRole('dialog', { name: 'Request sent' })).toBeVisible();
    expect(crm.seen.filter((s) => !s.dryRun).map((s) => [s.email, s.signed])).toEqual([
      [known, true],
      [stranger, true],
    ]);
    // Staff see in the queue why the unknown visitor waits for them.
    await staff.goto('/admin/access/requests');
    await hydrated(staff);
    const row = staff.getByRole('row').filter({ hasText: stranger });
    await expect(row).toContainText(
      'The endpoint left the request for review: Not in CRM: staff decide.',
    );
    expect(problems).toEqual([]);
  } finally {
    await crm.close();
  }
});

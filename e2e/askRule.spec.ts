/**
 * The ask rule end to end (issue 28 §3): staff of a new organisation of the test's own point
 * the rule at a fake CRM (node:http on 127.0.0.1, which the e2e server's SAFE_FETCH_ALLOW names),
 * copy the secret shown once, try the rules for a known and an unknown e-mail (the CRM's answers
 * shown); then a visitor the CRM knows is approved at once, and an unknown one sees "Request
 * sent". The CRM checks every request's Standard Webhooks signature with the secret.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, hydrated, newOrgWithStaff, test } from './fixtures.js';

interface Seen {
  email: string;
  dryRun: boolean;
  signed: boolean;
}

/** The fake CRM: approves `known-…` e-mails, leaves everyone else for review. */
async function startCrm(secret: () => string) {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = JSON.parse(raw) as { data: { email: string; dryRun?: boolean } };
      const id = String(request.headers['webhook-id']);
      const timestamp = String(request.headers['webhook-timestamp']);
      const key = Buffer.from(secret().replace(/^whsec_/, ''), 'base64');
      const expected = `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${raw}`).digest('base64')}`;
      const signed = String(request.headers['webhook-signature']).split(' ').includes(expected);
      seen.push({ email: body.data.email, dryRun: body.data.dryRun === true, signed });
      const known = signed && body.data.email.startsWith('known-');
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify(
          known
            ? { decision: 'approve', reason: 'Customer in CRM' }
            : { decision: 'review', reason: 'Not in CRM' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/decide`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function tryRules(staff: Page, email: string) {
  const dryRun = staff.getByRole('heading', { name: 'Try the rules' }).locator('..');
  await dryRun.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dryRun.getByRole('button', { name: 'Try', exact: true }).click();
  const answer = dryRun.getByRole('status');
  await expect(answer).toContainText(email);
  return answer;
}

async function requestAccess(page: Page, slug: string, email: string) {
  await page.goto(`/${slug}?requestAccess=true`);
  await hydrated(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Request access' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByLabel('First name').fill('Erin');
  await dialog.getByLabel('Last name').fill('Example');
  await dialog.getByLabel('Work email').fill(email);
  await dialog.getByLabel('Company name').fill('Globex Corporation');
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
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
    await requestAccess(visitor, org.slug, known);
    await expect(visitor.getByRole('dialog', { name: 'Request approved' })).toBeVisible();
    const other = await (await browser.newContext({ baseURL })).newPage();
    await requestAccess(other, org.slug, stranger);
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

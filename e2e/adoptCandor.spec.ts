/**
 * Adopting Candor, end to end in Chromium (issue 23): the operator creates Acme; its admin sets a
 * password from the mailed link, sets up two-step sign-in, signs out and in again with the
 * password and a code, and finds an empty trust center; then configures single sign-on against a
 * local provider (with a domain verified at a DNS server this spec runs), and a second staff
 * member signs in through it. Nothing of Northwind's shows in Acme's private area or portal.
 */
import { expect, hydrated, signInAsStaff, test, waitForMail } from './fixtures.js';
import {
  configureSso,
  continueWithSso,
  enrolAuthenticator,
  signInWithCode,
  startSsoTestBed,
  type SsoTestBed,
} from './staffIdentity.js';

const ADMIN_PASSWORD = 'acme admin password';
const SSO_MEMBER = { email: `sam@acme-${Date.now()}.example`, name: 'Sam Sso' };
let bed: SsoTestBed;

test.beforeAll(async () => {
  bed = await startSsoTestBed(SSO_MEMBER);
});

test.afterAll(async () => {
  await bed.stop();
});

test('the operator creates Acme; its admin sets a password, two-step sign-in and SSO; a second staff member signs in through SSO', async ({
  page,
  browser,
  baseURL,
  problems,
}, testInfo) => {
  test.slow(); // a mail, a set-up, three sign-ins and a provider
  // A retry finds the first attempt's organisation: it creates another.
  const slug = testInfo.retry === 0 ? 'acme' : `acme-${testInfo.retry}`;
  const adminEmail = `admin@${slug}.example`;

  await signInAsStaff(page, '/admin/installation');
  await hydrated(page);
  await page.getByRole('button', { name: 'Create organisation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create organisation' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  // The address follows the name until it is typed; the domain's rules answer on the field.
  await page.keyboard.type('Acme');
  await expect(dialog.getByLabel('Address')).toHaveValue('acme');
  await dialog.getByLabel('Address').fill('-acme');
  await dialog.getByLabel("Admin's e-mail").fill(adminEmail);
  await dialog.getByRole('button', { name: 'Create organisation' }).click();
  await expect(dialog.getByText('cannot start or end with a hyphen')).toBeVisible();
  // The server's refusal lands on its field too: 'admin' is a path of Candor.
  await dialog.getByLabel('Address').fill('admin');
  await dialog.getByRole('button', { name: 'Create organisation' }).click();
  await expect(dialog.getByText('This address is taken by Candor itself.')).toBeVisible();

  await dialog.getByLabel('Address').fill(slug);
  await dialog.getByLabel('Address').press('Enter');
  await expect(dialog).toBeHidden();
  const note = page.getByRole('alert').filter({ hasText: `Open /${slug}` });
  await expect(note).toContainText(`${adminEmail} was mailed a link`);
  await expect(page.getByRole('heading', { name: 'Acme', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `/${slug}`, exact: true })).toHaveAttribute(
    'href',
    `/${slug}`,
  );

  // The admin, in a browser of their own, from the mail their mail server received.
  const received = await waitForMail(adminEmail, /invited to manage Acme/);
  const link = /(http\S+\/set-password\?token=[A-Za-z0-9_-]+)/.exec(received.text)?.[1];
  expect(link).toBeDefined();
  const context = await browser.newContext({ baseURL: baseURL! });
  const admin = await context.newPage();
  admin.on('pageerror', (error) => problems.push(error.message));
  await admin.goto(link!);
  await hydrated(admin);
  await admin.getByLabel('New password').fill(ADMIN_PASSWORD);
  await admin.getByLabel('Confirm password').fill(ADMIN_PASSWORD);
  await admin.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(admin.getByText('Main mode')).toBeVisible();
  await expect(admin).toHaveURL(new RegExp(`/${slug}$`));

  await admin.goto('/admin');
  await hydrated(admin);
  await expect(
    admin.getByText('What waits for you at Acme, and how your trust center is doing.'),
  ).toBeVisible();
  await admin.goto('/admin/staff');
  await hydrated(admin);
  await expect(admin.getByRole('cell', { name: adminEmail })).toBeVisible();
  await expect(admin.locator('body')).not.toContainText('northwind');

  // Two-step sign-in: set up, signed out, and back in with the password and a code.
  const key = await enrolAuthenticator(admin);
  await admin.getByRole('button', { name: 'Log out' }).click();
  await signInWithCode(admin, { email: adminEmail, password: ADMIN_PASSWORD, key, next: '/admin' });
  await expect(
    admin.getByText('What waits for you at Acme, and how your trust center is doing.'),
  ).toBeVisible();

  // Single sign-on for Acme's own domain; a second staff member signs in through it.
  const domain = SSO_MEMBER.email.split('@')[1]!;
  const invited = await admin.request.post('/api/admin/staff', {
    data: { email: SSO_MEMBER.email, displayName: SSO_MEMBER.name, role: 'editor' },
  });
  expect(invited.status()).toBe(201);
  await configureSso(admin, bed, { domain, clientId: `${slug}candor` });
  await context.close();

  const memberContext = await browser.newContext({ baseURL: baseURL! });
  const member = await memberContext.newPage();
  member.on('pageerror', (error) => problems.push(error.message));
  await continueWithSso(member, SSO_MEMBER.email);
  await expect(member).toHaveURL(new RegExp(`/${slug}$`));
  expect((await memberContext.cookies()).some((c) => c.name === 'candor_session')).toBe(true);
  const staffList = await member.request.get('/api/admin/staff');
  expect(staffList.status()).toBe(403); // an Editor, of Acme: not the staff manager
  await hydrated(member);
  await expect(member.getByText('Main mode')).toBeVisible();
  await expect(member.locator('body')).not.toContainText('Northwind');
  await memberContext.close();

  // An anonymous visitor: Acme's empty trust center at once, nothing of Northwind's.
  const visitorContext = await browser.newContext({ baseURL: baseURL! });
  const visitor = await visitorContext.newPage();
  visitor.on('pageerror', (error) => problems.push(error.message));
  const response = await visitor.goto(`/${slug}`);
  expect(response?.status()).toBe(200);
  await hydrated(visitor);
  await expect(visitor.locator('body')).toContainText('Acme');
  await expect(visitor.locator('body')).not.toContainText('Northwind');
  await visitorContext.close();
  // The one refusal the operator was shown on purpose ('admin').
  expect(
    problems.filter((p) => !/status of 400 .*\/api\/admin\/installation\/orgs\)$/.test(p)),
  ).toEqual([]);
});

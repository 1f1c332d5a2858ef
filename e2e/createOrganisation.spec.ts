import { expect, hydrated, signInAsStaff, test, waitForMail } from './fixtures.js';

test('the operator creates Acme; its admin sets a password from the mail and finds an empty trust center', async ({
  page,
  browser,
  baseURL,
  problems,
}, testInfo) => {
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
  await admin.getByLabel('New password').fill('acme admin password');
  await admin.getByLabel('Confirm password').fill('acme admin password');
  await admin.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(admin.getByText('Main mode')).toBeVisible();
  await expect(admin).toHaveURL(new RegExp(`/${slug}$`));

  await admin.goto('/admin');
  await hydrated(admin);
  await expect(admin.getByText("Run Acme's trust center.")).toBeVisible();
  await admin.goto('/admin/staff');
  await hydrated(admin);
  await expect(admin.getByRole('cell', { name: adminEmail })).toBeVisible();
  await expect(admin.locator('body')).not.toContainText('northwind');
  await context.close();

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

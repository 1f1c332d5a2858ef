/**
 * Visitor access, staff side to member side: staff write an NDA version, create an account
 * (clickwrap NDA) with a member and a product grant; the member, signed in, finds the restricted
 * document locked behind the NDA, accepts it, downloads the document and the signed NDA.
 */
import { expect, hydrated, portalPath, signInAsStaff, test } from './fixtures.js';

test('staff set up an account; its member accepts the NDA and downloads', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const accountName = `Globex ${stamp}`;
  const email = `gina-${stamp}@globex.example`;
  // The NDA text.
  await signInAsStaff(page, '/admin/access/nda');
  await page.getByRole('button', { name: 'New version' }).click();
  const versionDialog = page.getByRole('dialog');
  await versionDialog.getByLabel('Title').fill(`Mutual NDA ${stamp}`);
  await versionDialog
    .getByLabel('Text (Markdown)')
    .fill('# Confidentiality\n\nThe **recipient** keeps the documents confidential.');
  await versionDialog.getByRole('button', { name: 'Save as new version' }).click();
  await expect(page.getByText(`Mutual NDA ${stamp}`)).toBeVisible();

  // The account, with the clickwrap NDA, a member and the portal's product.
  const { products } = (await (await page.request.get('/api/admin/products')).json()) as {
    products: { name: string; isDefault: boolean }[];
  };
  const product = products.find((p) => p.isDefault) ?? products[0]!;
  await page.goto('/admin/access/accounts');
  await page.getByRole('button', { name: 'New account' }).click();
  const accountDialog = page.getByRole('dialog');
  await accountDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(accountName);
  await accountDialog.getByLabel('Domain').fill('globex.example');
  await accountDialog
    .getByRole('combobox', { name: 'NDA', exact: true })
    .selectOption({ label: 'Clickwrap in the portal' });
  await accountDialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: accountName })).toBeVisible();
  const accountId = /\/admin\/access\/accounts\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(accountId).toBeTruthy();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('First name').fill('Gina');
  await page.getByLabel('Last name').fill('Globex');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByRole('table', { name: 'Members' }).getByText(email)).toBeVisible();
  await page.getByLabel('Product', { exact: true }).selectOption({ label: product.name });
  await page.getByRole('button', { name: 'Grant access' }).click();
  await expect(
    page.getByRole('table', { name: 'Product access' }).getByText(product.name),
  ).toBeVisible();

  // The member's browser, signed in (the seeding route opens the session).
  const seeded = await page.request.post('/api/testing/member-session', { data: { email } });
  expect(seeded.ok()).toBe(true);
  const session = (await seeded.json()) as { cookie: string; token: string };
  const member = await browser.newContext({ baseURL: baseURL! });
  await member.addCookies([
    { name: session.cookie, value: session.token, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
  ]);
  const memberPage = await member.newPage();
  const memberProblems: string[] = [];
  memberPage.on('pageerror', (error) => memberProblems.push(error.message));
  const portal = await portalPath(memberPage);
  await memberPage.goto(`${portal}?accountId=${accountId}`);
  await hydrated(memberPage);

  // Locked behind the NDA, with the reminder.
  await expect(memberPage.getByText('Accept the NDA to open restricted documents.')).toBeVisible();
  const documents = memberPage.locator('section[data-section="documents"]');
  const soc2 = documents.getByRole('article', { name: 'SOC 2 Type II Report' });
  await expect(soc2.getByRole('button', { name: /^Download / })).toHaveCount(0);
  await soc2.getByRole('button', { name: 'Accept NDA to open' }).click();

  const nda = memberPage.getByRole('dialog');
  await expect(nda.getByText('keeps the documents confidential')).toBeVisible();
  await expect(nda.getByRole('button', { name: 'Accept', exact: true })).toBeDisabled();
  await nda.getByLabel('I agree to the terms of this NDA').check();
  await nda.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(nda).toHaveCount(0);

  // Unlocked: the restricted document downloads.
  const download = soc2.getByRole('button', { name: /^Download / });
  await expect(download).toBeVisible();
  const [file] = await Promise.all([memberPage.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);

  // The signed NDA, as the account menu downloads it.
  const signed = await memberPage.request.post(
    `${portal}/api/accounts/${accountId}/download-signed-clickwrap-nda`,
  );
  expect(signed.status()).toBe(200);
  expect(signed.headers()['content-type']).toBe('application/pdf');
  expect(signed.headers()['content-disposition']).toContain(email);
  expect((await signed.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Staff see the acceptance on the account.
  await page.reload();
  await expect(page.getByText('State: Accepted')).toBeVisible();
  expect(memberProblems).toEqual([]);
  expect(problems).toEqual([]);
  await member.close();
});

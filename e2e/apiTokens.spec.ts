/**
 * A member makes an API token in the account menu, copies it, reads the public API with it,
 * then revokes it (after confirming) and is refused.
 */
import {
  expect,
  giveStaffSession,
  hydrated,
  portalPath,
  signedInMember,
  test,
} from './fixtures.js';

test('a member creates an API token, copies it, reads /api/v1 with it, revokes it and is refused', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  await giveStaffSession(page);
  const base = await portalPath(page);
  const slug = base.slice(1);
  const stamp = Date.now();
  const { member, context } = await signedInMember(
    { staff: page, browser, baseURL, problems },
    { accountName: `Tokens ${stamp}`, email: `tia-${stamp}@tokens.example` },
    { permissions: ['clipboard-read', 'clipboard-write'] },
  );
  await hydrated(member);
  await member.getByTestId('account-menu').click();
  await member.getByRole('button', { name: 'API tokens' }).click();
  const dialog = member.getByRole('dialog', { name: 'API tokens' });
  await expect(dialog.getByText('You have no API tokens yet.')).toBeVisible();

  // Both fields are required.
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give the token a name');
  await dialog.getByLabel('Name').fill('Vendor review script');
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Choose when the token expires: in 30, 90 or 365 days',
  );
  await dialog.getByLabel('Expires in').selectOption('90');
  await dialog.getByRole('button', { name: 'Create token' }).click();

  const shown = dialog.getByTestId('api-token-value');
  await expect(shown).toHaveValue(/^cndr_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const token = await member.evaluate(() => navigator.clipboard.readText());
  expect(token).toBe(await shown.inputValue());
  await expect(dialog.getByTestId('api-token-row')).toHaveCount(1);
  await expect(dialog.getByTestId('api-token-row')).toContainText('Vendor review script');

  const read = () =>
    member.request.get(`/api/v1/orgs/${slug}/documents`, {
      headers: { authorization: `Bearer ${token}` },
    });
  const answer = await read();
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const body = (await answer.json()) as { data: { title: string }[] };
  expect(body.data.length).toBeGreaterThan(0);

  // Revoke, by keyboard, after confirming.
  await dialog.getByRole('button', { name: 'Revoke Vendor review script' }).focus();
  await member.keyboard.press('Enter');
  const confirm = dialog.getByRole('group', { name: 'Revoke Vendor review script?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Revoke token' }).focus();
  await member.keyboard.press('Enter');
  await expect(dialog.getByText('You have no API tokens yet.')).toBeVisible();

  const refused = await read();
  expect(refused.status()).toBe(401);
  expect(refused.headers()['www-authenticate']).toMatch(/^Bearer /);
  await context.close();
});

/**
 * The Products screen's edit dialogs: a product link is added, then renamed (Save waits for a
 * change, an emptied field says what is missing, the server's refusal of a bad URL shows under
 * the URL, and only the changed name is saved); a product's dialog opens with its name and slug.
 */
import { expect, signInAsStaff, test } from './fixtures.js';

test('staff add a product link and edit it; a product opens in its dialog', async ({ page }) => {
  const name = `Status ${Date.now()}`;
  await signInAsStaff(page, '/admin/products');
  const form = page.getByRole('form', { name: 'New product link' });
  await form.getByLabel('Link name').fill(name);
  await form.getByLabel('URL').fill('https://status.example.com/');
  await form.getByRole('button', { name: 'Add link' }).click();
  const links = page.getByRole('table', { name: 'Product links' });
  const row = links.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('https://status.example.com/');

  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit the link ${name}` });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(dialog.getByLabel('Link name')).toHaveValue(name);
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Link name').fill('');
  await save.click();
  await expect(dialog.getByText('Link name is required')).toBeVisible();
  await dialog.getByLabel('Link name').fill(`${name} page`);
  await dialog.getByLabel('URL').fill('not a url');
  await save.click();
  await expect(dialog.getByText('Please enter a valid URL.')).toBeVisible();
  await dialog.getByLabel('URL').fill('https://status.example.com/');
  await save.click();
  await expect(dialog).toBeHidden();
  const renamed = links.getByRole('row', { name: new RegExp(`${name} page`) });
  await expect(renamed).toContainText('https://status.example.com/');

  const products = page.getByRole('table', { name: 'Products' });
  await products.getByRole('row').nth(1).getByRole('button', { name: 'Edit' }).click();
  const productDialog = page.getByRole('dialog', { name: /^Edit / });
  await expect(productDialog.getByLabel('Name')).not.toHaveValue('');
  await expect(productDialog.getByLabel('Slug')).not.toHaveValue('');
  await expect(productDialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await productDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(productDialog).toBeHidden();
});

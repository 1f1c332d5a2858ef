import { expect, hydrated, openCardMenu, test, staffOnPortal } from './fixtures.js';

const ICON_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" onload="alert(1)">' +
    '<script>alert(2)</script><rect width="20" height="20" rx="4" fill="#d6336c"/></svg>',
);

test('staff upload a custom card icon, see it after a reload, and reset it to default', async ({
  page,
  problems,
}) => {
  await staffOnPortal(page);
  const card = page.getByRole('article', { name: 'Data Security' });
  const customIcon = card.locator('img[src*="/assets/"]');
  await expect(customIcon).toHaveCount(0);

  await openCardMenu(page, 'Data Security');
  await page.getByRole('menuitem', { name: 'Change card icon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Data Security card icon' });
  await dialog.getByRole('radio', { name: 'Use custom icon' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Custom icon is required')).toBeVisible();
  await expect(
    dialog.getByText(
      'File size: 20px x 20px // Accepted file types: png, jpeg, svg // Max size: 1MB',
    ),
  ).toBeVisible();

  await dialog
    .getByTestId('file-dropzone-input')
    .setInputFiles({ name: 'shield.svg', mimeType: 'image/svg+xml', buffer: ICON_SVG });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Card icon saved. The icon may take a few minutes to appear',
  );
  await expect(
    page.getByRole('status').getByRole('button', { name: 'Refresh Page' }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await hydrated(page);
  await expect(customIcon).toHaveCount(1);
  const served = await page.request.get((await customIcon.getAttribute('src'))!);
  expect(await served.text()).not.toMatch(/script|onload|alert/);

  await openCardMenu(page, 'Data Security');
  await page.getByRole('menuitem', { name: 'Change card icon' }).click();
  await dialog.getByRole('radio', { name: 'Use default icon' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Card icon reset to default');
  await page.reload();
  await hydrated(page);
  await expect(customIcon).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('staff add a subprocessor with the company picker and see it in the table', async ({
  page,
  problems,
}) => {
  await staffOnPortal(page);
  const section = page.locator('#section-subprocessors');
  await section.getByRole('button', { name: 'Add subprocessor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add subprocessor' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Company' }).fill('Twil');
  await dialog.getByRole('option', { name: /^Twilio/ }).click();
  await dialog.getByRole('textbox', { name: 'Purpose' }).fill('SMS delivery for e2e');
  await dialog.getByRole('textbox', { name: 'Location' }).fill('Ireland');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Subprocessor added');

  await page.reload();
  await hydrated(page);
  const row = section.getByRole('row').filter({ hasText: 'SMS delivery for e2e' });
  await expect(row).toContainText('Twilio');
  await expect(row).toContainText('Ireland');

  // Clean up through the row's Delete, confirmed first.
  await row.getByRole('button', { name: 'Delete Twilio' }).click();
  await page
    .getByRole('dialog', { name: 'Delete subprocessor' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('status')).toHaveText('Subprocessor deleted');
  await expect(section.getByRole('row').filter({ hasText: 'SMS delivery for e2e' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the company picker searches five sources, names each, and an addendum company fills the form', async ({
  page,
  problems,
}) => {
  await staffOnPortal(page);
  const section = page.locator('#section-subprocessors');
  await section.getByRole('button', { name: 'Add subprocessor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add subprocessor' });
  const company = dialog.getByRole('textbox', { name: 'Company' });
  for (const [term, name, source] of [
    ['Vanta', /^Vanta/, 'Compliance platform'],
    ['Accusoft', /^Accusoft/, 'Company data'],
    ['Cloudflare', /^Cloudflare/, 'Addendum'],
    ['Jira', /^Jira/, 'Brand logos'],
  ] as const) {
    await company.fill(term);
    await expect(dialog.getByRole('option', { name }).first()).toContainText(source);
  }
  // One answer per company, though three catalogues know Stripe.
  await company.fill('Stripe');
  await expect(dialog.getByRole('option', { name: /^Stripe/ })).toHaveCount(1);

  await company.fill('Sentr');
  const sentry = dialog.getByRole('option', { name: /^Sentry/ });
  await expect(sentry).toContainText('Functional Software, Inc. · San Francisco, United States');
  await sentry.click();
  await expect(dialog.getByRole('textbox', { name: 'Purpose' })).toHaveValue('Error monitoring');
  await expect(dialog.getByRole('textbox', { name: 'Location' })).toHaveValue(
    'San Francisco, United States',
  );
  await dialog
    .getByRole('textbox', { name: 'Additional Details' })
    .fill('Picked from the addendum');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Subprocessor added');
  const row = section.getByRole('row').filter({ hasText: 'Picked from the addendum' });
  await expect(row).toContainText('Sentry');
  await expect(row).toContainText('Error monitoring');

  await row.getByRole('button', { name: 'Delete Sentry' }).click();
  await page
    .getByRole('dialog', { name: 'Delete subprocessor' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('status')).toHaveText('Subprocessor deleted');
  expect(problems).toEqual([]);
});

test("staff add a company to 'Trusted by' by its typed name, and remove it", async ({
  page,
  problems,
}) => {
  await staffOnPortal(page);
  const section = page.locator('#section-trusted_by');
  await section.getByRole('button', { name: 'Add company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add company' });
  await dialog.getByRole('textbox', { name: 'Company' }).fill('G');
  await expect(dialog.getByRole('option', { name: /^Just use/ })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Globex Industries');
  await dialog.getByRole('option', { name: 'Just use "Globex Industries"' }).click();
  // The choice closes the dropdown: Save, under it, is in reach.
  await expect(dialog.getByRole('listbox')).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Company' })).toHaveValue('Globex Industries');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Company added to Trusted by');

  await page.reload();
  await hydrated(page);
  await expect(section.getByText('Globex Industries')).toBeVisible();
  await section.getByRole('button', { name: 'Remove Globex Industries' }).click();
  await page
    .getByRole('dialog', { name: 'Remove company' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByRole('status')).toHaveText('Company removed from Trusted by');
  await expect(section.getByText('Globex Industries')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the company picker's options stay in place when the catalogue answers mid-click", async ({
  page,
  problems,
}) => {
  // The catalogue's answer for 'Twil' is held until the mouse button is down on 'Just use',
  // then let through: the answer's companies must not push the pressed option away, or the
  // click (press and release on different options) chooses nothing and the dropdown stays
  // open over Save (a failure once seen in full runs).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const searched = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/api\/companies\?term=Twil$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await staffOnPortal(page);
  await page.locator('#section-trusted_by').getByRole('button', { name: 'Add company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add company' });
  const company = dialog.getByRole('textbox', { name: 'Company' });
  await company.fill('Twil');
  await searched;
  const justUse = dialog.getByRole('option', { name: 'Just use "Twil"' });
  await justUse.hover();
  await page.mouse.down();
  release();
  await expect(dialog.getByRole('option', { name: /^Twilio/ })).toBeVisible();
  await page.mouse.up();

  await expect(dialog.getByRole('listbox')).toBeHidden();
  await expect(company).toHaveValue('Twil');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(problems).toEqual([]);
});

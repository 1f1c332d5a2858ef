import {
  expect,
  hydrated,
  openCardMenu,
  portalPath,
  signInAsStaff,
  signInAsStaffThroughForm,
  STAFF_EMAIL,
  test,
  staffOnPortal,
} from './fixtures.js';

test('a wrong password says so without telling whether the e-mail exists', async ({ page }) => {
  for (const email of [STAFF_EMAIL, 'nobody@northwind.example']) {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  }
});

test('staff sign-in leads to main mode with hidden cards marked', async ({ page, problems }) => {
  const path = await portalPath(page);
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator('[data-hidden-mark="card"]')).toHaveCount(0);
  const visitorCards = await page.getByRole('article').count();

  await signInAsStaffThroughForm(page);
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByText('Main mode')).toBeVisible();
  await expect(page.locator('[data-hidden-mark="card"]').first()).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThan(visitorCards);

  await page.getByRole('button', { name: 'Log out' }).click();
  await hydrated(page);
  await expect(page.getByText('Main mode')).toHaveCount(0);
  await expect(page.locator('[data-hidden-mark="card"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('staff hide a card and show it again; visitors stop seeing it at once', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  const path = await staffOnPortal(page);
  const card = page.getByRole('article', { name: 'Security Awareness' });
  await expect(card.locator('[data-hidden-mark="card"]')).toHaveCount(0);

  await openCardMenu(page, 'Security Awareness');
  await page.getByRole('menuitem', { name: 'Hide' }).click();
  await expect(page.getByRole('status')).toHaveText('Card hidden in Trust Center');
  await expect(card.locator('[data-hidden-mark="card"]')).toBeVisible();

  // A visitor, in a context of their own, no longer gets the card.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(path);
  await expect(visitorPage.getByRole('article', { name: 'Data Security' })).toBeVisible();
  await expect(visitorPage.getByRole('article', { name: 'Security Awareness' })).toHaveCount(0);

  await openCardMenu(page, 'Security Awareness');
  await page.getByRole('menuitem', { name: 'Show' }).click();
  await expect(page.getByRole('status')).toHaveText('Card shown in Trust Center');
  await expect(card.locator('[data-hidden-mark="card"]')).toHaveCount(0);
  await visitorPage.reload();
  await expect(visitorPage.getByRole('article', { name: 'Security Awareness' })).toBeVisible();
  await visitor.close();
  expect(problems).toEqual([]);
});

test('the card menu offers what staff may do, and a visitor gets no menu', async ({
  page,
  problems,
}) => {
  const path = await portalPath(page);
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole('button', { name: /card actions$/ })).toHaveCount(0);

  await signInAsStaff(page, path);
  await hydrated(page);
  await openCardMenu(page, 'Data Security');
  await expect(page.getByRole('menuitem')).toHaveText([
    'Edit',
    'Edit display text',
    'Hide',
    'Edit placeholder text',
    'Re-order items',
    'Change card icon',
  ]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the portal does not move under staff when it hydrates: their buttons are in its HTML', async ({
  page,
  problems,
}) => {
  const path = await staffOnPortal(page);
  // Hold the page's script back until the server's HTML is measured with its fonts.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-client-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
  const heights = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.querySelectorAll('main section[id], main article, main li')].map(
        (element) =>
          `${element.id || element.tagName}: ${Math.round(element.getBoundingClientRect().height)}`,
      );
    });
  const served = await heights();
  expect(served.length).toBeGreaterThan(20);
  await expect(page.getByRole('button', { name: 'Add certification' })).toBeVisible();
  release();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Data Security card actions' })).toHaveAttribute(
    'data-card-menu',
    /.+/,
  );
  await expect(
    page
      .locator('#section-subprocessors')
      .getByRole('button', { name: /^Edit / })
      .first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await heights()).toEqual(served);
  expect(problems).toEqual([]);
});

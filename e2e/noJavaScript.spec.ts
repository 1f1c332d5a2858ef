/**
 * The portal without JavaScript (issue 24 §13): Request access, Subscribe and Search are plain
 * links and forms the server answers; forms from another site, or without a valid form token,
 * are refused with a page that says so; with JavaScript the same buttons still open the
 * dialogs. And staff preview the portal as an anonymous visitor (§8). The new pages pass axe
 * and do not overflow at 375 and 1440 px.
 */
import type { Browser, Page } from '@playwright/test';
import {
  axe,
  expect,
  giveStaffSession,
  hydrated,
  portalPath,
  test,
  waitForMail,
} from './fixtures.js';

const soc2 = (page: Page) =>
  page
    .locator('section[data-section="documents"]')
    .getByRole('article', { name: 'SOC 2 Type II Report' });

/** No horizontal overflow of the page at a phone's and a desktop's width. */
async function noOverflow(page: Page) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `overflow at ${width}px`).toBeLessThanOrEqual(0);
  }
}

/**
 * axe at both widths, on the server's page for `url` in a page with JavaScript (axe runs in the
 * page): the same HTML a reader without JavaScript gets.
 */
async function passesAxe(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.goto(url);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).analyze();
    expect(violations.map((v) => `${v.id} at ${width}px: ${v.nodes[0]?.html ?? ''}`)).toEqual([]);
  }
  await context.close();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.setTimeout(90_000);

  test('the sign-in page is styled by what the server links, before any script runs', async ({
    page,
  }) => {
    // Its styles come with the other pages' chunk, which the server finds in the web build's
    // manifest by its source (pages/OtherPages.tsx): without them the form is a plain block.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toHaveCSS(
      'font-size',
      '24px',
    );
    const form = page.locator('form').filter({ has: page.getByLabel('Password') });
    await expect(form).toHaveCSS('display', 'flex');
    await expect(form).toHaveCSS('row-gap', '16px');
  });

  test('request access: the page, its error, the confirmation, and the request in the staff queue', async ({
    page,
    browser,
  }) => {
    await page.goto(await portalPath(page));
    await soc2(page).getByRole('button', { name: 'Get access' }).click();
    await expect(page).toHaveURL(/\/request-access\?/);
    await expect(page.getByRole('heading', { name: 'Request Access' })).toBeVisible();
    await noOverflow(page);
    await passesAxe(browser, page.url());

    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Script');
    await page.getByLabel('Work email').fill('not-an-email');
    await page.getByLabel('Company name').fill('Globex Corporation');
    await page.getByRole('checkbox', { name: /I agree to share/ }).check();
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('This email is invalid')).toBeVisible();
    // What was typed is still there.
    await expect(page.getByLabel('First name')).toHaveValue('Nora');

    const email = `nora-${Date.now()}@globex.example`;
    await page.getByLabel('Work email').fill(email);
    await page.getByRole('checkbox', { name: /I agree to share/ }).check();
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await noOverflow(page);

    const staff = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
    await giveStaffSession(staff);
    await staff.goto('/admin/access/requests');
    await expect(staff.getByRole('table').getByText(email)).toBeVisible();
  });

  test('subscribe: the page sends the confirmation mail', async ({ page, browser }) => {
    await page.goto(await portalPath(page));
    await page.getByRole('button', { name: 'Subscribe to updates' }).click();
    await expect(page).toHaveURL(/\/subscribe\?/);
    await expect(page.getByRole('heading', { name: /^Subscribe to .+'s updates$/ })).toBeVisible();
    await noOverflow(page);
    await passesAxe(browser, page.url());
    const email = `sam-${Date.now()}@globex.example`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await waitForMail(email, /confirm/i);
  });

  test('search: the results page lists the item under its group, and its link opens it', async ({
    page,
    browser,
  }) => {
    await page.goto(await portalPath(page));
    await page.getByRole('button', { name: 'Search items' }).click();
    await expect(page).toHaveURL(/\/search\?/);
    await page.getByRole('searchbox').fill('disaster recovery');
    await page.getByRole('searchbox').press('Enter');
    // A security control's item is a Control (visitor-portal.md §3), not a Trust Item.
    const result = page
      .getByRole('region', { name: 'Controls' })
      .getByRole('link', { name: /Disaster recovery testing/ })
      .first();
    await expect(result).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Controls', level: 2 })).toBeVisible();
    await noOverflow(page);
    await passesAxe(browser, page.url());
    await result.click();
    await expect(page.locator('#candor-server-drawer')).toContainText('Disaster recovery testing');
  });

  test('a form from another site, or with an expired token, is refused with a page that says why', async ({
    page,
    context,
  }) => {
    const base = await portalPath(page);
    const crossSite = await page.request.post(`${base}/request-access`, {
      headers: { origin: 'https://evil.example' },
      form: { email: 'eve@evil.example' },
    });
    expect(crossSite.status()).toBe(403);

    await page.goto(`${base}/subscribe`);
    await page.getByLabel('Email').fill(`late-${Date.now()}@globex.example`);
    // The cookie the form's token is bound to is gone (the browser was closed, or it expired).
    await context.clearCookies();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      page.getByText(/This form has expired or did not come from this site/),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Trust Center|Back|portal/i }).first(),
    ).toBeVisible();
  });
});

test('with JavaScript the same buttons open the dialogs', async ({ page }) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  await page.getByRole('button', { name: 'Subscribe to updates' }).click();
  await expect(page.getByRole('dialog', { name: /^Subscribe to / })).toBeVisible();
  await expect(page).not.toHaveURL(/\/subscribe/);
  await page.keyboard.press('Escape');
  await soc2(page).getByRole('button', { name: 'Get access' }).click();
  await expect(page).toHaveURL(/loginRequest=true/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search items' }).click();
  await expect(page.getByRole('dialog', { name: 'Search items' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/search/);
});

test('staff preview the portal as an anonymous visitor, and exit back to their own view', async ({
  page,
}) => {
  await giveStaffSession(page);
  const base = await portalPath(page);
  await page.goto(base);
  await hydrated(page);
  await page.getByRole('button', { name: 'Preview as…' }).click();
  await page.getByRole('link', { name: /Anonymous visitor/ }).click();
  await expect(page).toHaveURL(/previewAs=visitor/);
  await hydrated(page);
  await expect(page.getByText('Previewing as an anonymous visitor')).toBeVisible();
  // The restricted report shows as a visitor sees it: locked, with 'Get access'; no staff controls.
  await expect(soc2(page).getByRole('button', { name: 'Get access' })).toBeVisible();
  await expect(page.getByRole('button', { name: /card actions$/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).not.toHaveURL(/previewAs/);
  await hydrated(page);
  await expect(page.getByText('Main mode')).toBeVisible();
  await expect(soc2(page).getByRole('button', { name: 'Get access' })).toHaveCount(0);
});

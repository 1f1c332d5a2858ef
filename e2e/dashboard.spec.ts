/**
 * The private area's Overview (issue 24, item 1), on organisations of its own (POST
 * /api/testing/organizations) so the demo's queue and audit log are no one else's business: a
 * new organisation's set-up checklist, ticked from its data and published in place; a pending
 * access request approved from the Overview (it leaves the list, and the requester is mailed as
 * from the queue); a staff member without access:manage sees no request and no Approve; axe and
 * no horizontal overflow at 375 and 1440 px.
 */
import type { Browser, Page } from '@playwright/test';
import {
  docsScreenshotPath,
  expect,
  expectFitsAndAccessible,
  newOrgWithStaff,
  type CreatedOrg,
  hydrated,
  signInAsStaff,
  test,
  waitForMail,
} from './fixtures.js';

/** A new organisation and a page of its staff member (holding `scopes`) on the Overview. */
async function newOrgOverview(
  page: Page,
  browser: Browser,
  baseURL: string,
  scopes?: string[],
): Promise<{ org: CreatedOrg; staff: Page }> {
  const { org, staff } = await newOrgWithStaff(page, browser, baseURL, 'dash', {
    published: false,
    ...(scopes ? { scopes } : {}),
  });
  await staff.goto('/admin');
  await hydrated(staff);
  return { org, staff };
}

/** A visitor's access request to the organisation's portal, as the request form sends it. */
async function requestAccess(page: Page, org: CreatedOrg, email: string) {
  const sent = await page.request.post(`/${org.slug}/api/products/${org.productId}/request`, {
    data: {
      email,
      firstName: 'Erin',
      lastName: 'Example',
      companyName: 'Globex Corporation',
      agree: true,
      productId: org.productId,
    },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
}

test("a new organisation's Overview is its set-up checklist, published in place", async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  const { staff } = await newOrgOverview(page, browser, baseURL!);
  await expect(staff.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const checklist = staff.getByRole('region', { name: 'Set up your trust center' });
  // The support mailbox is set when an organisation is created; the rest is to do.
  await expect(checklist.getByText('1 of 4 done')).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Add a logo in Settings' })).toHaveAttribute(
    'href',
    '/admin/settings',
  );
  await expect(checklist.getByRole('link', { name: 'Upload in Documents' })).toHaveAttribute(
    'href',
    '/admin/documents',
  );
  // Empty widgets say what to do next; this editor has no access requests or audit to see.
  await expect(staff.getByRole('region', { name: 'Subscribers' })).toContainText(
    'No subscribers yet.',
  );
  await expect(staff.getByRole('region', { name: 'Documents expiring' })).toContainText(
    'No document expires in the next 60 days.',
  );
  await expect(staff.getByRole('region', { name: 'Access requests' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expectFitsAndAccessible(staff, (page) =>
    expect(page.getByText('1 of 4 done')).toBeVisible(),
  );

  await checklist.getByRole('button', { name: 'Publish the portal' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Publish your portal?' });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(staff.getByText('Your portal is published')).toBeVisible();
  await expect(checklist.getByText('2 of 4 done')).toBeVisible();
  await expect(checklist.getByRole('button', { name: 'Publish the portal' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a pending access request is approved from the Overview, and the requester is mailed', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  test.slow(); // a mail and two organisations' pages
  const { org, staff } = await newOrgOverview(page, browser, baseURL!, [
    'access:manage',
    'settings:edit',
    'statuspage:edit',
    'audit:view',
  ]);
  const email = `erin-${Date.now()}@globex.example`;
  await requestAccess(page, org, email);
  await staff.reload();
  await hydrated(staff);

  const requests = staff.getByRole('region', { name: 'Access requests' });
  await expect(requests.getByText('1 request waits for a decision')).toBeVisible();
  await expect(requests.getByText(`${email} ·`, { exact: false })).toBeVisible();
  await expect(requests.getByRole('link', { name: 'Access requests' })).toHaveAttribute(
    'href',
    '/admin/access/requests',
  );
  await expectFitsAndAccessible(staff, (page) =>
    expect(page.getByText('1 request waits for a decision')).toBeVisible(),
  );

  await requests.getByRole('button', { name: `Approve ${email}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Approve ${email}` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(requests.getByText('No one is waiting for access.')).toBeVisible();
  await waitForMail(email, /is approved$/);
  // The audit card tells of it.
  await expect(staff.getByRole('region', { name: 'Recent activity by staff' })).toContainText(
    'approved',
  );
  expect(problems).toEqual([]);
});

test('a staff member without access:manage sees no request and no Approve', async ({
  page,
  browser,
  baseURL,
}) => {
  const { org, staff } = await newOrgOverview(page, browser, baseURL!, ['statuspage:edit']);
  await requestAccess(page, org, `quiet-${Date.now()}@initech.example`);
  await staff.reload();
  await hydrated(staff);
  await expect(staff.getByRole('region', { name: 'Subscribers' })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Access requests' })).toHaveCount(0);
  await expect(staff.getByRole('region', { name: 'Portal activity' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expect(staff.getByText('Erin Example')).toHaveCount(0);
});

test("the demo admin's Overview shows every card, fits and passes axe at 375 and 1440", async ({
  page,
  problems,
}, testInfo) => {
  await signInAsStaff(page, '/admin');
  await hydrated(page);
  const cards = [
    'Access requests',
    'Questionnaires',
    'Conversations',
    'Documents expiring',
    'Certifications expiring',
    'Portal activity',
    'Subscribers',
    'Recent activity by staff',
  ];
  for (const name of cards) await expect(page.getByRole('region', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Portal activity' })).toHaveAttribute(
    'href',
    '/admin/analytics',
  );
  const auditShown = (p: Page) =>
    expect(
      p.getByRole('region', { name: 'Recent activity by staff' }).getByRole('listitem').first(),
    ).toBeVisible();
  await expectFitsAndAccessible(page, auditShown);
  await page.screenshot({ path: docsScreenshotPath(testInfo, 'dashboard.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await hydrated(page);
  await auditShown(page);
  await page.screenshot({
    path: docsScreenshotPath(testInfo, 'dashboard-phone.png'),
    fullPage: true,
  });
  expect(problems).toEqual([]);
});

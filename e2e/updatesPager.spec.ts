/**
 * The updates' pager (Mantine's Pagination markup written out, see web updates/UpdatesPager.tsx)
 * turns pages on the portal: the page carries the first five topics, the pager fetches the next.
 */
import { expect, hydrated, newOrgWithStaff, test } from './fixtures.js';

test('the Trust Center Updates pager turns to the second page and back, loading the query library then', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  const { org, context, staff } = await newOrgWithStaff(page, browser, baseURL!, 'pager');
  // Six topics, the newest first: five on the first page, the first one made alone on the second.
  for (let n = 1; n <= 6; n += 1) {
    const created = await staff.request.post('/api/trust-center/update-topics', {
      data: {
        topic: { subject: `Pager topic ${n}`, category: 'compliance' },
        update: {
          message: `Update ${n}`,
          audience: 'public',
          channels: { statusPage: true, email: false },
        },
      },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
  }
  await context.close();

  // The query library is a chunk of its own, loaded when the visitor first turns a page.
  const queryChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/queries-[^/]*\.js$/.test(request.url())) queryChunks.push(request.url());
  });
  await page.goto(`/${org.slug}`);
  await hydrated(page);
  const card = page.locator('[data-section="trust_center_updates"]');
  const pager = card.getByRole('navigation', { name: 'Trust Center Updates pages' });
  await expect(card.getByRole('heading', { name: 'Pager topic 6' })).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  expect(queryChunks).toEqual([]);

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(card.getByRole('heading', { name: 'Pager topic 1' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Pager topic 6' })).toHaveCount(0);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();

  expect(queryChunks).toHaveLength(1);

  await pager.getByRole('button', { name: 'Page 1' }).click();
  await expect(card.getByRole('heading', { name: 'Pager topic 6' })).toBeVisible();
  expect(problems).toEqual([]);
});

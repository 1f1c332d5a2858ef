import { expect, hydrated, portalPath, test } from './fixtures.js';

test('a visitor opens a view-only document in the browser and is told it cannot be downloaded', async ({
  page,
  problems,
}) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  const documents = page.locator('section[data-section="documents"]');
  // It is featured, so it shows in the featured block and in the 'All' tab: read the tab.
  const all = documents.getByRole('tabpanel', { name: 'All' });
  const link = all.getByRole('link', { name: 'Northwind-Cloud-Security-Whitepaper.pdf' });
  await expect(link).toBeVisible();
  await expect(
    all.getByText('This file is view-only and not downloadable in the portal'),
  ).toBeVisible();

  // The link opens the document inline, as a viewer would read it.
  const href = await link.getAttribute('href');
  expect(href).toMatch(/accessType=view$/);
  const viewed = await page.request.get(href!);
  expect(viewed.status()).toBe(200);
  expect(viewed.headers()['content-type']).toBe('application/pdf');
  expect(viewed.headers()['content-disposition']).toMatch(/^inline/);

  // Asking for the download anyway is refused with the spec's words.
  const refused = await page.request.get(href!.replace('accessType=view', 'accessType=download'));
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'This file is view-only and not downloadable in the portal',
  );
  expect(problems).toEqual([]);
});

/** The seeded demo, served end to end: what `npm start` shows on a fresh machine. */
import { beforeAll, expect, it } from 'vitest';
import { seedDemo, type SeedDemoResult } from '../../db/seed/index.js';
import { portalViewOf } from '../../testing/portalFixture.js';
import { BROWSER, signInAs, useTestApp } from '../../testing/testApp.js';

const t = useTestApp();
let demo: SeedDemoResult;

beforeAll(async () => {
  demo = await seedDemo(t.database, { fileStore: t.fileStore, adminPassword: 'demo-password-1' });
});

const portalView = async (url: string, cookie?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...BROWSER, ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode, url).toBe(200);
  return { view: portalViewOf(response.body), html: response.body };
};

it('leads / to the demo organisation and renders every product', async () => {
  const home = await t.app.inject({ method: 'GET', url: '/', headers: BROWSER });
  expect(home.headers.location).toBe(`/${demo.orgSlug}`);
  for (const slug of demo.productSlugs) {
    const { view } = await portalView(`/${demo.orgSlug}?product=${slug}`);
    expect(view.product.slug).toBe(slug);
    expect(view.sections.length).toBeGreaterThan(3);
  }
});

it('shows visitors no hidden content and staff all of it, marked', async () => {
  const visitor = await portalView(`/${demo.orgSlug}`);
  expect(visitor.html).not.toContain('data-hidden-mark');
  const cookie = await signInAs(t.app, demo.adminEmail, 'demo-password-1');
  const staff = await portalView(`/${demo.orgSlug}`, cookie);
  expect(staff.view.viewer.mode).toBe('main');
  expect(staff.html).toContain('data-hidden-mark="card"');
  expect(staff.html.length).toBeGreaterThan(visitor.html.length);
});

it('serves every image and public document the visitor page links to', async () => {
  const { html } = await portalView(`/${demo.orgSlug}`);
  const urls = new Set(
    [...html.matchAll(/\/api\/share\/[0-9a-f-]+\/(?:assets|files)\/[^"'\\\s<]+/g)].map((m) =>
      m[0].replaceAll('&amp;', '&'),
    ),
  );
  expect(urls.size).toBeGreaterThan(5);
  for (const url of urls) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
  }
});

import { describe, expect, it } from 'vitest';
import { buildItem, buildProduct, buildCard } from '../../db/factories.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';

const { t, f } = usePortalTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt', () => {
  it("points crawlers on the platform to each organisation's sitemap", async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Sitemap: http://localhost:3000/acme/sitemap.xml');
    expect(response.body).toContain('Disallow: /api/');
  });

  it("points crawlers on a custom domain to that domain's sitemap", async () => {
    const response = await get('/robots.txt', { host: 'trust.acme.test' });
    expect(response.body).toContain('Sitemap: http://trust.acme.test/sitemap.xml');
    expect(response.body).not.toContain('/acme/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists the product pages and every item a visitor sees, with shared links where set', async () => {
    const response = await get('/acme/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = locs(response.body);
    expect(urls).toContain('http://localhost:3000/acme');
    expect(urls).toContain('http://localhost:3000/acme?product=mobile');
    expect(urls).toContain('http://localhost:3000/acme/product/cloud/encryption-at-rest');
    // A restricted item is on the page (its documents are locked), so it is listed.
    expect(urls).toContain(`http://localhost:3000/acme?itemUid=${f.items.restrictedItem.uid}`);
    // Items of hidden cards are not.
    expect(urls.join(' ')).not.toContain(f.items.hiddenCardItem.uid);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it('leaves out hidden products and hidden items', async () => {
    const secret = await buildProduct(t.database.db, { org: f.org, slug: 'secret', show: false });
    const card = await buildCard(t.database.db, { product: secret, kind: 'Legal' });
    const item = await buildItem(t.database.db, { card, title: 'Unreleased', publicAccess: true });
    const hidden = await buildItem(t.database.db, {
      card: f.cards.dataSecurity,
      title: 'Hidden item',
      hidden: true,
    });
    const body = (await get('/acme/sitemap.xml')).body;
    expect(body).not.toContain('product=secret');
    expect(body).not.toContain(item.uid);
    expect(body).not.toContain(hidden.uid);
  });

  it('is served at the root of a custom domain, and 404 for an unknown organisation', async () => {
    const custom = await get('/sitemap.xml', { host: 'trust.acme.test' });
    expect(custom.statusCode).toBe(200);
    expect(locs(custom.body)).toContain('http://trust.acme.test/');
    expect((await get('/nobody/sitemap.xml')).statusCode).toBe(404);
  });
});

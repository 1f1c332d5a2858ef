import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductLink } from '@candor/domain';
import { verifyAuditChain } from '../../db/audit.js';
import { buildOrg, buildStaffUser } from '../../db/factories.js';
import { auditLog, productLinks } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { multipartFile } from '../../testing/multipart.js';
import { portalViewOf } from '../../testing/portalFixture.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import { browserHeaders, staffRequest } from '../../testing/staffRequest.js';
import { imageSize, solidImage } from '../../testing/testImages.js';
import { signInAs } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp();

const sessions = useStaffSessions(t, f, ['statuspage:edit']);

/** A staff request, as the fixture's admin unless told. */
const send = (
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = sessions.admin,
) => staffRequest(t.app)(method, url, cookie, payload);

interface Listing {
  products: AdminProduct[];
  links: AdminProductLink[];
}

const listing = async (): Promise<Listing> => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/products',
    headers: browserHeaders(sessions.admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listing>();
};

const orgAudits = () => t.database.db.select().from(auditLog).where(eq(auditLog.orgId, f.org.id));

const page = async (url = '/acme') => t.app.inject({ method: 'GET', url });
const publicView = async (url = '/acme') => portalViewOf((await page(url)).body);

async function expectUnchanged(action: () => Promise<void>) {
  const [before, html, audits] = await Promise.all([listing(), page(), orgAudits()]);
  await action();
  expect(await listing()).toEqual(before);
  expect((await page()).body).toBe(html.body);
  expect(await orgAudits()).toHaveLength(audits.length);
}

const productNamed = async (name: string) => {
  const product = (await listing()).products.find((p) => p.name === name);
  if (!product) throw new Error(`no product ${name}`);
  return product;
};

describe('GET /api/admin/products', () => {
  it('lists the products in order with the default marked, and the links', async () => {
    const { products, links } = await listing();
    expect(
      products.map(({ name, slug, isDefault, show }) => ({ name, slug, isDefault, show })),
    ).toEqual([
      { name: 'Cloud Platform', slug: 'cloud', isDefault: true, show: true },
      { name: 'Mobile App', slug: 'mobile', isDefault: false, show: true },
    ]);
    expect(links).toEqual([]);
  });

  it('is refused to staff without settings:edit', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products',
      headers: browserHeaders(sessions.limited),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/admin/products', () => {
  it('creates a product at the end, slug from the name, shown in the portal dropdown', async () => {
    const audits = (await orgAudits()).length;
    const response = await send('POST', '/api/admin/products', { name: 'Data Platform' });
    expect(response.statusCode, response.body).toBe(201);
    const { product } = response.json<{ product: AdminProduct }>();
    expect(product).toMatchObject({
      name: 'Data Platform',
      slug: 'data-platform',
      show: true,
      isDefault: false,
      position: 2,
      bannerUrl: null,
    });
    expect(await orgAudits()).toHaveLength(audits + 1);
    expect((await orgAudits()).at(-1)).toMatchObject({
      action: 'product.created',
      entityId: product.id,
    });
    expect((await publicView()).products.map((p) => p.slug)).toContain('data-platform');
    expect((await page('/acme?product=data-platform')).statusCode).toBe(200);
  });

  it('refuses a slug another product holds, naming it', async () => {
    await expectUnchanged(async () => {
      const response = await send('POST', '/api/admin/products', {
        name: 'Phones',
        slug: 'mobile',
      });
      expect(response.statusCode).toBe(409);
      expect(errorBodyOf(response).message).toBe(
        'This slug is already used by product: Mobile App',
      );
    });
  });

  it.each([
    [{ name: '' }, 'Product name is required'],
    [{ name: 'x'.repeat(61) }, 'Product name must be at most 60 characters'],
    [
      { name: 'Ok', slug: 'Not OK' },
      'Product slug may only hold lowercase letters, numbers and single hyphens',
    ],
    [{ name: 'Ok', slug: 'a'.repeat(61) }, 'Product slug must be at most 60 characters'],
    [{ name: 42 }, 'Product name is required'],
  ])('refuses %j with its message', async (payload, message) => {
    await expectUnchanged(async () => {
      const response = await send('POST', '/api/admin/products', payload);
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).message).toBe(message);
    });
  });

  it('refuses fields the form does not have, and staff without settings:edit', async () => {
    await expectUnchanged(async () => {
      const extra = await send('POST', '/api/admin/products', { name: 'X', orgId: f.org.id });
      expect(extra.statusCode).toBe(400);
      const editor = await send('POST', '/api/admin/products', { name: 'X' }, sessions.limited);
      expect(editor.statusCode).toBe(403);
    });
  });
});

describe('PATCH /api/admin/products/{id}', () => {
  it('renames and changes the slug; the old address is gone', async () => {
    const product = await productNamed('Data Platform');
    const response = await send('PATCH', `/api/admin/products/${product.id}`, {
      name: 'Data Cloud',
      slug: 'data-cloud',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ product: { name: 'Data Cloud', slug: 'data-cloud' } });
    expect((await orgAudits()).at(-1)).toMatchObject({
      action: 'product.updated',
      before: { name: 'Data Platform', slug: 'data-platform' },
      after: { name: 'Data Cloud', slug: 'data-cloud' },
    });
    expect((await publicView('/acme?product=data-cloud')).product.name).toBe('Data Cloud');
    expect((await page('/acme?product=data-platform')).statusCode).toBe(404);
  });

  it('hides a product from visitors', async () => {
    const product = await productNamed('Data Cloud');
    const response = await send('PATCH', `/api/admin/products/${product.id}`, { show: false });
    expect(response.statusCode).toBe(200);
    expect((await publicView()).products.map((p) => p.slug)).not.toContain('data-cloud');
  });

  it('makes another product the default: exactly one, and the portal root shows it', async () => {
    const mobile = await productNamed('Mobile App');
    const response = await send('PATCH', `/api/admin/products/${mobile.id}`, { isDefault: true });
    expect(response.statusCode, response.body).toBe(200);
    const { products } = await listing();
    expect(products.filter((p) => p.isDefault).map((p) => p.slug)).toEqual(['mobile']);
    expect((await publicView()).product.slug).toBe('mobile');

    const back = await send('PATCH', `/api/admin/products/${f.product.id}`, { isDefault: true });
    expect(back.statusCode).toBe(200);
    expect((await publicView()).product.slug).toBe('cloud');
  });

  it('never hides the default, un-defaults it, or takes a slug in use', async () => {
    await expectUnchanged(async () => {
      const hide = await send('PATCH', `/api/admin/products/${f.product.id}`, { show: false });
      expect(hide.statusCode).toBe(409);
      expect(errorBodyOf(hide).message).toBe('The default product cannot be hidden');
      const hidden = await productNamed('Data Cloud');
      const hiddenDefault = await send('PATCH', `/api/admin/products/${hidden.id}`, {
        isDefault: true,
      });
      expect(errorBodyOf(hiddenDefault).message).toBe('The default product cannot be hidden');
      const unset = await send('PATCH', `/api/admin/products/${f.product.id}`, {
        isDefault: false,
      });
      expect(unset.statusCode).toBe(400);
      expect(errorBodyOf(unset).message).toBe('Choose another product as the default instead');
      const taken = await send('PATCH', `/api/admin/products/${f.mobile.id}`, { slug: 'cloud' });
      expect(taken.statusCode).toBe(409);
      expect(errorBodyOf(taken).message).toBe(
        'This slug is already used by product: Cloud Platform',
      );
      const empty = await send('PATCH', `/api/admin/products/${f.mobile.id}`, {});
      expect(errorBodyOf(empty).message).toBe('Nothing to change');
      const wrongType = await send('PATCH', `/api/admin/products/${f.mobile.id}`, { show: 'no' });
      expect(wrongType.statusCode).toBe(400);
    });
  });

  it("answers 404 for another organisation's product, an unknown id or junk", async () => {
    const other = await buildOrg(t.database.db);
    await expectUnchanged(async () => {
      for (const id of [other.product.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const response = await send('PATCH', `/api/admin/products/${id}`, { name: 'Mine now' });
        expect(response.statusCode, id).toBe(404);
        expect(errorBodyOf(response).message).toBe('Product not found');
      }
    });
  });
});

describe('PUT /api/admin/products/order', () => {
  it('puts the products in the order given, also in the portal dropdown', async () => {
    const ids = (await listing()).products.map((p) => p.id).reverse();
    const response = await send('PUT', '/api/admin/products/order', { ids });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ products: AdminProduct[] }>().products.map((p) => p.id)).toEqual(ids);
    expect((await orgAudits()).at(-1)?.action).toBe('product.reordered');
    const shown = (await publicView()).products.map((p) => p.id);
    expect(shown).toEqual(ids.filter((id) => shown.includes(id)));
  });

  it('refuses a list that is not every product exactly once', async () => {
    const ids = (await listing()).products.map((p) => p.id);
    const other = await buildOrg(t.database.db);
    await expectUnchanged(async () => {
      for (const bad of [
        ids.slice(1),
        [...ids, ids[0]],
        [...ids.slice(1), other.product.id],
        [],
        'x',
      ]) {
        const response = await send('PUT', '/api/admin/products/order', { ids: bad });
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
        expect(errorBodyOf(response).message).toBe(
          'The order must list every product exactly once',
        );
      }
    });
  });
});

describe('PUT and DELETE /api/admin/products/{id}/banner', () => {
  it("stores the product's own banner, which the portal shows for that product", async () => {
    const anonymous = multipartFile(await solidImage(100, 100));
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${f.mobile.id}/banner`,
      payload: anonymous.payload,
      headers: anonymous.headers,
    });
    expect(response.statusCode).toBe(401);

    const body = multipartFile(await solidImage(2560, 700, 'jpeg'), { contentType: 'image/jpeg' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${f.mobile.id}/banner`,
      payload: body.payload,
      headers: { ...browserHeaders(sessions.admin), ...body.headers },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { product, message } = saved.json<{ product: AdminProduct; message: string }>();
    expect(message).toBe('Banner updated');
    const served = await t.app.inject({ method: 'GET', url: product.bannerUrl! });
    expect(await imageSize(served.rawPayload)).toEqual({
      width: 1280,
      height: 350,
      format: 'webp',
    });
    expect((await publicView('/acme?product=mobile')).customization.bannerUrl).toBe(
      product.bannerUrl,
    );
    expect((await publicView()).customization.bannerUrl).toBeNull();
    expect((await orgAudits()).at(-1)?.action).toBe('product.banner.replaced');

    const removed = await send('DELETE', `/api/admin/products/${f.mobile.id}/banner`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Banner removed',
      product: { bannerUrl: null },
    });
    expect((await t.app.inject({ method: 'GET', url: product.bannerUrl! })).statusCode).toBe(404);
  });

  it('refuses what is not an image, and staff without settings:edit', async () => {
    await expectUnchanged(async () => {
      const text = multipartFile(Buffer.from('<html>not an image</html>'));
      const notImage = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${f.mobile.id}/banner`,
        payload: text.payload,
        headers: { ...browserHeaders(sessions.admin), ...text.headers },
      });
      expect(notImage.statusCode).toBe(400);
      expect(errorBodyOf(notImage).message).toBe('Please upload a PNG, JPEG or WebP image.');
      const png = multipartFile(await solidImage(100, 100));
      const editor = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${f.mobile.id}/banner`,
        payload: png.payload,
        headers: { ...browserHeaders(sessions.limited), ...png.headers },
      });
      expect(editor.statusCode).toBe(403);
    });
  });
});

describe('DELETE /api/admin/products/{id}', () => {
  it('refuses the default product', async () => {
    await expectUnchanged(async () => {
      const response = await send('DELETE', `/api/admin/products/${f.product.id}`);
      expect(response.statusCode).toBe(409);
      expect(errorBodyOf(response).message).toBe('The default product cannot be deleted');
    });
  });

  it("refuses an organisation's last product", async () => {
    const lone = await buildOrg(t.database.db);
    const admin = await buildStaffUser(t.database.db, { org: lone.org });
    const cookie = await signInAs(t.app, admin.user.email, admin.password);
    const response = await send(
      'DELETE',
      `/api/admin/products/${lone.product.id}`,
      undefined,
      cookie,
    );
    expect(response.statusCode).toBe(409);
    expect(errorBodyOf(response).message).toBe('The last product cannot be deleted');
  });

  it('deletes another product: gone from the list and the portal, one audit row', async () => {
    const product = await productNamed('Data Cloud');
    const audits = (await orgAudits()).length;
    const response = await send('DELETE', `/api/admin/products/${product.id}`);
    expect(response.statusCode, response.body).toBe(204);
    expect((await listing()).products.map((p) => p.id)).not.toContain(product.id);
    expect((await page('/acme?product=data-cloud')).statusCode).toBe(404);
    expect(await orgAudits()).toHaveLength(audits + 1);
    expect((await orgAudits()).at(-1)).toMatchObject({
      action: 'product.deleted',
      entityId: product.id,
    });
  });

  it('is refused to staff without settings:edit', async () => {
    await expectUnchanged(async () => {
      const response = await send(
        'DELETE',
        `/api/admin/products/${f.mobile.id}`,
        undefined,
        sessions.limited,
      );
      expect(response.statusCode).toBe(403);
    });
  });
});

describe('product links', () => {
  it('adds an http(s) link, shown in the portal dropdown; hides, re-orders and deletes it', async () => {
    const created = await send('POST', '/api/admin/product-links', {
      name: 'Status page',
      link: 'status.acme.example',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { link } = created.json<{ link: AdminProductLink }>();
    expect(link).toMatchObject({
      name: 'Status page',
      link: 'https://status.acme.example',
      show: true,
      position: 0,
    });
    expect((await publicView()).productLinks).toEqual([
      { name: 'Status page', link: 'https://status.acme.example' },
    ]);

    // The portal's shared accountId and permissionProfileId parameters are accepted (and unused).
    const second = (
      await send('POST', '/api/admin/product-links?accountId=acct-1&permissionProfileId=pp-1', {
        name: 'Docs',
        link: 'https://docs.acme.example',
      })
    ).json<{ link: AdminProductLink }>().link;
    const order = await send('PUT', '/api/admin/product-links/order', {
      ids: [second.id, link.id],
    });
    expect(order.statusCode, order.body).toBe(200);
    expect((await publicView()).productLinks.map((l) => l.name)).toEqual(['Docs', 'Status page']);

    const hidden = await send('PATCH', `/api/admin/product-links/${link.id}`, { show: false });
    expect(hidden.statusCode).toBe(200);
    expect((await publicView()).productLinks.map((l) => l.name)).toEqual(['Docs']);
    expect((await orgAudits()).at(-1)).toMatchObject({
      action: 'productLink.updated',
      before: { show: true },
      after: { show: false },
    });

    const deleted = await send('DELETE', `/api/admin/product-links/${second.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await listing()).links.map((l) => l.id)).toEqual([link.id]);
    expect(await verifyAuditChain(t.database.db, f.org.id)).toMatchObject({ ok: true });
  });

  it('refuses links that are not web addresses, bad names and wrong types', async () => {
    const [link] = (await listing()).links;
    await expectUnchanged(async () => {
      for (const [payload, message] of [
        [{ name: 'X', link: 'javascript:alert(1)' }, 'Please enter a valid URL.'],
        [{ name: 'X', link: 'ftp://files.acme.example' }, 'Please enter a valid URL.'],
        [
          { name: 'X', link: `https://acme.example/${'a'.repeat(2100)}` },
          'Please enter a valid URL.',
        ],
        [{ name: '', link: 'https://acme.example' }, 'Link name is required'],
        [
          { name: 'x'.repeat(61), link: 'https://acme.example' },
          'Link name must be at most 60 characters',
        ],
      ] as const) {
        const response = await send('POST', '/api/admin/product-links', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorBodyOf(response).message).toBe(message);
      }
      const patch = await send('PATCH', `/api/admin/product-links/${link!.id}`, {
        link: 'data:text/html,hi',
      });
      expect(errorBodyOf(patch).message).toBe('Please enter a valid URL.');
      const wrongType = await send('PATCH', `/api/admin/product-links/${link!.id}`, { show: 1 });
      expect(wrongType.statusCode).toBe(400);
    });
  });

  it("answers 404 for another organisation's link, and 403 without settings:edit", async () => {
    const other = await buildOrg(t.database.db);
    const [theirs] = await t.database.db
      .insert(productLinks)
      .values({ orgId: other.org.id, name: 'Theirs', link: 'https://other.example' })
      .returning();
    const [mine] = (await listing()).links;
    await expectUnchanged(async () => {
      const patch = await send('PATCH', `/api/admin/product-links/${theirs!.id}`, { name: 'Mine' });
      expect(patch.statusCode).toBe(404);
      expect(errorBodyOf(patch).message).toBe('Product link not found');
      expect((await send('DELETE', `/api/admin/product-links/${theirs!.id}`)).statusCode).toBe(404);
      const editor = await send(
        'PATCH',
        `/api/admin/product-links/${mine!.id}`,
        { name: 'X' },
        sessions.limited,
      );
      expect(editor.statusCode).toBe(403);
      const order = await send('PUT', '/api/admin/product-links/order', { ids: [theirs!.id] });
      expect(errorBodyOf(order).message).toBe(
        'The order must list every product link exactly once',
      );
    });
    const [stillTheirs] = await t.database.db
      .select()
      .from(productLinks)
      .where(and(eq(productLinks.orgId, other.org.id), eq(productLinks.id, theirs!.id)));
    expect(stillTheirs?.name).toBe('Theirs');
  });
});

import {
  NO_CARD_ABILITIES,
  NO_ORDERING_ABILITIES,
  portalCards,
  portalItems,
  type PortalView,
} from '@candor/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProduct, buildStaffUser } from '../../db/factories.js';
import { items, orgFeatures, portalCustomizations, products } from '../../db/schema/index.js';
import { bumpRevision } from '../../services/portal/bumpRevision.js';
import { notifyPortalChanged } from '../../fleet/portalChanges.js';
import {
  pageDataOf,
  portalViewOf,
  STAFF_EMAIL,
  STAFF_PASSWORD,
} from '../../testing/portalFixture.js';
import { getFollowing } from '../../testing/fileDownloads.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { BROWSER, signInAs } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp();
let staffCookie: string;

beforeAll(async () => {
  staffCookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...BROWSER, ...headers } });

describe('portal routes', () => {
  it('redirects / to the default organisation', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/acme');
  });

  it("serves the organisation's portal with its public content in the HTML", async () => {
    const response = await get('/acme');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Acme Corp');
    expect(response.body).toContain('Encryption at rest');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('puts the social-share data in the head', async () => {
    const { body } = await get('/acme');
    const view = portalViewOf(body);
    expect(view.seo.canonicalUrl).toBe('http://localhost:3000/acme');
    expect(view.seo.imageUrl).toBe(
      `http://localhost:3000/acme/og.png?v=${f.customization.revision}`,
    );
    expect(body).toContain('<link rel="canonical" href="http://localhost:3000/acme">');
    expect(body).toContain('property="og:image"');
  });

  it('omits hidden cards for visitors', async () => {
    const { body } = await get('/acme');
    expect(body).not.toContain('Confidential legal');
    expect(body).not.toContain('Data processing addendum');
    expect(portalViewOf(body).viewer.mode).toBe('public');
  });

  it('shows hidden cards with the eye-off mark to signed-in staff in main mode', async () => {
    const response = await get('/acme', { cookie: staffCookie });
    expect(response.statusCode).toBe(200);
    const view = portalViewOf(response.body);
    expect(view.viewer.mode).toBe('main');
    expect(view.viewer.abilities.canEdit).toBe(true);
    expect(response.body).toContain('Confidential legal');
    expect(response.body).toContain('data-hidden-mark="card"');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('gives visitors no link to the documents of restricted items', async () => {
    const view = portalViewOf((await get('/acme')).body);
    const all = [...portalItems(view.sections)];
    const restricted = all.find((item) => item.uid === f.items.restrictedItem.uid);
    const open = all.find((item) => item.uid === f.items.publicItem.uid);
    expect(restricted?.restricted).toBe(true);
    expect(restricted?.documents).toEqual([
      expect.objectContaining({
        name: 'Pentest report 2025.pdf',
        viewUrl: null,
        downloadUrl: null,
      }),
    ]);
    const documents = view.sections.find((section) => section.id === 'documents');
    expect(documents?.id === 'documents' && documents.documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Encryption whitepaper.pdf',
          viewUrl: open?.documents[0]?.viewUrl,
          downloadUrl: open?.documents[0]?.downloadUrl,
        }),
        expect.objectContaining({ name: 'Pentest report 2025.pdf', viewUrl: null }),
      ]),
    );
    expect(open?.restricted).toBe(false);
    const base = `/api/share/${f.org.id}/files/${f.files.publicFile.id}?itemUid=${f.items.publicItem.uid}&productId=${f.product.id}`;
    expect(open?.documents[0]?.viewUrl).toBe(`${base}&accessType=view`);
    expect(open?.documents[0]?.downloadUrl).toBe(`${base}&accessType=download`);
  });

  it('links view-only documents for viewing, and every link it gives opens', async () => {
    const view = portalViewOf((await get('/acme')).body);
    const item = [...portalItems(view.sections)].find((i) => i.uid === f.items.viewOnlyItem.uid);
    const [document] = item?.documents ?? [];
    expect(document?.name).toBe('Architecture diagram.pdf');
    expect(document?.downloadUrl).toBeNull();
    expect(document?.viewUrl).toMatch(/accessType=view$/);
    // Every link the page offers must answer 200: this was a 403 for view-only files.
    for (const doc of [...portalItems(view.sections)].flatMap((i) => i.documents)) {
      for (const url of [doc.viewUrl, doc.downloadUrl]) {
        // A document link redirects to its signed link, which answers with the bytes.
        if (url) expect((await getFollowing(t.app, url)).statusCode, url).toBe(200);
      }
    }
  });

  it('selects a product with ?product= and opens an item with ?itemUid=', async () => {
    const product = await get('/acme?product=mobile');
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('Mobile code signing');
    expect(portalViewOf(product.body).seo.canonicalUrl).toBe(
      'http://localhost:3000/acme?product=mobile',
    );

    const item = await get(`/acme?itemUid=${f.items.publicItem.uid}`);
    expect(item.statusCode).toBe(200);
    expect(portalViewOf(item.body).openItemUid).toBe(f.items.publicItem.uid);
  });

  it('opens an item by its name with ?itemName= (visitor-portal.md §2)', async () => {
    for (const name of ['Encryption at rest', 'encryption_at_rest', 'ENCRYPTION-AT-REST']) {
      const response = await get(`/acme?itemName=${encodeURIComponent(name)}`);
      expect(response.statusCode, name).toBe(200);
      expect(portalViewOf(response.body).openItemUid, name).toBe(f.items.publicItem.uid);
    }
    // itemUid, when given, decides.
    const both = await get(
      `/acme?itemUid=${f.items.restrictedItem.uid}&itemName=encryption_at_rest`,
    );
    expect(portalViewOf(both.body).openItemUid).toBe(f.items.restrictedItem.uid);
  });

  it('opens shared item links', async () => {
    const single = await get('/acme/item/encryption-at-rest');
    expect(single.statusCode).toBe(200);
    expect(portalViewOf(single.body).openItemUid).toBe(f.items.publicItem.uid);

    const byProduct = await get('/acme/product/mobile/code-signing');
    expect(byProduct.statusCode).toBe(200);
    const view = portalViewOf(byProduct.body);
    expect(view.product.slug).toBe('mobile');
    expect(view.openItemUid).toBe(f.items.mobileItem.uid);
    // With several products, share links name the product.
    const shared = [...portalItems(view.sections)].find((i) => i.uid === f.items.mobileItem.uid);
    expect(shared?.shareUrl).toBe('http://localhost:3000/acme/product/mobile/code-signing');
  });

  it.each([
    ['an unknown organisation', '/nobody'],
    ['an unknown product', '/acme?product=no-such-product'],
    ['an unknown item uid', '/acme?itemUid=no-such-item'],
    ['an unknown item name', '/acme?itemName=no_such_item'],
    ['an unknown shared slug', '/acme/item/no-such-slug'],
    ['an unknown product in a shared link', '/acme/product/nope/encryption-at-rest'],
    ['a hidden card item for visitors', `/acme?itemUid=${'HIDDEN'}`],
  ])('answers %s with the 404 page', async (_what, url) => {
    const resolved = url.replace('HIDDEN', f.items.hiddenCardItem.uid);
    const response = await get(resolved);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
  });

  it("shows an organisation's 404 page in its brand, leading back to its portal", async () => {
    await t.database.db
      .update(portalCustomizations)
      .set({ brandColor: '#0f766e' })
      .where(eq(portalCustomizations.orgId, f.org.id));
    notifyPortalChanged(f.org.id);
    for (const url of [
      '/acme?itemUid=no-such-item',
      '/acme/item/no-such-slug',
      '/acme?product=no-such-product',
      '/acme/product/nope/encryption-at-rest',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      const page = pageDataOf(response.body);
      expect(page).toMatchObject({
        kind: 'not_found',
        brand: { name: 'Acme Corp', homeHref: '/acme', brandColor: '#0f766e' },
      });
      // The organisation's name and portal title head the page, in its colour, not Candor's.
      expect(response.body).toMatch(/<title>Page not found \| Acme Corp [^<]+<\/title>/);
      expect(response.body).toContain('<style data-candor-brand="">');
      expect(response.body).toContain('href="/acme"');
    }
    // Where no organisation is known, the page is Candor's.
    const unknown = await get('/nobody');
    expect(unknown.statusCode).toBe(404);
    expect(pageDataOf(unknown.body)).not.toHaveProperty('brand.name');
    expect(unknown.body).toContain('Candor');
  });

  it('ignores malformed query parameters and never echoes them', async () => {
    for (const query of [
      'product[]=mobile',
      'product=cloud&product=mobile',
      'itemUid=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'product=%22%3E%3Cimg%20src%3Dx%3E',
    ]) {
      const response = await get(`/acme?${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.body).not.toContain('<script>alert(1)');
      expect(response.body).not.toContain('<img src=x>');
      expect(portalViewOf(response.body).product.slug).toBe('cloud');
    }
  });

  it("shows 'Company not found' on an unknown custom domain", async () => {
    const response = await get('/', { host: 'trust.unknown.test' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Company not found');
  });

  it("serves a mapped custom domain's portal at /", async () => {
    const response = await get('/', { host: 'trust.acme.test' });
    expect(response.statusCode).toBe(200);
    const view = portalViewOf(response.body);
    expect(view.org.slug).toBe('acme');
    expect(view.basePath).toBe('');
    expect(view.seo.canonicalUrl).toBe('http://trust.acme.test/');
    const shared = await get('/item/encryption-at-rest', { host: 'trust.acme.test' });
    expect(portalViewOf(shared.body).openItemUid).toBe(f.items.publicItem.uid);
  });

  it("has the 'You don't have access to this page' page", async () => {
    const response = await get('/no-access');
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('You don&#x27;t have access to this page');
  });

  it('serves a 1200x630 PNG social image', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/acme/og.png?v=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });
});

describe('signed-in pages', () => {
  it('are kept per viewer: another staff member gets their own abilities', async () => {
    const reader = await buildStaffUser(t.database.db, {
      org: f.org,
      scopes: ['files:view'],
      displayName: 'Rita Reader',
    });
    const readerCookie = await signInAs(t.app, reader.user.email, reader.password);
    const admin = portalViewOf((await get('/acme', { cookie: staffCookie })).body);
    const other = portalViewOf((await get('/acme', { cookie: readerCookie })).body);
    expect(admin.viewer).toMatchObject({ mode: 'main', abilities: { canEdit: true } });
    expect(other.viewer).toMatchObject({
      mode: 'main',
      staff: { displayName: 'Rita Reader' },
      abilities: { canEdit: false },
    });
  });

  it('carry what the viewer may do to each card and item, from the policies', async () => {
    const NO_ITEM_ABILITIES = JSON.stringify({
      edit: false,
      rename: false,
      move: false,
      customUrl: false,
      delete: false,
      hide: false,
      linkDocuments: false,
    });
    const reader = await buildStaffUser(t.database.db, { org: f.org, scopes: ['files:view'] });
    const readerCookie = await signInAs(t.app, reader.user.email, reader.password);
    const cardsOf = (view: PortalView) =>
      view.sections.flatMap((section) => (section.id === 'cards' ? section.cards : []));
    const abilitiesOf = (view: PortalView) => ({
      page: view.viewer.abilities,
      cards: new Set(cardsOf(view).map((card) => JSON.stringify(card.abilities))),
      items: new Set([...portalItems(view.sections)].map((item) => JSON.stringify(item.abilities))),
    });
    expect(abilitiesOf(portalViewOf((await get('/acme', { cookie: staffCookie })).body))).toEqual({
      page: {
        canEdit: true,
        canSeeHidden: true,
        canRequestAccess: false,
        reorderSections: true,
        reorderSectionsLocked: false,
        reorderCards: true,
      },
      cards: new Set([
        JSON.stringify({
          edit: true,
          hide: true,
          displayText: true,
          placeholder: true,
          reorderItems: true,
          changeIcon: true,
          changeIconLocked: false,
          rename: true,
        }),
      ]),
      // The fixture's items are built-in (not deletable); the overview's never moves.
      items: new Set(
        [true, false].map((move) =>
          JSON.stringify({
            edit: true,
            rename: true,
            move,
            customUrl: true,
            delete: false,
            hide: true,
            linkDocuments: true,
          }),
        ),
      ),
    });
    expect(abilitiesOf(portalViewOf((await get('/acme', { cookie: readerCookie })).body))).toEqual({
      page: {
        canEdit: false,
        canSeeHidden: true,
        canRequestAccess: false,
        ...NO_ORDERING_ABILITIES,
      },
      cards: new Set([JSON.stringify(NO_CARD_ABILITIES)]),
      items: new Set([NO_ITEM_ABILITIES]),
    });
    expect(abilitiesOf(portalViewOf((await get('/acme')).body))).toEqual({
      page: {
        canEdit: false,
        canSeeHidden: false,
        canRequestAccess: true,
        ...NO_ORDERING_ABILITIES,
      },
      cards: new Set([JSON.stringify(NO_CARD_ABILITIES)]),
      items: new Set([NO_ITEM_ABILITIES]),
    });
  });

  it("lock the card icon and withhold renaming when the organisation's plan lacks them", async () => {
    await t.database.db
      .update(orgFeatures)
      .set({ plan: 'starter' })
      .where(eq(orgFeatures.orgId, f.org.id));
    await t.database.db.transaction((tx) => bumpRevision(tx, f.org.id));
    notifyPortalChanged(f.org.id);
    const view = portalViewOf((await get('/acme', { cookie: staffCookie })).body);
    const card = view.sections.flatMap((section) =>
      section.id === 'cards' ? section.cards : [],
    )[0];
    expect(card?.abilities).toMatchObject({
      edit: true,
      changeIcon: false,
      changeIconLocked: true,
      rename: false,
    });
  });

  it('serve the page data as JSON for the viewer, fresh after a staff save', async () => {
    const cardTitles = (view: PortalView) => [...portalCards(view.sections)].map((c) => c.title);
    const json = (response: { body: string }) => JSON.parse(response.body) as PortalView;
    const visitor = await get('/acme/api/view', { accept: 'application/json' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    // Exactly what the page embeds for the same viewer.
    expect(json(visitor)).toEqual(portalViewOf((await get('/acme')).body));
    expect(cardTitles(json(visitor))).not.toContain('Confidential legal');

    const before = json(await get('/acme/api/view', { cookie: staffCookie }));
    expect(cardTitles(before)).toContain('Confidential legal');
    const shown = await t.app.inject({
      method: 'PATCH',
      url: `/api/trust-center/products/${f.product.id}/cards/Legal`,
      headers: { cookie: staffCookie, 'content-type': 'application/json' },
      payload: { hidden: false },
    });
    expect(shown.statusCode).toBe(200);
    const after = json(await get('/acme/api/view', { accept: 'application/json' }));
    expect(cardTitles(after)).toContain('Confidential legal');

    const unknown = await get('/acme/api/view?product=nope', { accept: 'application/json' });
    expect(unknown.statusCode).toBe(404);
  });

  it('show changes once the revision is bumped', async () => {
    await get('/acme', { cookie: staffCookie });
    await t.database.db
      .update(items)
      .set({ title: 'Pen test by Example Labs' })
      .where(eq(items.id, f.items.restrictedItem.id));
    await t.database.db.transaction((tx) => bumpRevision(tx, f.org.id));
    notifyPortalChanged(f.org.id);
    const fresh = await get('/acme', { cookie: staffCookie });
    expect(fresh.body).toContain('Pen test by Example Labs');
    expect(fresh.headers['cache-control']).toBe('private, no-store');
    expect(fresh.headers.etag).toBeUndefined();
  });
});

describe('anonymous page cache', () => {
  it('answers repeat requests with the identical page and a validating ETag', async () => {
    const first = await get('/acme');
    const second = await get('/acme');
    expect(second.body).toBe(first.body);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(second.headers.etag).toBe(etag);

    const revalidated = await get('/acme', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('serves compressed copies to clients that accept them', async () => {
    const plain = await get('/acme');
    const gzipped = await get('/acme', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('keeps serving the cached page until the revision is bumped', async () => {
    const db = t.database.db;
    const { revision } = portalViewOf((await get('/acme')).body).product;
    await db
      .update(items)
      .set({ title: 'Encryption everywhere' })
      .where(eq(items.id, f.items.publicItem.id));
    expect((await get('/acme')).body).not.toContain('Encryption everywhere');

    await db.transaction((tx) => bumpRevision(tx, f.org.id, f.product.id));
    notifyPortalChanged(f.org.id);
    const fresh = await get('/acme');
    expect(fresh.body).toContain('Encryption everywhere');
    expect(portalViewOf(fresh.body).product.revision).toBe(revision + 1);
  });
});

describe('a product chosen by its id (visitor-portal.md §2, §7)', () => {
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';

  it('selects the product with ?productId= and at /view/{productId}, page and data', async () => {
    for (const url of [`/acme?productId=${f.mobile.id}`, `/acme/view/${f.mobile.id}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(portalViewOf(response.body).product.slug, url).toBe('mobile');
      expect(response.body, url).toContain('Mobile code signing');
    }
    const data = await get(`/acme/api/view/${f.mobile.id}`, { accept: 'application/json' });
    expect(data.statusCode).toBe(200);
    expect(data.json<PortalView>().product.slug).toBe('mobile');
    // A slug, when given, decides.
    const both = await get(`/acme?product=${f.product.slug}&productId=${f.mobile.id}`);
    expect(portalViewOf(both.body).product.id).toBe(f.product.id);
  });

  it('answers an unknown id and a hidden product alike to visitors; staff see the hidden one', async () => {
    const hidden = await buildProduct(t.database.db, {
      org: f.org,
      slug: 'beta-hidden',
      name: 'Beta Hidden',
      show: false,
      position: 9,
    });
    notifyPortalChanged(f.org.id);
    try {
      const unknown = await get(`/acme/view/${UNKNOWN}`);
      const hiddenPage = await get(`/acme/view/${hidden.id}`);
      for (const response of [unknown, hiddenPage, await get(`/acme?productId=${hidden.id}`)]) {
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain('Page not found');
        expect(response.body).not.toContain('Beta Hidden');
      }
      expect(hiddenPage.body).toBe(unknown.body);
      const json = await get(`/acme/api/view/${hidden.id}`, { accept: 'application/json' });
      expect(json.statusCode).toBe(404);

      const staff = await get(`/acme/view/${hidden.id}`, { cookie: staffCookie });
      expect(staff.statusCode).toBe(200);
      expect(portalViewOf(staff.body).product.id).toBe(hidden.id);
    } finally {
      await t.database.db.delete(products).where(eq(products.id, hidden.id));
      notifyPortalChanged(f.org.id);
    }
  });
});

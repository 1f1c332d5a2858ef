import { describe, expect, it } from 'vitest';
import {
  expandedCardHref,
  expandedCardOf,
  expandedCardPatch,
  itemHref,
  itemSharePath,
  portalHome,
  portalHref,
  productChoiceHref,
  productSlugFromPath,
  productSlugInPath,
} from './portalLinks.js';
import { parsePortalQuery, patchPortalSearch } from './portalQuery.js';

const platform = { basePath: '/northwind' };
const customDomain = { basePath: '' };

describe('portal addresses', () => {
  it("is the organisation's path on the platform host and the root on its own domain", () => {
    expect(portalHome(platform)).toBe('/northwind');
    expect(portalHome(customDomain)).toBe('/');
  });

  it('names no product for the default product and the product slug for others', () => {
    expect(portalHref({ ...platform, productSlug: null })).toBe('/northwind');
    expect(portalHref({ ...platform, productSlug: 'cloud app' })).toBe(
      '/northwind?product=cloud+app',
    );
  });

  it('keeps the product when linking to an update', () => {
    const href = portalHref({ ...customDomain, productSlug: 'cloud app' }, { tcuUid: 't1' });
    expect(href).toBe('/?product=cloud+app&tcuUid=t1');
    expect(parsePortalQuery(new URL(href, 'https://trust.example').search)).toMatchObject({
      product: 'cloud app',
      tcuUid: 't1',
    });
  });
});

describe('choosing a product', () => {
  it('replaces the query with the product and keeps only the account and profile previewed', () => {
    const current = parsePortalQuery(
      '?itemUid=i1&tcuUid=t1&accountId=acc_1&permissionProfileId=pp-1',
    );
    expect(productChoiceHref(platform, 'cloud app', current)).toBe(
      '/northwind?product=cloud+app&accountId=acc_1&permissionProfileId=pp-1',
    );
    expect(productChoiceHref(customDomain, 'api', parsePortalQuery('?itemUid=i1'))).toBe(
      '/?product=api',
    );
  });
});

describe('item links', () => {
  it('uses {org}/item/{slug} with one product and {org}/product/{product}/{slug} with several', () => {
    expect(itemSharePath(platform, null, 'soc-2')).toBe('/northwind/item/soc-2');
    expect(itemSharePath(platform, 'cloud app', 'soc-2')).toBe(
      '/northwind/product/cloud+app/soc-2',
    );
    expect(itemSharePath(customDomain, null, 'soc-2')).toBe('/item/soc-2');
  });

  it('reads back the product slug a shared link was built with', () => {
    for (const slug of ['cloud app', 'platform-2.0', 'a  b']) {
      const segment = productSlugInPath(slug);
      expect(productSlugFromPath(decodeURIComponent(segment))).toBe(slug);
    }
  });

  it("opens an item by its shared link when it has one, else by ?itemUid= on the item's product", () => {
    const location = { ...platform, productSlug: 'cloud app' };
    const shareUrl = 'https://trust.example/northwind/item/soc-2';
    expect(itemHref(location, { uid: 'i1', shareUrl })).toBe(shareUrl);
    expect(itemHref(location, { uid: 'i1', shareUrl: null })).toBe(
      '/northwind?product=cloud+app&itemUid=i1',
    );
  });
});

describe('the expanded card state (visitor-portal.md §4)', () => {
  it('is read back from the address that opens it, by the server and the browser alike', () => {
    const href = expandedCardHref({ basePath: '/northwind', productSlug: 'cloud app' }, 'Legal');
    expect(href).toBe('/northwind?product=cloud+app&show=true&kind=Legal');
    expect(expandedCardOf(parsePortalQuery(href.slice(href.indexOf('?'))))).toEqual({
      kind: 'Legal',
      itemUid: null,
      edit: false,
      expandedAt: null,
    });
  });

  it('carries the item, edit mode and the expand time, and closing removes them all', () => {
    const open = patchPortalSearch(
      '?product=a&itemName=SOC+2',
      expandedCardPatch({
        kind: 'Reports',
        itemUid: 'soc2',
        edit: true,
        expandedAt: '1700000000000',
      }),
    );
    expect(expandedCardOf(parsePortalQuery(open))).toEqual({
      kind: 'Reports',
      itemUid: 'soc2',
      edit: true,
      expandedAt: '1700000000000',
    });
    expect(parsePortalQuery(open).itemName).toBeNull();
    expect(patchPortalSearch(open, expandedCardPatch(null))).toBe('?product=a');
  });

  it('names no card without show=true or with a kind that is no card kind', () => {
    expect(expandedCardOf(parsePortalQuery('?kind=Legal'))).toBeNull();
    expect(expandedCardOf(parsePortalQuery('?show=true&kind=Nope'))).toBeNull();
    expect(parsePortalQuery('?expandedAt=soon').expandedAt).toBeNull();
  });
});

/**
 * Round trips of the portal's address grammar over generated queries: what the server and the
 * browser write (portalSearch, portalHref, expandedCardPatch) reads back as written, and reading
 * any query string, writing it and reading it again changes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_KINDS } from '../cards/constants.js';
import {
  expandedCardOf,
  expandedCardPatch,
  portalHref,
  productSlugFromPath,
  productSlugInPath,
  type ExpandedCard,
} from './portalLinks.js';
import {
  parsePortalQuery,
  PORTAL_IDENTIFIER_PATTERN,
  PREVIEW_AS_VISITOR,
  PRODUCT_SLUG_PATTERN,
  portalSearch,
  SIGN_IN_LINK_STATUSES,
  EXTEND_LINK_OUTCOMES,
  SUBSCRIBE_STATUSES,
  type PortalQuery,
} from './portalQuery.js';

const RUNS = { numRuns: 1000 };
const orNull = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const identifier = fc.stringMatching(PORTAL_IDENTIFIER_PATTERN);
const token = fc.stringMatching(/^[A-Za-z0-9_.~-]{1,300}$/);
const productSlug = fc.stringMatching(PRODUCT_SLUG_PATTERN);
/** Any text of whole code points (what an address can carry), at most 200 UTF-16 units. */
const itemName = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 200 })
  .filter((name) => name.length <= 200);

const queryArb: fc.Arbitrary<PortalQuery> = fc.record({
  itemUid: orNull(identifier),
  itemName: orNull(itemName),
  product: orNull(productSlug),
  productId: orNull(identifier),
  tcuUid: orNull(identifier),
  subscribe: fc.boolean(),
  subscribeStatus: orNull(fc.constantFrom(...SUBSCRIBE_STATUSES)),
  unsubscribeToken: orNull(token),
  loginRequest: fc.boolean(),
  requestAccess: fc.boolean(),
  source: orNull(fc.stringMatching(/^[A-Za-z0-9_-]{1,50}$/)),
  accountId: orNull(identifier),
  permissionProfileId: orNull(identifier),
  previewAs: orNull(fc.constant(PREVIEW_AS_VISITOR)),
  edit: fc.boolean(),
  inviteToken: orNull(token),
  byoidJwt: orNull(token),
  show: fc.boolean(),
  kind: orNull(fc.constantFrom(...CARD_KINDS)),
  expandedAt: orNull(fc.stringMatching(/^[0-9]{1,15}$/)),
  inviteColleagues: fc.boolean(),
  signInLink: orNull(fc.constantFrom(...SIGN_IN_LINK_STATUSES)),
  extendAccess: orNull(fc.constantFrom(...EXTEND_LINK_OUTCOMES)),
  email: orNull(fc.stringMatching(/^[^\s@]{1,64}@[^\s@]{1,189}$/)),
  view: orNull(fc.constant('public' as const)),
});

describe('the portal query grammar', () => {
  it('reads back every query it writes', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        expect(parsePortalQuery(portalSearch(query))).toEqual(query);
      }),
      RUNS,
    );
  });

  it('reads any query string the same after writing what it read', () => {
    const raw = fc.dictionary(
      fc.constantFrom('itemUid', 'itemName', 'product', 'show', 'kind', 'email', 'source', 'x'),
      fc.string({ unit: 'binary', maxLength: 60 }),
    );
    fc.assert(
      fc.property(raw, (params) => {
        const read = parsePortalQuery(new URLSearchParams(params).toString());
        expect(parsePortalQuery(portalSearch(read))).toEqual(read);
      }),
      RUNS,
    );
  });

  it('keeps the product and the parameters of a portal link', () => {
    const basePath = fc.constantFrom('', '/acme');
    fc.assert(
      fc.property(basePath, orNull(productSlug), queryArb, (base, slug, query) => {
        // The link's own parameters, besides the product it is on.
        const { product: _ignored, ...parameters } = query;
        const href = portalHref({ basePath: base, productSlug: slug }, parameters);
        const [path, search = ''] = href.split('?');
        expect(path).toBe(base || '/');
        expect(parsePortalQuery(search)).toEqual({ ...query, product: slug });
      }),
      RUNS,
    );
  });

  it('opens the expanded card an address names', () => {
    const card: fc.Arbitrary<ExpandedCard> = fc.record({
      kind: fc.constantFrom(...CARD_KINDS),
      itemUid: orNull(identifier),
      edit: fc.boolean(),
      expandedAt: orNull(fc.stringMatching(/^[0-9]{1,15}$/)),
    });
    fc.assert(
      fc.property(card, (opened) => {
        const query = parsePortalQuery(portalSearch(expandedCardPatch(opened)));
        expect(expandedCardOf(query)).toEqual(opened);
      }),
      RUNS,
    );
  });

  it('reads a product slug back from the path it writes', () => {
    fc.assert(
      fc.property(productSlug, (slug) => {
        const segment = decodeURIComponent(productSlugInPath(slug));
        expect(productSlugFromPath(segment)).toBe(slug);
      }),
      RUNS,
    );
  });
});

/**
 * Addresses on the portal (visitor-portal.md §2), built the same way by the server (canonical
 * links, shared item links) and by the browser (copy-link, notification bar, product switcher).
 */
import type { CardKind } from '../cards/constants.js';
import { portalSearch, type PortalQuery, type PortalQueryPatch } from './portalQuery.js';

/** Where a portal lives: '/{orgSlug}' on the platform host, '' on the organisation's domain. */
export interface PortalBase {
  basePath: string;
}

/** A portal and the product it shows: null for the default product, which needs no query. */
export interface PortalLocation extends PortalBase {
  productSlug: string | null;
}

/** The portal's own path (a custom domain's portal lives at the root). */
export function portalHome(base: PortalBase): string {
  return base.basePath || '/';
}

/** A path on the portal with its product kept and the given parameters set. */
export function portalHref(location: PortalLocation, query: PortalQueryPatch = {}): string {
  return `${portalHome(location)}${portalSearch({ product: location.productSlug, ...query })}`;
}

/**
 * Where choosing a product in the dropdown leads: the query is replaced by `product={slug}`,
 * keeping only accountId and permissionProfileId (visitor-portal.md §2).
 */
export function productChoiceHref(
  base: PortalBase,
  productSlug: string,
  current: Pick<PortalQuery, 'accountId' | 'permissionProfileId' | 'view'>,
): string {
  return `${portalHome(base)}${portalSearch({
    product: productSlug,
    accountId: current.accountId,
    permissionProfileId: current.permissionProfileId,
    view: current.view,
  })}`;
}

/** In a path, a product slug's spaces are written as '+' (visitor-portal.md §2). */
export function productSlugInPath(slug: string): string {
  return slug.split(' ').map(encodeURIComponent).join('+');
}

/** The product slug of a (decoded) path segment. */
export function productSlugFromPath(segment: string): string {
  return segment.replaceAll('+', ' ');
}

/**
 * A shared item link: `{org}/item/{customUrlSlug}`, or `{org}/product/{productSlug}/{customUrlSlug}`
 * when the organisation has several products (`productSlug` is then the item's product).
 */
export function itemSharePath(
  base: PortalBase,
  productSlug: string | null,
  customUrlSlug: string,
): string {
  const slug = encodeURIComponent(customUrlSlug);
  return productSlug === null
    ? `${base.basePath}/item/${slug}`
    : `${base.basePath}/product/${productSlugInPath(productSlug)}/${slug}`;
}

/** The link that opens an item: its shared link when it has a custom URL, else `?itemUid=`. */
export function itemHref(
  location: PortalLocation,
  item: { uid: string; shareUrl: string | null },
): string {
  return item.shareUrl ?? portalHref(location, { itemUid: item.uid });
}

/**
 * The expanded card state (visitor-portal.md §4): which card's drawer is open, on which item,
 * whether it opened in edit mode, and when it was expanded. It lives in the address, so an open
 * card is a link, Back closes it, and the server renders the drawer of an address that has it.
 */
export interface ExpandedCard {
  kind: CardKind;
  itemUid: string | null;
  edit: boolean;
  /** Milliseconds since the epoch, as a string (the address's form). */
  expandedAt: string | null;
}

/** The expanded card an address names (`show=true&kind=…`), or null. */
export function expandedCardOf(query: PortalQuery): ExpandedCard | null {
  if (!query.show || query.kind === null) return null;
  return {
    kind: query.kind,
    itemUid: query.itemUid,
    edit: query.edit,
    expandedAt: query.expandedAt,
  };
}

/**
 * The change to an address that opens `card` (or, given null, closes any open card). An item
 * opened by name (`itemName`) is named by its uid from then on.
 */
export function expandedCardPatch(card: ExpandedCard | null): PortalQueryPatch {
  return {
    show: card !== null,
    kind: card?.kind ?? null,
    itemUid: card?.itemUid ?? null,
    edit: card?.edit ?? false,
    expandedAt: card?.expandedAt ?? null,
    itemName: null,
  };
}

/**
 * The address of a card's drawer (on one item when given): where 'View more' leads, which the
 * server renders with the drawer open, so it works without JavaScript.
 */
export function expandedCardHref(
  location: PortalLocation,
  kind: CardKind,
  itemUid: string | null = null,
): string {
  return portalHref(location, { show: true, kind, itemUid });
}

/**
 * The visitor's pages a server answers without JavaScript (issue 24 §13): the request-access
 * form, the subscribe form (posted to `subscribeForm`) and the search results. The portal's
 * buttons link here, and the app opens its dialogs instead once it has loaded.
 */
export function visitorPagePaths(base: PortalBase) {
  return {
    requestAccess: `${base.basePath}/request-access`,
    subscribe: `${base.basePath}/subscribe`,
    subscribeForm: `${base.basePath}/subscribe/form`,
    search: `${base.basePath}/search`,
  };
}

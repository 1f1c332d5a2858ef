/**
 * Addresses on the portal (visitor-portal.md §2), built the same way by the server (canonical
 * links, shared item links) and by the browser (copy-link, notification bar, product switcher).
 */
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
  current: Pick<PortalQuery, 'accountId' | 'permissionProfileId'>,
): string {
  return `${portalHome(base)}${portalSearch({
    product: productSlug,
    accountId: current.accountId,
    permissionProfileId: current.permissionProfileId,
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

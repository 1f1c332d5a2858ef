/** The URLs the portal page links to, built in one place. */

export interface PortalLinks {
  /** Origin the portal is served on: the platform's BASE_URL, or https://{custom domain}. */
  origin: string;
  /** '/{orgSlug}' on the platform host, '' on the organisation's own domain. */
  basePath: string;
}

/** Images (logo, favicon, banner, icons, logos), versioned so they can be cached for long. */
export const assetUrl = (orgId: string, assetId: string, revision: number): string =>
  `/api/share/${orgId}/assets/${assetId}?v=${revision}`;

/**
 * A document of an item, to view in the browser or to download; the route checks the viewer's
 * access for exactly that again before sending bytes.
 */
export const fileUrl = (
  orgId: string,
  fileId: string,
  itemUid: string,
  accessType: 'view' | 'download',
): string =>
  `/api/share/${orgId}/files/${fileId}?itemUid=${encodeURIComponent(itemUid)}&accessType=${accessType}`;

/** Product slugs appear in paths with spaces as '+'. */
export const productSlugInPath = (slug: string): string =>
  slug.split(' ').map(encodeURIComponent).join('+');

export const productSlugFromPath = (segment: string): string => segment.replaceAll('+', ' ');

/** The portal of a product: the default product has no query, others `?product={slug}`. */
export function portalPath(links: PortalLinks, productSlug: string | null): string {
  const base = links.basePath || '/';
  return productSlug === null ? base : `${base}?product=${encodeURIComponent(productSlug)}`;
}

/**
 * A shared item link: `{org}/item/{slug}`, or `{org}/product/{productSlug}/{slug}` when the
 * organisation has several products.
 */
export function itemSharePath(
  links: PortalLinks,
  productSlug: string | null,
  customUrlSlug: string,
): string {
  const slug = encodeURIComponent(customUrlSlug);
  return productSlug === null
    ? `${links.basePath}/item/${slug}`
    : `${links.basePath}/product/${productSlugInPath(productSlug)}/${slug}`;
}

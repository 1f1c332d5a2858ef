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

/** The URLs the portal page links to, built in one place. */
import type { Viewer } from '@candor/domain';

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
 * The account or profile a portal link keeps, so it opens in the viewer's mode: a member's own
 * account, or whom staff preview as. Nothing for anyone else.
 */
export function viewerLinkQuery(viewer: Viewer): {
  accountId?: string;
  permissionProfileId?: string;
} {
  if (viewer.mode === 'account_external' && viewer.actor.type === 'member') {
    return { accountId: viewer.actor.accountId };
  }
  const { accountId, permissionProfileId } = viewer.previewingAs ?? {};
  return {
    ...(accountId ? { accountId } : {}),
    ...(permissionProfileId ? { permissionProfileId } : {}),
  };
}

/** Whom the link is for beyond the cookie: the product, and the account or profile previewed. */
export interface FileUrlViewer {
  productId?: string | null;
  accountId?: string | null;
  permissionProfileId?: string | null;
}

/**
 * A document of an item, to view in the browser or to download (staff-content.md §7: file id,
 * productId, access type, itemUid and previewingAs); the route checks the viewer's access for
 * exactly that again, then redirects to a short-lived signed link to the bytes.
 */
export const fileUrl = (
  orgId: string,
  fileId: string,
  itemUid: string,
  accessType: 'view' | 'download',
  viewer: FileUrlViewer = {},
): string => {
  const params = new URLSearchParams({ itemUid });
  if (viewer.productId) params.set('productId', viewer.productId);
  if (viewer.accountId) params.set('accountId', viewer.accountId);
  if (viewer.permissionProfileId) params.set('permissionProfileId', viewer.permissionProfileId);
  params.set('accessType', accessType);
  return `/api/share/${orgId}/files/${fileId}?${params.toString()}`;
};

/** The URLs the portal page links to, built in one place. */
import { PREVIEW_AS_VISITOR, type FileAccess, type Viewer } from '@candor/domain';

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
 * account, or whom staff preview as (an anonymous visitor included). Nothing for anyone else.
 */
export function viewerLinkQuery(viewer: Viewer): {
  accountId?: string;
  permissionProfileId?: string;
  previewAs?: typeof PREVIEW_AS_VISITOR;
} {
  if (viewer.mode === 'account_external' && viewer.actor.type === 'member') {
    return { accountId: viewer.actor.accountId };
  }
  if (viewer.previewingAs?.anonymous) return { previewAs: PREVIEW_AS_VISITOR };
  const { accountId, permissionProfileId } = viewer.previewingAs ?? {};
  return {
    ...(accountId ? { accountId } : {}),
    ...(permissionProfileId ? { permissionProfileId } : {}),
  };
}

/**
 * What a share link (`/api/share/{orgId}/…`: documents, bridge letters) names beyond the cookie
 * for the route to find the same viewer again: the product, whose grants alone count, and the
 * member's account or whom staff preview as.
 */
function shareLinkQuery(
  viewer: Viewer,
  accessType: FileAccess,
  lead: Record<string, string> = {},
): string {
  const params = new URLSearchParams(lead);
  if (viewer.productId) params.set('productId', viewer.productId);
  for (const [name, value] of Object.entries(viewerLinkQuery(viewer))) params.set(name, value);
  params.set('accessType', accessType);
  return params.toString();
}

/**
 * A document of an item, to view in the browser or to download (staff-content.md §7: file id,
 * productId, access type, itemUid and previewingAs); the route checks the viewer's access for
 * exactly that again, then redirects to a short-lived signed link to the bytes.
 */
export const fileUrl = (
  viewer: Viewer,
  fileId: string,
  itemUid: string,
  accessType: FileAccess,
): string =>
  `/api/share/${viewer.orgId}/files/${fileId}?${shareLinkQuery(viewer, accessType, { itemUid })}`;

/** An item's bridge letter, generated as a PDF, to view in the browser or to download. */
export const bridgeLetterUrl = (viewer: Viewer, itemUid: string, accessType: FileAccess): string =>
  `/api/share/${viewer.orgId}/bridge-letters/${encodeURIComponent(itemUid)}?${shareLinkQuery(viewer, accessType)}`;

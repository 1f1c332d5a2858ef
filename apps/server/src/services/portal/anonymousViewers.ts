/**
 * An anonymous visitor's viewer for each product of an organisation that such a visitor may
 * see: what public outputs (the sitemap, the update feeds) are built from, so they can list
 * nothing a visitor could not open.
 */
import { buildViewer, isShown, type Viewer } from '@candor/domain';
import { VISITOR } from '../../auth/actorResolution.js';
import type { OrgRoute, ProductRoute } from '../../viewer/portalDirectory.js';

export function anonymousProductViewers(
  org: OrgRoute,
): { product: ProductRoute; viewer: Viewer }[] {
  return org.products.flatMap((product) => {
    const viewer = buildViewer({
      actor: VISITOR,
      orgId: org.id,
      productId: product.id,
      query: {},
      settings: org.settings,
    });
    return isShown(viewer, { type: 'product', show: product.show }) ? [{ product, viewer }] : [];
  });
}

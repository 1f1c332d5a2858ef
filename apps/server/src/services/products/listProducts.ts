import { assertAuthorized, type AdminProduct, type AdminProductLink } from '@candor/domain';
import type { ServiceContext } from '../serviceContext.js';
import { loadAdminProductLinks, loadAdminProducts } from './loadProducts.js';

export async function listProducts(
  ctx: ServiceContext,
): Promise<{ products: AdminProduct[]; links: AdminProductLink[] }> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'product.view', { orgId });
  const [products, links] = await Promise.all([
    loadAdminProducts(ctx.db, orgId),
    loadAdminProductLinks(ctx.db, orgId),
  ]);
  return { products, links };
}

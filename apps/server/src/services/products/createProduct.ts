/** Adds a product at the end of the organisation's list, shown, with the default sections. */
import { DEFAULT_SECTION_ORDER, type AdminProduct, type ProductCreate } from '@candor/domain';
import { eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { loadAdminProduct, lockProductList } from './loadProducts.js';
import { assertSlugFree } from './productSlug.js';

export async function createProduct(
  ctx: ServiceContext,
  input: ProductCreate,
): Promise<AdminProduct> {
  const { orgId } = ctx.viewer;
  const created = await mutate(ctx, {
    action: 'product.create',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      await lockProductList(tx, orgId);
      await assertSlugFree(tx, orgId, input.slug);
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${products.position}), -1)` })
        .from(products)
        .where(eq(products.orgId, orgId));
      const [row] = await tx
        .insert(products)
        .values({
          orgId,
          name: input.name,
          slug: input.slug,
          position: Number(last?.position ?? -1) + 1,
          sectionOrder: [...DEFAULT_SECTION_ORDER],
        })
        .returning({ id: products.id, name: products.name, slug: products.slug });
      return row!;
    },
    audit: (product) => ({
      action: 'product.created',
      entityType: 'product',
      entityId: product.id,
      after: { name: product.name, slug: product.slug },
    }),
  });
  // Read after the commit: asset URLs carry the revision the change bumped.
  return loadAdminProduct(ctx.db, orgId, created.id);
}

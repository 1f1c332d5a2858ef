import { DomainError, PRODUCT_MESSAGES, type AdminProduct } from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { loadAdminProducts, loadProductRows, lockProductList } from './loadProducts.js';
import { sameMembers } from './sameMembers.js';

/** Puts the products in the order given, which must name each of them once. */
export async function reorderProducts(
  ctx: ServiceContext,
  ids: readonly string[],
): Promise<AdminProduct[]> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'product.reorder',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      await lockProductList(tx, orgId);
      const before = (await loadProductRows(tx, orgId)).map((row) => row.id);
      if (!sameMembers(before, ids)) {
        const message = PRODUCT_MESSAGES.orderIncomplete;
        throw new DomainError('validation_failed', message, [{ path: 'ids', message }]);
      }
      for (const [position, id] of ids.entries()) {
        await tx
          .update(products)
          .set({ position, updatedAt: sql`now()` })
          .where(and(eq(products.orgId, orgId), eq(products.id, id)));
      }
      return { before };
    },
    audit: ({ before }) => ({
      action: 'product.reordered',
      entityType: 'product',
      entityId: null,
      before: { ids: before },
      after: { ids },
    }),
  });
  return loadAdminProducts(ctx.db, orgId);
}

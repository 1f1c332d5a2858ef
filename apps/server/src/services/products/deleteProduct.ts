/**
 * Deletes a product with everything on it (cards, items, subprocessors, its banner). The default
 * product and the last one stay: the portal always has a product to show at its root.
 */
import { DomainError, PRODUCT_MESSAGES } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { assets, products } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { discardStoredBytes } from '../settings/imageAssets.js';
import { findProductRow, loadProductRows, lockProductList } from './loadProducts.js';

export async function deleteProduct(
  ctx: ServiceContext,
  fileStore: FileStore,
  productId: string,
): Promise<void> {
  const { orgId } = ctx.viewer;
  const { storageKeys } = await mutate(ctx, {
    action: 'product.delete',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      await lockProductList(tx, orgId);
      const product = await findProductRow(tx, orgId, productId);
      if ((await loadProductRows(tx, orgId)).length <= 1) {
        throw new DomainError('conflict', PRODUCT_MESSAGES.lastNotDeletable);
      }
      if (product.isDefault)
        throw new DomainError('conflict', PRODUCT_MESSAGES.defaultNotDeletable);
      // The product's own assets (its banner, its card icons) go with it by cascade.
      const owned = await tx
        .select({ storageKey: assets.storageKey })
        .from(assets)
        .where(and(eq(assets.orgId, orgId), eq(assets.productId, productId)));
      await tx.delete(products).where(and(eq(products.orgId, orgId), eq(products.id, productId)));
      return { product, storageKeys: owned.map((row) => row.storageKey) };
    },
    audit: ({ product }) => ({
      action: 'product.deleted',
      entityType: 'product',
      entityId: productId,
      before: { name: product.name, slug: product.slug },
    }),
  });
  await discardStoredBytes(fileStore, storageKeys);
}

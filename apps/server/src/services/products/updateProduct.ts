/**
 * Renames a product, changes its slug, shows or hides it, or makes it the default. There is
 * always exactly one default, and it is never hidden: the portal's root shows it to everyone.
 */
import {
  DomainError,
  PRODUCT_MESSAGES,
  productPatchSchema,
  type AdminProduct,
  type ProductPatch,
} from '@candor/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { findProductRow, loadAdminProduct, lockProductList } from './loadProducts.js';
import { assertSlugFree } from './productSlug.js';

type PatchKey = keyof ProductPatch;
const isPatchKey = (key: string): key is PatchKey => Object.hasOwn(productPatchSchema.shape, key);

const refused = (message: string, path: string) =>
  new DomainError('conflict', message, [{ path, message }]);

export async function updateProduct(
  ctx: ServiceContext,
  productId: string,
  patch: ProductPatch,
): Promise<AdminProduct> {
  const { orgId } = ctx.viewer;
  const keys = Object.keys(patch).filter(isPatchKey);
  await mutate(ctx, {
    action: 'product.edit',
    subject: {},
    revision: { productId },
    async run(tx) {
      await lockProductList(tx, orgId);
      const before = await findProductRow(tx, orgId, productId);
      const willBeDefault = patch.isDefault === true || before.isDefault;
      const willShow = patch.show ?? before.show;
      if (willBeDefault && !willShow) {
        throw refused(
          PRODUCT_MESSAGES.defaultNotHideable,
          patch.show === false ? 'show' : 'isDefault',
        );
      }
      if (patch.slug !== undefined && patch.slug !== before.slug) {
        await assertSlugFree(tx, orgId, patch.slug, productId);
      }
      if (patch.isDefault && !before.isDefault) {
        await tx
          .update(products)
          .set({ isDefault: false, updatedAt: sql`now()` })
          .where(and(eq(products.orgId, orgId), ne(products.id, productId)));
      }
      await tx
        .update(products)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(products.orgId, orgId), eq(products.id, productId)));
      return { before, after: await findProductRow(tx, orgId, productId) };
    },
    audit: ({ before, after }) => ({
      action: 'product.updated',
      entityType: 'product',
      entityId: productId,
      before: Object.fromEntries(keys.map((key) => [key, before[key]])),
      after: Object.fromEntries(keys.map((key) => [key, after[key]])),
    }),
  });
  // Read after the commit: asset URLs carry the revision the change bumped.
  return loadAdminProduct(ctx.db, orgId, productId);
}

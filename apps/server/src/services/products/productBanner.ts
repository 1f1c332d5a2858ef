/** Replaces or removes a product's own banner (without one, the organisation's shows). */
import type { AuditAction } from '@candor/domain';
import {
  assertAuthorized,
  IMAGE_SAVED_MESSAGES,
  notFound,
  type AdminProduct,
} from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import {
  discardStoredBytes,
  insertImageAsset,
  retireImageAsset,
  storeImage,
} from '../settings/imageAssets.js';
import { prepareImage } from '../settings/prepareImage.js';
import { findProductRow, loadAdminProduct } from './loadProducts.js';

export interface SavedProduct {
  product: AdminProduct;
  message: string;
}

interface Swap {
  before: string | null;
  after: string | null;
  retiredKey: string | null;
}

function swapBanner(
  ctx: ServiceContext,
  productId: string,
  change: (tx: Tx, current: string | null) => Promise<string | null>,
  action: AuditAction,
): Promise<Swap> {
  const { orgId } = ctx.viewer;
  return mutate(ctx, {
    action: 'product.edit',
    subject: {},
    revision: { productId },
    async run(tx) {
      const before = (await findProductRow(tx, orgId, productId)).bannerAssetId;
      const after = await change(tx, before);
      await tx
        .update(products)
        .set({ bannerAssetId: after, updatedAt: sql`now()` })
        .where(and(eq(products.orgId, orgId), eq(products.id, productId)));
      const retiredKey = await retireImageAsset(tx, orgId, before);
      return { before, after, retiredKey };
    },
    audit: ({ before, after }) => ({
      action,
      entityType: 'product',
      entityId: productId,
      before: { banner: before },
      after: { banner: after },
    }),
  });
}

export async function replaceProductBanner(
  ctx: ServiceContext,
  fileStore: FileStore,
  productId: string,
  readUpload: () => Promise<Buffer>,
): Promise<SavedProduct> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'product.edit', { orgId });
  // An unknown product is refused before the upload is read.
  await findProductRow(ctx.db, orgId, productId);
  const image = await prepareImage(await readUpload(), 'banner');
  const blob = await storeImage(fileStore, orgId, image);
  let swap: Swap;
  try {
    swap = await swapBanner(
      ctx,
      productId,
      (tx) => insertImageAsset(tx, { orgId, type: 'banner', blob, productId }),
      'product.banner.replaced',
    );
  } catch (error) {
    await discardStoredBytes(fileStore, [blob.storageKey]);
    throw error;
  }
  await discardStoredBytes(fileStore, [swap.retiredKey]);
  // Read after the commit: asset URLs carry the revision the change bumped.
  const product = await loadAdminProduct(ctx.db, orgId, productId);
  return { product, message: IMAGE_SAVED_MESSAGES.banner.saved };
}

export async function removeProductBanner(
  ctx: ServiceContext,
  fileStore: FileStore,
  productId: string,
): Promise<SavedProduct> {
  const swap = await swapBanner(
    ctx,
    productId,
    async (_tx, current) => {
      if (!current) throw notFound('There is no banner to remove');
      return null;
    },
    'product.banner.removed',
  );
  await discardStoredBytes(fileStore, [swap.retiredKey]);
  const product = await loadAdminProduct(ctx.db, ctx.viewer.orgId, productId);
  return { product, message: IMAGE_SAVED_MESSAGES.banner.removed };
}

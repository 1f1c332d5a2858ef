/**
 * Every change to what a portal shows calls this inside its transaction (through `mutate`): the
 * revisions key the rendered-page cache and version asset URLs, so bumping them retires every
 * cached copy. Caches are told by the caller after the commit, never before.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { portalCustomizations, products } from '../../db/schema/index.js';

export interface BumpedRevisions {
  customizationRevision: number | null;
  productRevision: number | null;
}

/** Increments the organisation's customization revision and, when named, the product's. */
export async function bumpRevision(
  tx: Tx,
  orgId: string,
  productId?: string,
): Promise<BumpedRevisions> {
  const now = new Date();
  const [customization] = await tx
    .update(portalCustomizations)
    .set({ revision: sql`${portalCustomizations.revision} + 1`, updatedAt: now })
    .where(eq(portalCustomizations.orgId, orgId))
    .returning({ revision: portalCustomizations.revision });
  let productRevision: number | null = null;
  if (productId) {
    const [product] = await tx
      .update(products)
      .set({ revision: sql`${products.revision} + 1`, updatedAt: now })
      .where(and(eq(products.id, productId), eq(products.orgId, orgId)))
      .returning({ revision: products.revision });
    productRevision = product?.revision ?? null;
  }
  return { customizationRevision: customization?.revision ?? null, productRevision };
}

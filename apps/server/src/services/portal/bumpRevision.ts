/**
 * Every change to what a portal shows calls this inside its transaction: the revisions key the
 * rendered-page cache and version asset URLs, so bumping them retires every cached copy.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { portalCustomizations, products } from '../../db/schema/index.js';
import { notifyPortalChanged } from './portalChanges.js';

export interface BumpedRevisions {
  customizationRevision: number | null;
  productRevision: number | null;
}

/**
 * Increments the organisation's customization revision and, when a product is named, that
 * product's revision. In-memory caches of this process are told at once (a rolled-back
 * transaction only costs them a re-read).
 */
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
  notifyPortalChanged(orgId);
  return { customizationRevision: customization?.revision ?? null, productRevision };
}

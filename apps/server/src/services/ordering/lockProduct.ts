/**
 * The product row, locked for the rest of the transaction: two saves of one product's orders
 * run one after the other, so neither overwrites what the other read.
 */
import { notFound } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { ProductRow } from '../../db/rows.js';
import { products } from '../../db/schema/index.js';

export async function lockProduct(tx: Tx, orgId: string, productId: string): Promise<ProductRow> {
  const [product] = await tx
    .select()
    .from(products)
    .where(and(eq(products.orgId, orgId), eq(products.id, productId)))
    .for('update');
  if (!product) throw notFound('Product not found');
  return product;
}

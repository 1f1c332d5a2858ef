/**
 * Which knowledge-base entries and updates belong on one product's pages, read through the
 * product join tables: an entry with no product links is on every product; an update is on
 * every product when global, else on those it links.
 */
import { and, eq, exists, not, or, sql, type SQL } from 'drizzle-orm';
import { kbEntries, kbEntryProducts, updateProducts, updates } from './schema/index.js';

const linked = sql`1`;

export function kbEntryOnProduct(productId: string): SQL {
  const links = (productFilter?: SQL) =>
    sql`(select ${linked} from ${kbEntryProducts} where ${and(
      eq(kbEntryProducts.kbEntryId, kbEntries.id),
      productFilter,
    )})`;
  return or(not(exists(links())), exists(links(eq(kbEntryProducts.productId, productId))))!;
}

export function updateOnProduct(productId: string): SQL {
  return or(
    eq(updates.isGlobalProduct, true),
    exists(
      sql`(select ${linked} from ${updateProducts} where ${and(
        eq(updateProducts.updateId, updates.id),
        eq(updateProducts.productId, productId),
      )})`,
    ),
  )!;
}

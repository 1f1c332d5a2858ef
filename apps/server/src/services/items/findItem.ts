/** An item of the request's organisation and product by its uid, or 404. */
import { ITEM_EDIT_MESSAGES, notFound } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { ItemRow } from '../../db/rows.js';
import { items } from '../../db/schema/index.js';

export async function findItem(
  db: DbOrTx,
  at: { orgId: string; productId: string; uid: string },
): Promise<ItemRow> {
  const [item] = await db
    .select()
    .from(items)
    .where(and(eq(items.orgId, at.orgId), eq(items.productId, at.productId), eq(items.uid, at.uid)))
    .limit(1);
  if (!item) throw notFound(ITEM_EDIT_MESSAGES.itemNotFound);
  return item;
}

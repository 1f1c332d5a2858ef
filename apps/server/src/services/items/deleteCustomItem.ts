/**
 * Deletes a custom item (staff-content.md §2 item menu, §7 DeleteCustomItem). Built-in items
 * are refused with 400; the item's file links, grants and comments go with it.
 */
import { DomainError, ITEM_EDIT_MESSAGES } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { items } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { findItem } from './findItem.js';

export function deleteCustomItem(
  ctx: ServiceContext,
  input: { productId: string; uid: string },
): Promise<{ uid: string; message: string }> {
  const { orgId } = ctx.viewer;
  const { productId, uid } = input;
  return mutate(ctx, {
    action: 'item.deleteCustom',
    // The scope is checked here; whether the item is custom once it is read, below.
    subject: { isCustom: true },
    revision: { productId },
    async run(tx) {
      const item = await findItem(tx, { orgId, productId, uid });
      if (!item.isCustom) throw new DomainError('bad_request', ITEM_EDIT_MESSAGES.notCustom);
      await tx.delete(items).where(eq(items.id, item.id));
      return item;
    },
    audit: (item) => ({
      action: 'item.deleted',
      entityType: 'item',
      entityId: item.id,
      before: { uid, kind: item.kind, title: item.title, custom: true },
    }),
  }).then(() => ({ uid, message: ITEM_EDIT_MESSAGES.deleted }));
}

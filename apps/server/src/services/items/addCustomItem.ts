/**
 * 'Add custom item' on a card (staff-content.md §2): a staff-written item, which unlike the
 * built-in ones can be renamed and deleted. An item of the same name on another card is a
 * duplicate: the answer is the spec's warning (§5 Other) unless staff confirm.
 */
import { randomUUID } from 'node:crypto';
import {
  canAddCustomItem,
  canHideRestrictedItems,
  cardTitle,
  DomainError,
  duplicateItemMessage,
  findDuplicateItem,
  forbidden,
  ITEM_EDIT_MESSAGES,
  type CardKind,
  type CustomItem,
} from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { cards, items } from '../../db/schema/index.js';
import { ensureCard } from '../cards/ensureCard.js';
import { loadEffectiveFeatures } from '../features/loadEffectiveFeatures.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

export interface AddedItem {
  uid: string;
  kind: CardKind;
  title: string;
  message: string;
}

export function addCustomItem(
  ctx: ServiceContext,
  input: { productId: string; kind: CardKind; item: CustomItem },
): Promise<AddedItem> {
  const { orgId } = ctx.viewer;
  const { productId, kind, item } = input;
  const { allowDuplicate, ...fields } = item;
  if (!canAddCustomItem(kind)) {
    throw new DomainError('bad_request', ITEM_EDIT_MESSAGES.customItemsNotAllowed);
  }
  if (fields.hidden && fields.publicAccess) {
    throw new DomainError('bad_request', ITEM_EDIT_MESSAGES.hiddenNeedsRestricted);
  }
  return mutate(ctx, {
    action: 'item.addCustom',
    subject: {},
    revision: { productId },
    async run(tx) {
      if (fields.hidden && !canHideRestrictedItems(await loadEffectiveFeatures(tx, orgId))) {
        throw forbidden(ITEM_EDIT_MESSAGES.hiddenNeedsRestrictedFiles);
      }
      if (!allowDuplicate) {
        const existing = await tx
          .select({ title: items.title, kind: items.kind, cardTitle: cards.title })
          .from(items)
          .innerJoin(cards, eq(cards.id, items.cardId))
          .where(and(eq(items.orgId, orgId), eq(items.productId, productId)));
        const duplicate = findDuplicateItem(fields.title, kind, existing);
        if (duplicate) {
          const title = cardTitle({ kind: duplicate.kind, title: duplicate.cardTitle });
          throw new DomainError('conflict', duplicateItemMessage(duplicate.title, title));
        }
      }
      const card = await ensureCard(tx, { orgId, productId, kind });
      const [row] = await tx
        .insert(items)
        .values({
          ...fields,
          recurrence: fields.recurrence ?? null,
          maturity: fields.maturity ?? null,
          orgId,
          productId,
          cardId: card.id,
          kind,
          uid: randomUUID(),
          isCustom: true,
        })
        .returning();
      return row!;
    },
    audit: (row) => ({
      action: 'item.created',
      entityType: 'item',
      entityId: row.id,
      after: { uid: row.uid, kind, title: row.title, custom: true },
    }),
  }).then((row) => ({
    uid: row.uid,
    kind,
    title: row.title,
    message: ITEM_EDIT_MESSAGES.customItemAdded,
  }));
}

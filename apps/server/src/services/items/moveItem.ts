/**
 * Moves an item to another card of its product (staff-content.md §5 "Move item"): never to the
 * excluded cards or its own, and never an item of a card that is not a destination itself.
 * The destination card is created when the product has none of that kind yet. The item joins
 * the end of its new card's order.
 */
import {
  canMoveItem,
  cardTitle,
  DomainError,
  ITEM_EDIT_MESSAGES,
  MOVE_MESSAGES,
  canMoveTo,
  movedMessage,
  type CardKind,
} from '@candor/domain';
import { eq, sql } from 'drizzle-orm';
import { items } from '../../db/schema/index.js';
import { ensureCard } from '../cards/ensureCard.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { findItem } from './findItem.js';

export interface MovedItem {
  uid: string;
  kind: CardKind;
  message: string;
}

export function moveItem(
  ctx: ServiceContext,
  input: { productId: string; uid: string; destination: CardKind },
): Promise<MovedItem> {
  const { orgId } = ctx.viewer;
  const { productId, uid, destination } = input;
  return mutate(ctx, {
    action: 'item.move',
    subject: {},
    revision: { productId },
    async run(tx) {
      const item = await findItem(tx, { orgId, productId, uid });
      if (!canMoveItem(item.kind)) {
        throw new DomainError('bad_request', ITEM_EDIT_MESSAGES.notMovable);
      }
      if (!canMoveTo(item.kind, destination)) {
        throw new DomainError('bad_request', MOVE_MESSAGES.destinationNotAllowed, [
          { path: 'destinationCardId', message: MOVE_MESSAGES.destinationNotAllowed },
        ]);
      }
      const card = await ensureCard(tx, { orgId, productId, kind: destination });
      await tx
        .update(items)
        .set({ cardId: card.id, kind: destination, customOrder: null, lastModified: sql`now()` })
        .where(eq(items.id, item.id));
      return { item, card };
    },
    audit: ({ item }) => ({
      action: 'item.moved',
      entityType: 'item',
      entityId: item.id,
      before: { uid, kind: item.kind },
      after: { uid, kind: destination },
    }),
  }).then(({ item, card }) => ({
    uid,
    kind: destination,
    message: movedMessage(item.title, cardTitle(card)),
  }));
}

/**
 * 'Add card' (staff main mode): puts a card of a kind the product does not have yet on it, with
 * the spec's defaults (shown, the kind's default title, display text and placeholder, no icon
 * and no items). A card of the 'cards' grid goes last in the grid's saved order.
 */
import {
  ADD_CARD_MESSAGES,
  addableCardKinds,
  cardAddedMessage,
  cardGridKinds,
  cardTitle,
  DEFAULT_CARD_GRID_ORDER,
  DomainError,
  type CardKind,
} from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import { cards, products } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import { lockProduct } from '../ordering/lockProduct.js';
import type { ServiceContext } from '../serviceContext.js';

export interface AddedCard {
  kind: CardKind;
  title: string;
  message: string;
}

export async function addCard(
  ctx: ServiceContext,
  input: { productId: string; kind: CardKind },
): Promise<AddedCard> {
  const { orgId } = ctx.viewer;
  const { productId, kind } = input;
  const card = await mutate(ctx, {
    action: 'card.add',
    subject: {},
    revision: { productId },
    async run(tx) {
      const product = await lockProduct(tx, orgId, productId);
      const present = (
        await tx
          .select({ kind: cards.kind })
          .from(cards)
          .where(and(eq(cards.orgId, orgId), eq(cards.productId, productId)))
      ).map((row) => row.kind);
      // A kind never offered (Documents, Subprocessors: sections of their own) is refused as
      // such, whether or not the product has it.
      if (!addableCardKinds([]).includes(kind)) {
        throw new DomainError('bad_request', ADD_CARD_MESSAGES.notAddable);
      }
      if (present.includes(kind)) {
        throw new DomainError('conflict', ADD_CARD_MESSAGES.alreadyOnProduct);
      }
      const [row] = await tx
        .insert(cards)
        .values({ orgId, productId, kind })
        .returning({ id: cards.id, kind: cards.kind, title: cards.title, hidden: cards.hidden });
      if (DEFAULT_CARD_GRID_ORDER.includes(kind)) {
        const grid = cardGridKinds(product.cardOrder).filter((known) => present.includes(known));
        await tx
          .update(products)
          .set({ cardOrder: [...grid, kind], updatedAt: sql`now()` })
          .where(and(eq(products.orgId, orgId), eq(products.id, productId)));
      }
      return row!;
    },
    audit: (row) => ({
      action: 'card.added',
      entityType: 'card',
      entityId: row.id,
      after: { kind, title: cardTitle(row), hidden: row.hidden },
    }),
  });
  const title = cardTitle(card);
  return { kind, title, message: cardAddedMessage(title) };
}

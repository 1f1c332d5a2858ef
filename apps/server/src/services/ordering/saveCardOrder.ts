/**
 * Saves the order of the Cards section (PATCH .../products/{productId}/cards): the kinds of the
 * product's grid cards, each exactly once.
 */
import {
  assertOrderingAllowed,
  cardGridKinds,
  cardOrderUpdatedMessage,
  DEFAULT_CARD_GRID_ORDER,
  DomainError,
  isPermutationOf,
  ORDERING_MESSAGES,
  type CardKind,
} from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import { cards, products } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { lockProduct } from './lockProduct.js';
import { readEffectiveFeatures } from './orgFeatures.js';

export interface SavedCardOrder {
  cards: CardKind[];
  message: string;
}

export function saveCardOrder(
  ctx: ServiceContext,
  input: { productId: string; cards: CardKind[] },
): Promise<SavedCardOrder> {
  const { orgId, actor } = ctx.viewer;
  const { productId } = input;
  return mutate(ctx, {
    action: 'portal.reorderCards',
    subject: {},
    revision: { productId },
    async run(tx) {
      const features = await readEffectiveFeatures(tx, orgId);
      assertOrderingAllowed(actor, 'portal.reorderCards', { orgId, features });
      const product = await lockProduct(tx, orgId, productId);
      const rows = await tx
        .select({ kind: cards.kind })
        .from(cards)
        .where(and(eq(cards.orgId, orgId), eq(cards.productId, productId)));
      const gridKinds = rows
        .map((row) => row.kind)
        .filter((kind) => DEFAULT_CARD_GRID_ORDER.includes(kind));
      if (input.cards.some((kind) => !gridKinds.includes(kind))) {
        throw new DomainError('validation_failed', ORDERING_MESSAGES.unknownCard);
      }
      if (!isPermutationOf(input.cards, gridKinds)) {
        throw new DomainError('validation_failed', ORDERING_MESSAGES.cardsIncomplete);
      }
      await tx
        .update(products)
        .set({ cardOrder: input.cards, updatedAt: sql`now()` })
        .where(and(eq(products.orgId, orgId), eq(products.id, productId)));
      const present = new Set(gridKinds);
      return {
        slug: product.slug,
        before: cardGridKinds(product.cardOrder).filter((kind) => present.has(kind)),
      };
    },
    audit: ({ before }) => ({
      action: 'product.cardsReordered',
      entityType: 'product',
      entityId: productId,
      before: { cards: before },
      after: { cards: input.cards },
    }),
  }).then(({ slug }) => ({ cards: input.cards, message: cardOrderUpdatedMessage(slug) }));
}

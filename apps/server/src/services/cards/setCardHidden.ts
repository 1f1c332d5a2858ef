/**
 * Hides or shows a card of a product (staff-content.md §4). A card the product never saved
 * (the documents and subprocessors sections show one with defaults) is created with the flag.
 */
import { cardVisibilityMessage, type CardKind } from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import { cards } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

export interface SetCardHiddenInput {
  productId: string;
  kind: CardKind;
  hidden: boolean;
}

export interface CardVisibility {
  kind: CardKind;
  hidden: boolean;
  message: string;
}

export function setCardHidden(
  ctx: ServiceContext,
  input: SetCardHiddenInput,
): Promise<CardVisibility> {
  const { orgId } = ctx.viewer;
  const { productId, kind, hidden } = input;
  return mutate(ctx, {
    action: 'card.hide',
    subject: {},
    revision: { productId },
    async run(tx) {
      const [before] = await tx
        .select({ id: cards.id, hidden: cards.hidden })
        .from(cards)
        .where(and(eq(cards.orgId, orgId), eq(cards.productId, productId), eq(cards.kind, kind)))
        .limit(1);
      const [card] = await tx
        .insert(cards)
        .values({ orgId, productId, kind, hidden })
        .onConflictDoUpdate({
          target: [cards.productId, cards.kind],
          set: { hidden, updatedAt: sql`now()` },
        })
        .returning({ id: cards.id, hidden: cards.hidden });
      return { id: card!.id, before: before?.hidden ?? false, hidden: card!.hidden };
    },
    audit: (result) => ({
      action: result.hidden ? 'card.hidden' : 'card.shown',
      entityType: 'card',
      entityId: result.id,
      before: { kind, hidden: result.before },
      after: { kind, hidden: result.hidden },
    }),
  }).then((result) => ({
    kind,
    hidden: result.hidden,
    message: cardVisibilityMessage(result.hidden),
  }));
}

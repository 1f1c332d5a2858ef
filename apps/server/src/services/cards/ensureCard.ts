/**
 * The card of a kind on a product, created with defaults when the product never saved it (the
 * documents and subprocessors sections show one before any save; a move may name a new card).
 */
import type { CardKind } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { CardRow } from '../../db/rows.js';
import { cards } from '../../db/schema/index.js';

export async function ensureCard(
  tx: Tx,
  at: { orgId: string; productId: string; kind: CardKind },
): Promise<CardRow> {
  await tx
    .insert(cards)
    .values({ orgId: at.orgId, productId: at.productId, kind: at.kind })
    .onConflictDoNothing({ target: [cards.productId, cards.kind] });
  const [card] = await tx
    .select()
    .from(cards)
    .where(
      and(eq(cards.orgId, at.orgId), eq(cards.productId, at.productId), eq(cards.kind, at.kind)),
    )
    .limit(1);
  return card!;
}

/** The product's card of a kind inside a write's transaction, created with defaults if missing. */
import type { CardKind } from '@candor/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { cards } from '../../db/schema/index.js';

export async function ensureCard(
  tx: Tx,
  orgId: string,
  productId: string,
  kind: CardKind,
): Promise<{ id: string }> {
  const [card] = await tx
    .insert(cards)
    .values({ orgId, productId, kind })
    .onConflictDoUpdate({ target: [cards.productId, cards.kind], set: { updatedAt: sql`now()` } })
    .returning({ id: cards.id });
  return card!;
}

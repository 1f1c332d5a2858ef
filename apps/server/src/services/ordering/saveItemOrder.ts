/**
 * Saves the order of a card's items (PATCH .../cards/{kind}/items): every item of the card
 * exactly once, stored as each item's custom order. For the documents card the list is every
 * item with documents (what the documents section shows): the order is stored for that section
 * and `featured`, when given, names the 'Featured documents' column, so moving an item between
 * the columns changes its featured status.
 */
import {
  assertOrderingAllowed,
  cardTitle,
  DomainError,
  isPermutationOf,
  itemOrderUpdatedMessage,
  notFound,
  ORDERING_MESSAGES,
  sortItems,
  type CardKind,
} from '@candor/domain';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { ProductRow } from '../../db/rows.js';
import { cards, itemFiles, items, products } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { lockProduct } from './lockProduct.js';
import { readEffectiveFeatures } from './orgFeatures.js';

export interface ItemOrderInput {
  productId: string;
  kind: CardKind;
  items: string[];
  featured?: string[] | undefined;
}

export interface SavedItemOrder {
  kind: CardKind;
  items: string[];
  featured?: string[];
  message: string;
}

function assertSameItems(given: readonly string[], present: readonly string[]): void {
  if (!isPermutationOf(given, present)) {
    throw new DomainError('validation_failed', ORDERING_MESSAGES.itemsIncomplete);
  }
}

async function saveDocumentsOrder(
  tx: Tx,
  orgId: string,
  product: ProductRow,
  input: ItemOrderInput,
) {
  const rows = await tx
    .select({ uid: items.uid, featured: items.featured })
    .from(items)
    .where(
      and(
        eq(items.orgId, orgId),
        eq(items.productId, product.id),
        exists(
          tx
            .select({ one: sql`1` })
            .from(itemFiles)
            .where(eq(itemFiles.itemId, items.id)),
        ),
      ),
    );
  assertSameItems(
    input.items,
    rows.map((row) => row.uid),
  );
  const featuredBefore = rows.filter((row) => row.featured).map((row) => row.uid);
  if (input.featured !== undefined && input.items.length > 0) {
    await tx
      .update(items)
      .set({
        featured: input.featured.length > 0 ? inArray(items.uid, input.featured) : sql`false`,
      })
      .where(
        and(
          eq(items.orgId, orgId),
          eq(items.productId, product.id),
          inArray(items.uid, input.items),
        ),
      );
  }
  const config = product.sectionConfig;
  await tx
    .update(products)
    .set({
      sectionConfig: { ...config, documents: { ...config.documents, itemOrder: input.items } },
      updatedAt: sql`now()`,
    })
    .where(and(eq(products.orgId, orgId), eq(products.id, product.id)));
  return {
    before: { items: config.documents?.itemOrder ?? null, featured: featuredBefore },
    after: { items: input.items, featured: input.featured ?? featuredBefore },
  };
}

async function saveCardItemsOrder(tx: Tx, orgId: string, cardId: string, input: ItemOrderInput) {
  if (input.featured !== undefined) {
    throw new DomainError('validation_failed', ORDERING_MESSAGES.featuredOnlyForDocuments);
  }
  const rows = await tx
    .select({
      uid: items.uid,
      title: items.title,
      customOrder: items.customOrder,
      enabledState: items.enabledState,
    })
    .from(items)
    .where(and(eq(items.orgId, orgId), eq(items.cardId, cardId)));
  assertSameItems(
    input.items,
    rows.map((row) => row.uid),
  );
  if (input.items.length > 0) {
    const positions = sql.join(
      input.items.map((uid, index) => sql`when ${uid} then ${index}::integer`),
      sql` `,
    );
    await tx
      .update(items)
      .set({ customOrder: sql`case ${items.uid} ${positions} end` })
      .where(and(eq(items.orgId, orgId), eq(items.cardId, cardId)));
  }
  return {
    before: { items: sortItems(rows).map((row) => row.uid) },
    after: { items: input.items },
  };
}

export function saveItemOrder(ctx: ServiceContext, input: ItemOrderInput): Promise<SavedItemOrder> {
  const { orgId, actor } = ctx.viewer;
  const { productId, kind } = input;
  return mutate(ctx, {
    action: 'card.reorderItems',
    subject: {},
    revision: { productId },
    async run(tx) {
      const features = await readEffectiveFeatures(tx, orgId);
      assertOrderingAllowed(actor, 'card.reorderItems', { orgId, features });
      const product = await lockProduct(tx, orgId, productId);
      const [card] = await tx
        .select({ id: cards.id, kind: cards.kind, title: cards.title })
        .from(cards)
        .where(and(eq(cards.orgId, orgId), eq(cards.productId, productId), eq(cards.kind, kind)))
        .limit(1);
      const title = cardTitle({ kind, title: card?.title ?? null });
      if (kind === 'Documents') {
        const change = await saveDocumentsOrder(tx, orgId, product, input);
        return { title, entityId: card?.id ?? null, ...change };
      }
      if (!card) throw notFound(ORDERING_MESSAGES.cardNotFound);
      return { title, entityId: card.id, ...(await saveCardItemsOrder(tx, orgId, card.id, input)) };
    },
    audit: ({ entityId, before, after }) => ({
      action: 'card.itemsReordered',
      entityType: 'card',
      entityId,
      before: { kind, ...before },
      after: { kind, ...after },
    }),
  }).then(({ title }) => ({
    kind,
    items: input.items,
    ...(input.featured !== undefined ? { featured: input.featured } : {}),
    message: itemOrderUpdatedMessage(title),
  }));
}

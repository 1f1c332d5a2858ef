/**
 * The rows of the 'Re-order items' dialog. A card lists all its items in the page's order. The
 * documents card lists every item with documents on any card of the product, in the documents
 * section's order, because that is what its section shows and features.
 */
import {
  cardTitle,
  isEnabled,
  orderDocuments,
  sortItems,
  type CardItemOrder,
  type CardKind,
  type ItemOrderRow,
} from '@candor/domain';
import type { CardRow, ItemRow } from '../../db/rows.js';
import type { PortalContent } from '../../presenters/portal/portalContent.js';

const row = (item: ItemRow, card: CardRow): ItemOrderRow => ({
  uid: item.uid,
  title: item.title,
  hidden: item.hidden || !isEnabled(item.enabledState),
  featured: item.featured,
  cardTitle: cardTitle(card),
});

const itemsOfCard = (content: PortalContent, card: CardRow): ItemRow[] =>
  sortItems(content.items.filter((item) => item.cardId === card.id));

/** Null when the product has no such card (documents always has its section). */
export function cardItemOrder(content: PortalContent, kind: CardKind): CardItemOrder | null {
  const card = content.cards.find((c) => c.kind === kind);
  if (kind === 'Documents') {
    const withFiles = new Set(content.itemFiles.map((file) => file.itemId));
    const rows = content.cards.flatMap((c) =>
      itemsOfCard(content, c)
        .filter((item) => withFiles.has(item.id))
        .map((item) => ({ ...row(item, c), itemUid: item.uid })),
    );
    const ordered = orderDocuments(rows, content.product.sectionConfig.documents?.itemOrder);
    return {
      kind,
      title: cardTitle({ kind, title: card?.title ?? null }),
      featuredColumns: true,
      items: ordered.map(({ itemUid: _uid, ...item }) => item),
    };
  }
  if (!card) return null;
  return {
    kind,
    title: cardTitle(card),
    featuredColumns: false,
    items: itemsOfCard(content, card).map((item) => row(item, card)),
  };
}

/** A card with its items, ordered and filtered for the viewer. */
import { canExpand, cardTitle, sortItems, type CardView, type ItemView } from '@candor/domain';
import type { CardRow, ItemRow } from '../../db/rows.js';
import type { ItemFileRow } from './portalContent.js';
import { cardAbilities, type PresentContext } from './presentContext.js';
import { assetUrl } from './portalLinks.js';
import { presentItem } from './presentItem.js';

export interface CardContent {
  itemsByCard: ReadonlyMap<string, readonly ItemRow[]>;
  filesByItem: ReadonlyMap<string, readonly ItemFileRow[]>;
}

/** The card's items in the domain's order, as this viewer sees them. */
export function presentCardItems(
  card: CardRow,
  content: CardContent,
  ctx: PresentContext,
): ItemView[] {
  const rows = content.itemsByCard.get(card.id) ?? [];
  const ordered = sortItems(
    rows.map((row) => ({
      row,
      uid: row.uid,
      title: row.title,
      customOrder: row.customOrder,
      enabledState: row.enabledState,
    })),
  );
  const views: ItemView[] = [];
  for (const { row } of ordered) {
    const view = presentItem(row, content.filesByItem.get(row.id) ?? [], ctx);
    if (view) views.push(view);
  }
  return views;
}

export function presentCard(
  card: CardRow,
  items: ItemView[],
  ctx: PresentContext,
  canEdit: boolean,
): CardView {
  const { kind } = card;
  return {
    kind,
    title: cardTitle({ kind, title: card.title }),
    hidden: card.hidden,
    displayText: card.displayText,
    placeholder: card.placeholder,
    iconUrl: card.iconAssetId ? assetUrl(ctx.orgId, card.iconAssetId, ctx.revision) : null,
    expandable: canExpand(kind, ctx.viewer.mode, canEdit),
    items,
    itemCount: items.length,
    abilities: cardAbilities(ctx, kind),
  };
}

import type { CardView, ItemView } from '@candor/domain/portal/portalView';
import { LIMITS } from '@candor/domain/cards/constants';

/**
 * What a card shows before it expands: its first items, and whether 'View more' leads on. A grid
 * card in the page data holds only its tile's items, so the count says whether there are more.
 */
export function cardPreview(card: CardView): { items: ItemView[]; more: boolean } {
  const items = card.items.slice(0, LIMITS.cardItemsShown);
  return { items, more: card.expandable && card.itemCount > items.length };
}

import type { CardView, ItemView } from '@candor/domain/portal/portalView';
import { LIMITS } from '@candor/domain/cards/constants';

/** What a card shows before it expands: its first items, and whether 'View more' leads on. */
export function cardPreview(card: CardView): { items: ItemView[]; more: boolean } {
  const items = card.items.slice(0, LIMITS.cardItemsShown);
  return { items, more: card.expandable && card.items.length > items.length };
}

/**
 * The view as the page embeds it for hydration. Grid cards carry only the items their tiles
 * show (the expanded card fetches the rest), except the card of the item the page opens on
 * load, which the drawer shows at once. Everything else is the view as presented.
 */
import { LIMITS, type CardView, type PortalView } from '@candor/domain';

export function embeddedView(view: PortalView, openItemUid: string | null): PortalView {
  const tile = (card: CardView): CardView =>
    card.items.some((item) => item.uid === openItemUid)
      ? card
      : { ...card, items: card.items.slice(0, LIMITS.cardItemsShown) };
  return {
    ...view,
    openItemUid,
    sections: view.sections.map((section) =>
      section.id === 'cards' ? { ...section, cards: section.cards.map(tile) } : section,
    ),
  };
}

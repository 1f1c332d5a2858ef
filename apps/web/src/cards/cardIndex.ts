import type { CardKind } from '@candor/domain/cards/constants';
import type { CardView, SectionView } from '@candor/domain/portal/portalView';

/** Every card the page shows, by kind, so an item uid can be traced to the card to open. */
export function indexCards(sections: SectionView[]): Map<CardKind, CardView> {
  const cards = new Map<CardKind, CardView>();
  const add = (card: CardView) => cards.set(card.kind, card);
  for (const section of sections) {
    switch (section.id) {
      case 'overview_and_certifications':
        add(section.overview);
        add(section.certifications);
        break;
      case 'cards':
        section.cards.forEach(add);
        break;
      case 'overview':
      case 'certifications':
      case 'trusted_by':
      case 'subprocessors':
      case 'documents':
        add(section.card);
        break;
      default:
        break;
    }
  }
  return cards;
}

export function findCardOfItem(
  cards: Map<CardKind, CardView>,
  itemUid: string,
): CardView | undefined {
  for (const card of cards.values()) {
    if (card.items.some((item) => item.uid === itemUid)) return card;
  }
  return undefined;
}

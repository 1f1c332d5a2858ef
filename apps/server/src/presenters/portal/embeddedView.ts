/**
 * The view as the page embeds it for hydration. Grid cards carry only the items their tiles
 * show (the expanded card fetches the rest), except the card the page opens on load, which the
 * drawer shows at once. Everything else is the view as presented.
 *
 * The page's HTML still holds every item: `portalPageData` hands the renderer the items the
 * embedded view leaves out (`htmlOnlyItems`), which go into the HTML and never into the JSON.
 */
import {
  LIMITS,
  type CardKind,
  type CardView,
  type ItemView,
  type PageData,
  type PortalView,
} from '@candor/domain';

/** What the page opens on load: a card's drawer, on one of its items or at its top. */
export interface OpenCard {
  kind: CardKind;
  itemUid: string | null;
}

const isTileCut = (card: CardView, open: OpenCard | null): boolean =>
  card.kind !== open?.kind && card.items.length > LIMITS.cardItemsShown;

export function embeddedView(view: PortalView, open: OpenCard | null): PortalView {
  const tile = (card: CardView): CardView =>
    isTileCut(card, open) ? { ...card, items: card.items.slice(0, LIMITS.cardItemsShown) } : card;
  return {
    ...view,
    openItemUid: open?.itemUid ?? null,
    openCardKind: open?.kind ?? null,
    sections: view.sections.map((section) =>
      section.id === 'cards' ? { ...section, cards: section.cards.map(tile) } : section,
    ),
  };
}

/** The portal page to render: the embedded view, and the items only its HTML carries. */
export function portalPageData(view: PortalView, open: OpenCard | null): PageData {
  const htmlOnlyItems: Partial<Record<CardKind, ItemView[]>> = {};
  for (const section of view.sections) {
    if (section.id !== 'cards') continue;
    for (const card of section.cards) {
      if (isTileCut(card, open)) htmlOnlyItems[card.kind] = card.items.slice(LIMITS.cardItemsShown);
    }
  }
  return { kind: 'portal', view: embeddedView(view, open), htmlOnlyItems };
}

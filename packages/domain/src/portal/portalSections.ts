/**
 * Walking the sections of a PortalView: which cards a page shows and where an item is. The
 * server uses it to find the item a link opens, the browser to find the card to expand for it;
 * both must find the same one.
 */
import { itemNameKey } from './portalQuery.js';
import type { CardView, ItemView, SectionView } from './portalView.js';

/** The cards a section holds; list sections (knowledge base, updates, help) hold none. */
export function sectionCards(section: SectionView): readonly CardView[] {
  switch (section.id) {
    case 'overview_and_certifications':
      return [section.overview, section.certifications];
    case 'cards':
      return section.cards;
    case 'overview':
    case 'certifications':
    case 'trusted_by':
    case 'subprocessors':
    case 'documents':
      return [section.card];
    case 'knowledge_base':
    case 'trust_center_updates':
    case 'help':
      return [];
  }
}

/** Every card of the page, in page order. */
export function* portalCards(sections: readonly SectionView[]): Generator<CardView> {
  for (const section of sections) yield* sectionCards(section);
}

/** Every item of the page, in page order. */
export function* portalItems(sections: readonly SectionView[]): Generator<ItemView> {
  for (const card of portalCards(sections)) yield* card.items;
}

/** An item by uid, custom URL slug, or name (`?itemName=`, compared by `itemNameKey`). */
export type ItemLookup = { uid: string } | { customUrlSlug: string } | { name: string };

function matcher(by: ItemLookup): (item: ItemView) => boolean {
  if ('uid' in by) return (item) => item.uid === by.uid;
  if ('customUrlSlug' in by) return (item) => item.customUrlSlug === by.customUrlSlug;
  const key = itemNameKey(by.name);
  return (item) => key !== '' && itemNameKey(item.title) === key;
}

/** The card holding an item (by uid, custom URL slug or name) and the item; null when none. */
export function findPortalItem(
  sections: readonly SectionView[],
  by: ItemLookup,
): { card: CardView; item: ItemView } | null {
  for (const card of portalCards(sections)) {
    const item = card.items.find(matcher(by));
    if (item) return { card, item };
  }
  return null;
}

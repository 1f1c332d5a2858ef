import type { CardView, ItemView, PortalView, SectionView } from '@candor/domain';

function sectionCards(section: SectionView): CardView[] {
  switch (section.id) {
    case 'overview_and_certifications':
      return [section.overview, section.certifications];
    case 'cards':
      return section.cards;
    case 'knowledge_base':
    case 'trust_center_updates':
    case 'help':
      return [];
    default:
      return [section.card];
  }
}

/** Every item the view shows, in page order. */
export function* viewItems(view: PortalView): Generator<ItemView> {
  for (const section of view.sections) {
    for (const card of sectionCards(section)) yield* card.items;
  }
}

/** An item the viewer can see, by uid or by custom URL slug; null when there is none. */
export function findViewItem(
  view: PortalView,
  by: { uid: string } | { customUrlSlug: string },
): ItemView | null {
  for (const item of viewItems(view)) {
    if ('uid' in by ? item.uid === by.uid : item.customUrlSlug === by.customUrlSlug) return item;
  }
  return null;
}

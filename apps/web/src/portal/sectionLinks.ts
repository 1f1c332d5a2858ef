import { SECTION_TITLES } from '@candor/domain/cards/constants';
import type { SectionView } from '@candor/domain/portal/portalView';
import { sectionElementId, sectionTitleId } from '../sections/SectionFrame.js';

export interface SectionLink {
  /** The element the link scrolls to (without '#'). */
  targetId: string;
  label: string;
}

/** The security cards' grid has no visible heading; the navigation names it this. */
export const CARDS_SECTION_LABEL = SECTION_TITLES.cards!;

/**
 * One link per section the viewer sees, in the page's order, named as the section's heading
 * reads; the combined Overview and Certifications section gives one link to each half.
 */
export function sectionLinks(sections: readonly SectionView[]): SectionLink[] {
  return sections.flatMap((section): SectionLink[] => {
    const whole = sectionElementId(section.id);
    switch (section.id) {
      case 'overview':
      case 'certifications':
      case 'trusted_by':
      case 'subprocessors':
      case 'documents':
        return [{ targetId: whole, label: section.card.title }];
      case 'overview_and_certifications':
        return [
          { targetId: whole, label: section.overview.title },
          { targetId: sectionTitleId('certifications'), label: section.certifications.title },
        ];
      case 'cards':
        return section.cards.length > 0 ? [{ targetId: whole, label: CARDS_SECTION_LABEL }] : [];
      case 'knowledge_base':
      case 'trust_center_updates':
      case 'help':
        return [{ targetId: whole, label: section.title }];
    }
  });
}

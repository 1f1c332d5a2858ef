/**
 * The rows of the 'Re-order Trust Center sections' and 'Re-order cards' dialogs, from the same
 * content the page is built from: every section with its title and whether it is disabled
 * (hidden, or forced hidden when empty), and the Cards section's cards in their order.
 */
import {
  cardGridKinds,
  cardTitle,
  effectiveSectionOrder,
  isSectionHidden,
  SECTION_TITLES,
  type CardKind,
  type ProductLayout,
  type SectionId,
  type SectionOrderEntry,
} from '@candor/domain';
import type { CardRow } from '../../db/rows.js';
import {
  enabledHelpContacts,
  presentHelpContacts,
} from '../../presenters/portal/presentSections.js';
import type { PortalContent } from '../../presenters/portal/portalContent.js';

export function productLayout(content: PortalContent): ProductLayout {
  const { product } = content;
  const cardsByKind = new Map<CardKind, CardRow>(content.cards.map((card) => [card.kind, card]));
  const withFiles = new Set(content.itemFiles.map((file) => file.itemId));
  const trustedBy = cardsByKind.get('TrustedBy');
  const counts = {
    trusted_by: trustedBy ? content.items.filter((item) => item.cardId === trustedBy.id).length : 0,
    subprocessors: content.subprocessors.length,
    documents: content.items.filter((item) => withFiles.has(item.id)).length,
    help: enabledHelpContacts(presentHelpContacts(content)),
  };
  /** Disabled in the dialog exactly when the page omits it for visitors (canSee's rule). */
  const hiddenSection = (id: SectionId, hidden: boolean) =>
    isSectionHidden({ id, hidden: configHidden(id) || hidden, counts });
  const configHidden = (id: SectionId) => product.sectionConfig[id]?.hidden === true;

  /** A card-backed section: titled by its card; disabled when the card is hidden or missing. */
  const cardSection = (id: SectionId, kind: CardKind): SectionOrderEntry => {
    const card = cardsByKind.get(kind);
    // Subprocessors and documents show with the card's defaults until staff save the card.
    const missing = !card && id !== 'subprocessors' && id !== 'documents';
    return {
      title: cardTitle({ kind, title: card?.title ?? null }),
      hidden: hiddenSection(id, missing || card?.hidden === true),
    };
  };

  const plain = (id: 'cards' | 'knowledge_base' | 'trust_center_updates' | 'help') => ({
    title: SECTION_TITLES[id] ?? id,
    hidden: hiddenSection(id, false),
  });
  const overview = cardSection('overview', 'Overview');
  const certifications = cardSection('certifications', 'Certifications');
  const sections: Record<SectionId, SectionOrderEntry> = {
    overview,
    certifications,
    overview_and_certifications: {
      title: `${overview.title} and ${certifications.title}`,
      hidden: hiddenSection(
        'overview_and_certifications',
        overview.hidden && certifications.hidden,
      ),
    },
    trusted_by: cardSection('trusted_by', 'TrustedBy'),
    subprocessors: cardSection('subprocessors', 'Subprocessors'),
    documents: cardSection('documents', 'Documents'),
    cards: plain('cards'),
    knowledge_base: plain('knowledge_base'),
    trust_center_updates: plain('trust_center_updates'),
    help: plain('help'),
  };

  const cards = cardGridKinds(product.cardOrder)
    .map((kind) => cardsByKind.get(kind))
    .filter((card): card is CardRow => card !== undefined)
    .map((card) => ({ kind: card.kind, title: cardTitle(card), hidden: card.hidden }));

  return {
    productSlug: product.slug,
    sectionOrder: effectiveSectionOrder(product.sectionOrder),
    sections,
    cards,
  };
}

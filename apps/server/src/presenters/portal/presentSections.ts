/**
 * The sections of a product page in the configured order, each with what the viewer may see;
 * sections the viewer must not see (hidden, or forced hidden when empty) are left out outside
 * main mode and carry the hidden mark in main mode.
 */
import {
  addableCardKinds,
  canExpand,
  cardGridKinds,
  cardTitle,
  effectiveSectionOrder,
  isSectionHidden,
  isShown,
  portalAbilities,
  SECTION_CARD_KIND,
  SECTION_TITLES,
  type CardKind,
  type CardView,
  type ContactAction,
  type ContactView,
  type SectionId,
  type SectionView,
  type SubprocessorView,
  type ContactSetting,
} from '@candor/domain';
import {
  embeddedDocuments,
  pageOf,
  PORTAL_LIST_PAGE_SIZE,
  type DocumentsTab,
} from '@candor/domain/portal/portalLists.schema';
import { companyLogoUrl } from './companyLogoUrl.js';
import type { CardRow } from '../../db/rows.js';
import type { PortalContent } from './portalContent.js';
import { cardViewsOf, type CardViews } from './cardViews.js';
import {
  documentCountsByCard,
  documentsOfTab,
  presentDocuments,
  presentKbEntries,
  presentTopics,
  updatesOffer,
} from './presentLists.js';
import { cardAbilities, mayOnPage, type PresentContext } from './presentContext.js';

function presentContact(
  setting: ContactSetting,
  mailbox: string | null,
  subject: string,
): ContactView {
  const onClickAction: ContactAction = setting.onClickAction;
  const href =
    onClickAction === 'send-email'
      ? mailbox
        ? `mailto:${mailbox}?subject=${encodeURIComponent(subject)}`
        : null
      : (setting.url ?? null);
  return { enabled: setting.enabled && href !== null, onClickAction, href };
}

/** The help section's two contacts, as the page offers them (enabled with somewhere to go). */
export function presentHelpContacts(content: Pick<PortalContent, 'customization' | 'org'>) {
  const { customization, org } = content;
  return {
    contactSupport: presentContact(
      customization.contactSupport,
      customization.supportMailbox,
      `Support request for ${org.name}`,
    ),
    reportIssue: presentContact(
      customization.reportIssue,
      customization.securityMailbox ?? customization.supportMailbox,
      `Vulnerability report for ${org.name}`,
    ),
  };
}

/** How many of the help section's contacts are enabled: none, and the section is hidden. */
export const enabledHelpContacts = (contacts: ReturnType<typeof presentHelpContacts>): number =>
  Number(contacts.contactSupport.enabled) + Number(contacts.reportIssue.enabled);

function presentSubprocessors(content: PortalContent, ctx: PresentContext): SubprocessorView[] {
  return content.subprocessors.map((row) => ({
    id: row.id,
    company: {
      name: row.company.name,
      domain: row.company.domain ?? null,
      logoUrl: companyLogoUrl(row.company, ctx.orgId, ctx.revision),
      source: row.company.source,
      companyId: row.company.source === 'custom' ? null : (row.company.companyId ?? null),
    },
    purpose: row.purpose,
    location: row.location,
    additionalDetails: row.additionalDetails,
  }));
}

/** `cardViews`: the caller's own, when it presents the cards too (each is presented once). */
export function presentSections(
  content: PortalContent,
  ctx: PresentContext,
  canEdit: boolean,
  cardViews: CardViews = cardViewsOf(content, ctx, canEdit),
): SectionView[] {
  const { mode } = ctx.viewer;
  // Staff see what is empty or not set up yet, marked, so they notice it.
  const { canSeeHidden } = portalAbilities(ctx.viewer.actor, mode);
  const cardsByKind = new Map(content.cards.map((card) => [card.kind, card]));
  const cardShown = cardViews.shown;
  const viewOf = cardViews.viewOf;
  /** A section's own card, unless it does not exist or is a hidden card the viewer may not see. */
  const sectionCard = (id: SectionId): CardView | null => {
    const kind = SECTION_CARD_KIND[id];
    const card = kind ? cardsByKind.get(kind) : undefined;
    if (!card || !cardShown(card)) return null;
    return viewOf(card);
  };
  /**
   * Subprocessors and documents have content of their own (subprocessor rows, the files of
   * every card), so their sections show with the card's defaults until staff save the card.
   */
  const unsavedCard = (id: 'subprocessors' | 'documents'): CardView | null => {
    const kind = SECTION_CARD_KIND[id]!;
    if (cardsByKind.has(kind)) return null;
    return {
      kind,
      title: cardTitle({ kind, title: null }),
      hidden: false,
      displayText: null,
      placeholder: null,
      iconUrl: null,
      expandable: canExpand(kind, mode, canEdit),
      items: [],
      itemCount: 0,
      abilities: cardAbilities(ctx, kind),
    };
  };

  const documents = presentDocuments(content, cardViews);
  const subprocessors = presentSubprocessors(content, ctx);
  const helpContacts = presentHelpContacts(content);
  const counts = {
    trusted_by: sectionCard('trusted_by')?.items.length ?? 0,
    subprocessors: subprocessors.length,
    documents: documents.length,
    help: enabledHelpContacts(helpContacts),
  };

  const sections: SectionView[] = [];
  const configHidden = (id: SectionId) => content.product.sectionConfig[id]?.hidden === true;
  const push = (section: SectionView, cardHidden = false) => {
    const seen = {
      type: 'section',
      id: section.id,
      hidden: configHidden(section.id) || cardHidden,
      counts,
    } as const;
    if (!isShown(ctx.viewer, seen)) return;
    sections.push({ ...section, hidden: isSectionHidden(seen) });
  };

  for (const id of effectiveSectionOrder(content.product.sectionOrder)) {
    switch (id) {
      case 'overview':
      case 'certifications':
      case 'trusted_by': {
        const card = sectionCard(id);
        if (card) push({ id, hidden: false, card }, card.hidden);
        break;
      }
      case 'overview_and_certifications': {
        const overview = sectionCard('overview');
        const certifications = sectionCard('certifications');
        if (overview && certifications) {
          push(
            { id, hidden: false, overview, certifications },
            overview.hidden && certifications.hidden,
          );
        } else if (overview || certifications) {
          const single = (overview ?? certifications)!;
          const singleId = overview ? 'overview' : 'certifications';
          push({ id: singleId, hidden: false, card: single }, single.hidden);
        }
        break;
      }
      case 'subprocessors': {
        const card = sectionCard(id) ?? unsavedCard(id);
        if (card) push({ id, hidden: false, card, subprocessors }, card.hidden);
        break;
      }
      case 'documents': {
        const card = sectionCard(id) ?? unsavedCard(id);
        if (card) {
          const featured = documents.filter((d) => d.featured);
          const firstPage = (tab: DocumentsTab) =>
            pageOf(documentsOfTab(documents, tab), 1, PORTAL_LIST_PAGE_SIZE.documents);
          push(
            {
              id,
              hidden: false,
              card,
              featured,
              documents: embeddedDocuments(featured, firstPage('all').items),
              totals: {
                all: documents.length,
                public: firstPage('public').total,
                private: firstPage('private').total,
              },
              byCard: documentCountsByCard(documents, cardViews, content),
              bulkDownload:
                content.customization.bulkDownloadEnabled &&
                documents.some((d) => d.downloadUrl !== null),
            },
            card.hidden,
          );
        }
        break;
      }
      case 'cards': {
        const grid = cardGridKinds(content.product.cardOrder)
          .map((kind: CardKind) => cardsByKind.get(kind))
          .filter((card): card is CardRow => card !== undefined);
        const cards = grid.filter(cardShown).map(viewOf);
        const addableKinds = mayOnPage(ctx, 'card.add')
          ? addableCardKinds(cardsByKind.keys())
          : undefined;
        if (cards.length > 0 || canSeeHidden) {
          push({ id, hidden: false, cards, ...(addableKinds ? { addableKinds } : {}) });
        }
        break;
      }
      case 'knowledge_base': {
        const { items, total } = pageOf(
          presentKbEntries(content, ctx),
          1,
          PORTAL_LIST_PAGE_SIZE['knowledge-base'],
        );
        push({ id, hidden: false, title: SECTION_TITLES.knowledge_base!, entries: items, total });
        break;
      }
      case 'trust_center_updates': {
        const { items, total } = pageOf(
          presentTopics(content, ctx),
          1,
          PORTAL_LIST_PAGE_SIZE.updates,
        );
        push({
          id,
          hidden: false,
          title: SECTION_TITLES.trust_center_updates!,
          topics: items,
          total,
          offer: updatesOffer(content, ctx),
        });
        break;
      }
      case 'help':
        push({ id, hidden: false, title: SECTION_TITLES.help!, ...helpContacts });
        break;
    }
  }
  return sections;
}

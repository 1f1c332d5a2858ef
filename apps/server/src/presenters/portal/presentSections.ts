/**
 * The sections of a product page in the configured order, each with what the viewer may see;
 * sections the viewer must not see (hidden, or forced hidden when empty) are left out outside
 * main mode and carry the hidden mark in main mode.
 */
import {
  canExpand,
  cardGridKinds,
  cardTitle,
  effectiveSectionOrder,
  isSectionForcedHidden,
  isSectionShown,
  isShown,
  SECTION_CARD_KIND,
  SECTION_TITLES,
  type CardKind,
  type CardView,
  type ContactAction,
  type ContactView,
  type DocumentView,
  type KbEntryView,
  type SectionId,
  type SectionView,
  type SubprocessorView,
  type TopicView,
} from '@candor/domain';
import type { CardRow } from '../../db/rows.js';
import type { ContactSetting } from '../../db/schema/index.js';
import type { PortalContent } from '../../services/portal/loadPortalContent.js';
import { presentCard, presentCardItems, type CardContent } from './presentCard.js';
import { cardAbilities, type PresentContext } from './presentContext.js';
import { assetUrl } from './portalLinks.js';

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Topics and updates as the viewer may read them, pinned first, then newest first. */
export function presentTopics(content: PortalContent, ctx: PresentContext): TopicView[] {
  const { viewer } = ctx;
  // loadPortalContent read only this product's updates (db/productScope.ts).
  const updatesByTopic = groupBy(
    content.updates.filter((u) => isShown(viewer, { type: 'update', audience: u.spAudience })),
    (u) => u.topicId,
  );
  return content.topics
    .filter((topic) => isShown(viewer, { type: 'topic', hidden: topic.hidden }))
    .map((topic) => ({ topic, updates: updatesByTopic.get(topic.id) ?? [] }))
    .filter(({ updates }) => updates.length > 0)
    .sort(
      (a, b) =>
        Number(b.topic.isPinned) - Number(a.topic.isPinned) ||
        b.topic.createdAt.getTime() - a.topic.createdAt.getTime(),
    )
    .map(({ topic, updates }) => ({
      id: topic.id,
      subject: topic.subject,
      category: topic.category,
      isPinned: topic.isPinned,
      hidden: topic.hidden,
      createdAt: topic.createdAt.toISOString(),
      updates: updates.map((u) => ({
        id: u.id,
        message: u.message,
        createdAt: u.createdAt.toISOString(),
        updatedAt: u.updatedAt.toISOString(),
      })),
    }));
}

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

function presentKbEntries(content: PortalContent, ctx: PresentContext): KbEntryView[] {
  return content.kbEntries
    .filter((entry) => isShown(ctx.viewer, { type: 'kb_entry', accessLevel: entry.accessLevel }))
    .map((entry) => ({
      id: entry.id,
      question: entry.question,
      answer: entry.answer,
      updatedAt: entry.updatedAt.toISOString(),
    }));
}

function presentSubprocessors(content: PortalContent, ctx: PresentContext): SubprocessorView[] {
  return content.subprocessors.map((row) => ({
    id: row.id,
    company: {
      name: row.company.name,
      domain: row.company.domain ?? null,
      logoUrl: row.company.logoAssetId
        ? assetUrl(ctx.orgId, row.company.logoAssetId, ctx.revision)
        : null,
    },
    purpose: row.purpose,
    location: row.location,
    additionalDetails: row.additionalDetails,
  }));
}

export function presentSections(
  content: PortalContent,
  ctx: PresentContext,
  canEdit: boolean,
): SectionView[] {
  const cardContent: CardContent = {
    itemsByCard: groupBy(content.items, (item) => item.cardId),
    filesByItem: groupBy(content.itemFiles, (file) => file.itemId),
  };
  const { mode } = ctx.viewer;
  const cardsByKind = new Map(content.cards.map((card) => [card.kind, card]));
  const cardShown = (card: CardRow) => isShown(ctx.viewer, { type: 'card', hidden: card.hidden });
  const cardViews = new Map<CardRow, CardView>();
  const viewOf = (card: CardRow): CardView => {
    let view = cardViews.get(card);
    if (!view) {
      view = presentCard(card, presentCardItems(card, cardContent, ctx), ctx, canEdit);
      cardViews.set(card, view);
    }
    return view;
  };
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
      abilities: cardAbilities(ctx),
    };
  };

  // Every document of every item the viewer sees, featured first.
  const documents: DocumentView[] = [];
  for (const card of content.cards.filter(cardShown)) {
    for (const item of viewOf(card).items) {
      for (const doc of item.documents) {
        documents.push({
          fileId: doc.fileId,
          name: doc.name,
          contentType: doc.contentType,
          itemUid: item.uid,
          itemTitle: item.title,
          cardKind: item.kind,
          publicAccess: item.publicAccess,
          featured: item.featured,
          viewUrl: doc.viewUrl,
          downloadUrl: doc.downloadUrl,
        });
      }
    }
  }
  documents.sort((a, b) => Number(b.featured) - Number(a.featured));
  const subprocessors = presentSubprocessors(content, ctx);
  const counts = {
    trusted_by: sectionCard('trusted_by')?.items.length ?? 0,
    subprocessors: subprocessors.length,
    documents: documents.length,
  };

  const sections: SectionView[] = [];
  const configHidden = (id: SectionId) => content.product.sectionConfig[id]?.hidden === true;
  const push = (section: SectionView, cardHidden = false) => {
    const hidden = configHidden(section.id) || cardHidden;
    if (!isSectionShown(section.id, { hidden }, mode, counts)) return;
    sections.push({ ...section, hidden: hidden || isSectionForcedHidden(section.id, counts) });
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
        if (card) push({ id, hidden: false, card, documents }, card.hidden);
        break;
      }
      case 'cards': {
        const grid = cardGridKinds(content.product.cardOrder)
          .map((kind: CardKind) => cardsByKind.get(kind))
          .filter((card): card is CardRow => card !== undefined);
        const cards = grid.filter(cardShown).map(viewOf);
        if (cards.length > 0 || mode === 'main') push({ id, hidden: false, cards });
        break;
      }
      case 'knowledge_base': {
        const entries = presentKbEntries(content, ctx);
        push({
          id,
          hidden: false,
          title: SECTION_TITLES.knowledge_base!,
          entries,
          total: entries.length,
        });
        break;
      }
      case 'trust_center_updates': {
        const topics = presentTopics(content, ctx);
        push({
          id,
          hidden: false,
          title: SECTION_TITLES.trust_center_updates!,
          topics,
          total: topics.length,
        });
        break;
      }
      case 'help': {
        const { customization, org } = content;
        const contactSupport = presentContact(
          customization.contactSupport,
          customization.supportMailbox,
          `Support request for ${org.name}`,
        );
        const reportIssue = presentContact(
          customization.reportIssue,
          customization.securityMailbox ?? customization.supportMailbox,
          `Vulnerability report for ${org.name}`,
        );
        // Outside main mode the help card shows only when one of its contacts is enabled.
        if (mode === 'main' || contactSupport.enabled || reportIssue.enabled) {
          push({
            id,
            hidden: false,
            title: SECTION_TITLES.help!,
            contactSupport,
            reportIssue,
          });
        }
        break;
      }
    }
  }
  return sections;
}

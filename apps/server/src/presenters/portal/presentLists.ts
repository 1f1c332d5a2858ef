/**
 * The portal's long lists, whole and in the viewer's order: the page embeds their first page and
 * the list endpoints serve the others, both from these functions.
 */
import {
  canComposeUpdates,
  isShown,
  orderDocuments,
  type DocumentCardCount,
  type DocumentView,
  type KbEntryView,
  type TopicView,
  type UpdatesOffer,
} from '@candor/domain';
import type { DocumentsTab } from '@candor/domain/portal/portalLists.schema';
import { renderUpdateMarkdown } from '../../updates/updateMarkdown.js';
import type { PortalContent } from './portalContent.js';
import type { CardViews } from './cardViews.js';
import { groupBy } from './groupBy.js';
import type { PresentContext } from './presentContext.js';

/** Topics and updates as the viewer may read them, pinned first, then newest, then by id. */
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
        b.topic.createdAt.getTime() - a.topic.createdAt.getTime() ||
        (a.topic.id < b.topic.id ? -1 : a.topic.id > b.topic.id ? 1 : 0),
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
        html: renderUpdateMarkdown(u.message),
        createdAt: u.createdAt.toISOString(),
        updatedAt: u.updatedAt.toISOString(),
        audience: u.spAudience,
        productIds: u.isGlobalProduct ? null : u.productIds,
        channels: u.channels,
      })),
    }));
}

/** Knowledge-base entries the viewer may read that apply to the product, favourites first. */
export function presentKbEntries(content: PortalContent, ctx: PresentContext): KbEntryView[] {
  // loadPortalContent read only this product's entries (db/productScope.ts).
  return content.kbEntries
    .filter((entry) => isShown(ctx.viewer, { type: 'kb_entry', accessLevel: entry.accessLevel }))
    .map((entry) => ({
      id: entry.id,
      question: entry.question,
      answer: entry.answer,
      answerHtml: renderUpdateMarkdown(entry.answer),
      updatedAt: entry.updatedAt.toISOString(),
    }));
}

/**
 * Every document of every item the viewer sees on the page's cards, featured first, then in the
 * item order staff saved for the documents section.
 */
export function presentDocuments(content: PortalContent, cards: CardViews): DocumentView[] {
  const documents: DocumentView[] = [];
  for (const card of content.cards.filter(cards.shown)) {
    for (const item of cards.viewOf(card).items) {
      for (const doc of item.documents) {
        documents.push({
          fileId: doc.fileId,
          name: doc.name,
          contentType: doc.contentType,
          size: doc.size,
          createdAt: doc.createdAt,
          itemUid: item.uid,
          itemTitle: item.title,
          itemType: item.type,
          cardKind: item.kind,
          publicAccess: item.publicAccess,
          featured: item.featured,
          viewUrl: doc.viewUrl,
          downloadUrl: doc.downloadUrl,
          ...(doc.generated ? { generated: true } : {}),
          ...(doc.encrypted ? { encrypted: true } : {}),
        });
      }
    }
  }
  return orderDocuments(documents, content.product.sectionConfig.documents?.itemOrder);
}

/** The documents a tab of the documents card lists, in the same order. */
export function documentsOfTab(
  documents: readonly DocumentView[],
  tab: DocumentsTab,
): DocumentView[] {
  switch (tab) {
    case 'all':
      return [...documents];
    case 'public':
      return documents.filter((d) => d.publicAccess);
    case 'private':
      return documents.filter((d) => !d.publicAccess);
  }
}

/** How many of the documents each card holds, cards in page order, empty cards left out. */
export function documentCountsByCard(
  documents: readonly DocumentView[],
  cards: CardViews,
  content: PortalContent,
): DocumentCardCount[] {
  const counts = new Map<string, number>();
  for (const document of documents) {
    counts.set(document.cardKind, (counts.get(document.cardKind) ?? 0) + 1);
  }
  return content.cards
    .filter(cards.shown)
    .map((card) => cards.viewOf(card))
    .filter((view) => (counts.get(view.kind) ?? 0) > 0)
    .map((view) => ({
      kind: view.kind,
      title: view.title,
      count: counts.get(view.kind) ?? 0,
      edit: view.abilities.edit,
    }));
}

/**
 * The subscribe offer (non-main modes, when enabled), the composer (main mode, for staff who
 * may compose updates) and the feeds.
 */
export function updatesOffer(content: PortalContent, ctx: PresentContext): UpdatesOffer {
  const base = `${ctx.links.origin}${ctx.links.basePath}`;
  return {
    subscribe: ctx.viewer.mode !== 'main' && content.customization.updatesSubscriptionEnabled,
    agreeToTerms: content.customization.subscribeTermsRequired
      ? { termsUrl: content.customization.termsUrl, privacyUrl: content.customization.privacyUrl }
      : null,
    compose:
      ctx.viewer.mode === 'main' &&
      canComposeUpdates(ctx.viewer.actor, { orgId: ctx.viewer.orgId }),
    feeds: { atom: `${base}/updates.atom`, json: `${base}/updates.json` },
  };
}

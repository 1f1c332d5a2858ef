/**
 * Which sources THIS viewer may read on one product's portal, found by the portal's own
 * presenters (cards, items, documents, knowledge base, updates) over the same content, so Ask AI
 * applies exactly the rules the page does: a hidden or restricted item, a private entry or
 * update, a document the viewer may not open are never among them.
 */
import { portalHref, type AskAiSource, type Viewer } from '@candor/domain';
import { cardViewsOf } from '../presenters/portal/cardViews.js';
import { viewerLinkQuery, type PortalLinks } from '../presenters/portal/portalLinks.js';
import { presentContextOf } from '../presenters/portal/presentContext.js';
import { presentKbEntries, presentTopics } from '../presenters/portal/presentLists.js';
import { presentSections } from '../presenters/portal/presentSections.js';
import type { PortalContent } from '../presenters/portal/portalContent.js';

/** By source id (database ids, unique across kinds). */
export type VisibleSources = Map<string, AskAiSource>;

export function visibleSources(
  content: PortalContent,
  viewer: Viewer,
  links: PortalLinks,
  now = new Date(),
): VisibleSources {
  const ctx = presentContextOf(content, { viewer, links, now });
  const location = {
    basePath: links.basePath,
    productSlug: content.product.isDefault ? null : content.product.slug,
  };
  const query = viewerLinkQuery(viewer);
  const href = (patch: { itemUid?: string } = {}, anchor = '') =>
    portalHref(location, { ...query, ...patch }) + anchor;
  const sources: VisibleSources = new Map();

  // The sections the viewer is shown; a section hidden from them hides its content too.
  const cardViews = cardViewsOf(content, ctx, false);
  const sections = presentSections(content, ctx, false, cardViews).filter((s) => !s.hidden);
  const shown = new Set(sections.map((s) => s.id));
  const shownKinds = new Set(
    sections.flatMap((s) => {
      switch (s.id) {
        case 'overview':
        case 'certifications':
        case 'trusted_by':
        case 'subprocessors':
        case 'documents':
          return [s.card.kind];
        case 'overview_and_certifications':
          return [s.overview.kind, s.certifications.kind];
        case 'cards':
          return s.cards.map((c) => c.kind);
        case 'knowledge_base':
        case 'trust_center_updates':
        case 'help':
          return [];
      }
    }),
  );
  const itemIdByUid = new Map(content.items.map((item) => [item.uid, item.id]));
  for (const card of content.cards.filter(cardViews.shown)) {
    if (!shownKinds.has(card.kind)) continue;
    for (const item of cardViews.viewOf(card).items) {
      // A restricted item's title shows, but its content is for those granted access.
      if (item.restricted) continue;
      const id = itemIdByUid.get(item.uid);
      if (!id) continue;
      sources.set(id, {
        kind: 'item',
        id,
        title: item.title,
        url: href({ itemUid: item.uid }),
        itemUid: item.uid,
        cardKind: item.kind,
      });
      for (const document of item.documents) {
        if (document.generated || document.viewUrl === null || sources.has(document.fileId)) {
          continue;
        }
        sources.set(document.fileId, {
          kind: 'document',
          id: document.fileId,
          title: document.name,
          url: href({ itemUid: item.uid }),
          itemUid: item.uid,
          cardKind: item.kind,
        });
      }
    }
  }
  if (shown.has('knowledge_base')) {
    for (const entry of presentKbEntries(content, ctx)) {
      sources.set(entry.id, {
        kind: 'kb_entry',
        id: entry.id,
        title: entry.question,
        url: href({}, '#section-knowledge_base'),
        itemUid: null,
        cardKind: null,
      });
    }
  }
  if (shown.has('trust_center_updates')) {
    for (const topic of presentTopics(content, ctx)) {
      for (const update of topic.updates) {
        sources.set(update.id, {
          kind: 'update',
          id: update.id,
          title: topic.subject,
          url: href({}, '#section-trust_center_updates'),
          itemUid: null,
          cardKind: null,
        });
      }
    }
  }
  return sources;
}

/**
 * What one viewer may find on one product: the trust items of the cards on their page, the
 * documents of those items (names, and the extracted text of the ones they may open), the
 * knowledge-base entries and the trust updates they may read. Built from the same presenters as
 * the page, so `canSee` decided every entry and no visibility rule has a second copy here. A
 * document the viewer may not open is found by its name and shown with its item's text.
 */
import {
  canSee,
  helpWebpageDocs,
  isShown,
  itemSearchDocs,
  itemSearchText,
  notFound,
  webpageSearchDoc,
  portalAbilities,
  portalCards,
  type SearchDoc,
  type Viewer,
} from '@candor/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { cardViewsOf } from '../../presenters/portal/cardViews.js';
import type { PortalLinks } from '../../presenters/portal/portalLinks.js';
import { presentContextOf } from '../../presenters/portal/presentContext.js';
import { presentKbEntries, presentTopics } from '../../presenters/portal/presentLists.js';
import { presentSections } from '../../presenters/portal/presentSections.js';
import { loadPortalContent } from '../portal/loadPortalContent.js';

/** A document's text in the browser's index: enough to find it by what it is about. */
export const INDEXED_DOCUMENT_TEXT = 2_000;

export interface SearchContentInput {
  viewer: Viewer;
  links: PortalLinks;
  now?: Date;
}

export interface SearchContent {
  docs: SearchDoc[];
  /**
   * The Ask AI datastore's source (`ai_chunks.source_id`) of each document whose whole text the
   * viewer may read: the semantic search ranks these sources and nothing else.
   */
  sourceOf: Map<string, string>;
}

export async function loadSearchContent(db: Db, input: SearchContentInput): Promise<SearchContent> {
  const { viewer } = input;
  if (viewer.productId === null) throw notFound('Product not found');
  const content = await loadPortalContent(db, viewer.orgId, viewer.productId);
  // Hidden products are staff-only; to everyone else they do not exist.
  if (!content || canSee(viewer, { type: 'product', show: content.product.show }) === 'omitted') {
    throw notFound('Product not found');
  }
  const ctx = presentContextOf(content, { ...input, now: input.now ?? new Date() });
  const { canEdit } = portalAbilities(viewer.actor, viewer.mode);
  const cards = cardViewsOf(content, ctx, canEdit);
  const sections = presentSections(content, ctx, canEdit, cards);
  const sectionIds = new Set(sections.map((s) => s.id));
  const kindsOnPage = new Set([...portalCards(sections)].map((card) => card.kind));

  const docs: SearchDoc[] = [];
  const sourceOf = new Map<string, string>();
  const itemIdOf = new Map(content.items.map((item) => [item.uid, item.id]));
  const documentDocs = new Map<string, SearchDoc>();
  for (const card of content.cards) {
    if (!cards.shown(card)) continue;
    const view = cards.viewOf(card);
    if (!kindsOnPage.has(view.kind)) continue;
    for (const item of view.items) {
      const itemText = itemSearchText(item);
      for (const doc of itemSearchDocs(view.title, item)) {
        docs.push(doc);
        const itemId = itemIdOf.get(item.uid);
        if (itemId) sourceOf.set(doc.id, itemId);
      }
      for (const document of item.documents) {
        // Until the document's own text is known (below), its row shows its item's.
        const doc: SearchDoc = {
          id: `d:${item.uid}:${document.fileId}`,
          y: 'd',
          t: document.name,
          s: item.title,
          b: itemText,
          u: item.uid,
          k: item.kind,
        };
        docs.push(doc);
        // Only a document the viewer may open lends its text to their search.
        if (!document.generated && document.viewUrl !== null) {
          documentDocs.set(doc.id, doc);
          sourceOf.set(doc.id, document.fileId);
        }
      }
    }
  }

  if (sectionIds.has('knowledge_base')) {
    for (const entry of presentKbEntries(content, ctx)) {
      docs.push({ id: `f:${entry.id}`, y: 'f', t: entry.question, s: 'FAQs', b: entry.answer });
      sourceOf.set(`f:${entry.id}`, entry.id);
    }
  }
  if (sectionIds.has('trust_center_updates')) {
    for (const topic of presentTopics(content, ctx)) {
      for (const update of topic.updates) {
        docs.push({
          id: `u:${update.id}`,
          y: 'u',
          t: topic.subject,
          s: topic.subject,
          b: update.message,
          c: topic.id,
          at: update.updatedAt,
        });
        sourceOf.set(`u:${update.id}`, update.id);
      }
    }
  }

  // The organisation's product links (the header's switcher) and the help section's web links.
  const webpages = [
    ...content.productLinks
      .filter((link) => isShown(viewer, { type: 'product_link', show: link.show }))
      .map((link) => webpageSearchDoc(link.id, link.name, content.org.name, link.link)),
    ...sections.flatMap((section) => (section.id === 'help' ? helpWebpageDocs(section) : [])),
  ];
  for (const page of webpages) if (page) docs.push(page);

  const readableFileIds = [...new Set([...documentDocs.values()].map((d) => fileIdOf(d)))];
  if (readableFileIds.length > 0) {
    const rows = await db
      .select({ id: files.id, text: files.extractedText })
      .from(files)
      .where(
        and(
          eq(files.orgId, viewer.orgId),
          inArray(files.id, readableFileIds),
          isNotNull(files.extractedText),
        ),
      );
    const textOf = new Map(rows.map((row) => [row.id, row.text ?? '']));
    for (const doc of documentDocs.values()) {
      const text = textOf.get(fileIdOf(doc));
      if (text) doc.b = text.replace(/\s+/g, ' ').trim().slice(0, INDEXED_DOCUMENT_TEXT);
    }
  }
  return { docs, sourceOf };
}

const fileIdOf = (doc: SearchDoc): string => doc.id.slice(doc.id.lastIndexOf(':') + 1);

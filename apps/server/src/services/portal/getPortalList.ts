/**
 * The read side of the portal's paged lists: one page of the knowledge base, the trust updates
 * or the documents, for one viewer, from the same presenters that build the page's first page.
 * A list whose section this viewer does not see on the page does not exist for them.
 */
import {
  canSee,
  notFound,
  portalCards,
  portalAbilities,
  type CardKind,
  type DocumentView,
  type KbTablePage,
  type KbTableQuery,
  type SectionId,
  type SectionView,
  type TopicView,
  type Viewer,
} from '@candor/domain';
import {
  pageOf,
  PORTAL_LIST_PAGE_SIZE,
  type CardItems,
  type DocumentsPage,
  type DocumentsTab,
  type TopicsPage,
} from '@candor/domain/portal/portalLists.schema';
import type { Db } from '../../db/client.js';
import { cardViewsOf } from '../../presenters/portal/cardViews.js';
import type { PortalLinks } from '../../presenters/portal/portalLinks.js';
import { presentContextOf, type PresentContext } from '../../presenters/portal/presentContext.js';
import {
  documentsOfTab,
  presentDocuments,
  presentTopics,
} from '../../presenters/portal/presentLists.js';
import { presentSections } from '../../presenters/portal/presentSections.js';
import { kbScopeOf, kbTablePage } from '../knowledgeBase/kbTable.js';
import type { PortalContent } from '../../presenters/portal/portalContent.js';
import { loadPortalContent } from './loadPortalContent.js';
import type { RequestContext } from '../serviceContext.js';

export interface PortalListInput {
  viewer: Viewer;
  links: PortalLinks;
  now?: Date;
}

export interface Presented {
  content: PortalContent;
  ctx: PresentContext;
  canEdit: boolean;
  sections: SectionView[];
}

/** The viewer's product page, presented: what every list of it is taken from. */
export async function presentedPortal(db: Db, input: PortalListInput): Promise<Presented> {
  const { viewer } = input;
  if (viewer.productId === null) throw notFound();
  const content = await loadPortalContent(db, viewer.orgId, viewer.productId);
  // Hidden products are staff-only; to everyone else they do not exist.
  if (!content || canSee(viewer, { type: 'product', show: content.product.show }) === 'omitted') {
    throw notFound('Page not found');
  }
  const ctx = presentContextOf(content, { ...input, now: input.now ?? new Date() });
  const { canEdit } = portalAbilities(viewer.actor, viewer.mode);
  const sections = presentSections(content, ctx, canEdit);
  return { content, ctx, canEdit, sections };
}

async function presentedSection(
  db: Db,
  input: PortalListInput,
  section: SectionId | ((sections: SectionView[]) => boolean),
): Promise<Presented> {
  const presented = await presentedPortal(db, input);
  const { sections } = presented;
  const onPage =
    typeof section === 'function' ? section(sections) : sections.some((s) => s.id === section);
  if (!onPage) throw notFound('Page not found');
  return presented;
}

/**
 * One page of the knowledge-base table (the FAQ card's dialog): the whole base the viewer may
 * read, searched and filtered; the dialog starts filtered to the page's product.
 */
export async function getKnowledgeBasePage(
  context: RequestContext,
  input: PortalListInput,
  query: KbTableQuery,
): Promise<KbTablePage> {
  const { db } = context;
  await presentedSection(db, input, 'knowledge_base');
  const scope = await kbScopeOf(context, input.viewer, { now: input.now ?? new Date() });
  return kbTablePage(context, scope, query);
}

/** Every trust update topic the viewer may read, in page order (the sitemap lists them all). */
export async function getAllTopics(
  context: RequestContext,
  input: PortalListInput,
): Promise<TopicView[]> {
  const { db } = context;
  const { content, ctx } = await presentedSection(db, input, 'trust_center_updates');
  return presentTopics(content, ctx);
}

/** `topicId` asks for the page holding that topic (a `?tcuUid=` link); unknown ones are ignored. */
export async function getUpdatesPage(
  context: RequestContext,
  input: PortalListInput,
  query: { page: number; topicId?: string | undefined },
): Promise<TopicsPage> {
  const topics = await getAllTopics(context, input);
  const pageSize = PORTAL_LIST_PAGE_SIZE.updates;
  const index = query.topicId ? topics.findIndex((t) => t.id === query.topicId) : -1;
  return pageOf(topics, index >= 0 ? Math.floor(index / pageSize) + 1 : query.page, pageSize);
}

export async function getDocumentsPage(
  context: RequestContext,
  input: PortalListInput,
  query: { page: number; tab: DocumentsTab },
): Promise<DocumentsPage> {
  const { db } = context;
  const { content, ctx, canEdit } = await presentedSection(db, input, 'documents');
  const documents = presentDocuments(content, cardViewsOf(content, ctx, canEdit));
  return pageOf(documentsOfTab(documents, query.tab), query.page, PORTAL_LIST_PAGE_SIZE.documents);
}

/**
 * Every document the viewer sees in the documents section, with the links they may follow, and
 * whether the Trust Center offers bulk download (a bulk download may name only these).
 */
export async function getAllDocuments(
  context: RequestContext,
  input: PortalListInput,
): Promise<{ documents: DocumentView[]; bulkDownloadEnabled: boolean }> {
  const { db } = context;
  const { content, ctx, canEdit } = await presentedSection(db, input, 'documents');
  return {
    documents: presentDocuments(content, cardViewsOf(content, ctx, canEdit)),
    bulkDownloadEnabled: content.customization.bulkDownloadEnabled,
  };
}

/** Every item of a card the viewer sees on the page: what its expanded card lists. */
export async function getCardItems(
  context: RequestContext,
  input: PortalListInput,
  kind: CardKind,
): Promise<CardItems> {
  const { db } = context;
  // Only a card the viewer may expand has a list beyond its tile.
  const find = (sections: SectionView[]) =>
    [...portalCards(sections)].find((c) => c.kind === kind && c.expandable);
  const { sections } = await presentedSection(db, input, (s) => find(s) !== undefined);
  const card = find(sections);
  if (!card) throw notFound('Page not found');
  return { kind, items: card.items };
}

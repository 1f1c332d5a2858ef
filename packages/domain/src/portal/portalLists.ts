/**
 * The portal's paged lists (knowledge base, trust updates, documents): which there are, their
 * page sizes and URLs. No zod here, so the web app can import these without bundling it; the
 * schemas are in portalLists.schema.ts.
 */
import { LIMITS, type CardKind } from '../cards/constants.js';

export const PORTAL_LISTS = ['knowledge-base', 'updates', 'documents'] as const;
export type PortalList = (typeof PORTAL_LISTS)[number];

/** The spec's page sizes; the documents card shows a page's worth before 'View all documents'. */
export const PORTAL_LIST_PAGE_SIZE: Record<PortalList, number> = {
  'knowledge-base': LIMITS.knowledgeBasePageSize,
  updates: LIMITS.updatesPageSize,
  documents: LIMITS.documentsCollapsed,
};

export const DOCUMENTS_TABS = ['all', 'public', 'private'] as const;
export type DocumentsTab = (typeof DOCUMENTS_TABS)[number];

export interface ListPage<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
}
/** Where a list is served, under the portal's base path (`/acme`, or '' on a custom domain). */
export function portalListPath(basePath: string, list: PortalList): string {
  return `${basePath}/api/${list}`;
}

/** Where the browser logs an expanded card's closing (`cardViewEvent.ts`). */
export function cardViewEventPath(basePath: string): string {
  return `${basePath}/api/events/card-view`;
}

/** Where every item of one card is served (the expanded card's list). */
export function cardItemsPath(basePath: string, kind: CardKind): string {
  return `${basePath}/api/cards/${kind}/items`;
}

/** One page of a list already in the viewer's order. */
export function pageOf<Item>(all: readonly Item[], page: number, pageSize: number): ListPage<Item> {
  const start = (page - 1) * pageSize;
  return { items: all.slice(start, start + pageSize), page, pageSize, total: all.length };
}

export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/**
 * The documents list's first page as the page data carries it: the 'All' tab lists the featured
 * documents first, and those are in the page data already, so only what follows them is kept.
 */
export function embeddedDocuments<Doc>(featured: readonly Doc[], firstPage: readonly Doc[]): Doc[] {
  return firstPage.slice(Math.min(featured.length, firstPage.length));
}

/** The 'All' tab's first page back from the page data (the inverse of embeddedDocuments). */
export function firstDocumentsPage<Doc>(featured: readonly Doc[], rest: readonly Doc[]): Doc[] {
  return [...featured, ...rest].slice(0, PORTAL_LIST_PAGE_SIZE.documents);
}

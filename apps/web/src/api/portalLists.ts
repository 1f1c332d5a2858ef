/**
 * The portal's paged lists as the web app reads them: URLs, query keys and fetchers, typed by
 * the domain's schemas (types only: the server validates, and zod stays out of the bundle).
 */
import type { PortalView, SectionOf } from '@candor/domain/portal/portalView';
import {
  cardItemsPath,
  firstDocumentsPage,
  PORTAL_LIST_PAGE_SIZE,
  portalListPath,
  type DocumentsTab,
} from '@candor/domain/portal/portalLists';
import { viewerQueryEntries } from '@candor/domain/portal/portalQuery';
import type { CardKind } from '@candor/domain/cards/constants';
import type {
  CardItems,
  DocumentsPage,
  DocumentsQuery,
  TopicsPage,
  UpdatesQuery,
} from '@candor/domain/portal/portalLists.schema';
import type {
  BulkDownloadRequest,
  BulkDownloadResponse,
} from '@candor/domain/files/bulkDownload.schema';
import type { KbTablePage } from '@candor/domain/knowledgeBase/knowledgeBase';
import type { KbTimeFilterValue } from '@candor/domain/knowledgeBase/knowledgeBase.constants';
import { jsonRequest } from './jsonRequest.js';

/** What the knowledge-base table asks for (facet lists are sent comma-separated). */
export interface KbTableParams {
  q: string;
  page: number;
  pageSize: number;
  source: string[];
  access: string[];
  productIds: string[];
  time: KbTimeFilterValue;
}

/** The table's query string: only what is set, so equal tables share one URL. */
export function kbTableQuery(params: KbTableParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page };
  if (params.pageSize !== 10) query.pageSize = params.pageSize;
  if (params.q.trim()) query.q = params.q.trim();
  if (params.time) query.time = params.time;
  for (const facet of ['source', 'access', 'productIds'] as const) {
    if (params[facet].length > 0) query[facet] = params[facet].join(',');
  }
  return query;
}

/** Which portal page the lists belong to: its base path and product. */
export interface ListSource {
  basePath: string;
  productSlug: string;
}

export const listSourceOf = (view: PortalView): ListSource => ({
  basePath: view.basePath,
  productSlug: view.product.slug,
});

/** The parameters that choose the viewer (preview as an account, …) travel with every call. */
function listUrl(path: string, source: ListSource, query: Record<string, string | number>) {
  const params = new URLSearchParams({ product: source.productSlug });
  if (typeof window !== 'undefined') {
    for (const [name, value] of viewerQueryEntries(window.location.search)) params.set(name, value);
  }
  for (const [name, value] of Object.entries(query)) params.set(name, String(value));
  return `${path}?${params.toString()}`;
}

export const listKeys = {
  knowledgeBase: (source: ListSource, params: KbTableParams) =>
    ['portal-list', source.basePath, source.productSlug, 'knowledge-base', params] as const,
  updates: (source: ListSource, page: number) =>
    ['portal-list', source.basePath, source.productSlug, 'updates', page] as const,
  documents: (source: ListSource, tab: DocumentsTab) =>
    ['portal-list', source.basePath, source.productSlug, 'documents', tab] as const,
  cardItems: (source: ListSource, kind: CardKind | null) =>
    ['portal-list', source.basePath, source.productSlug, 'card', kind] as const,
};

type Page = { page: number };

export const portalApi = {
  knowledgeBase: (source: ListSource, params: KbTableParams, signal?: AbortSignal) =>
    jsonRequest<KbTablePage>(
      'GET',
      listUrl(portalListPath(source.basePath, 'knowledge-base'), source, kbTableQuery(params)),
      undefined,
      signal,
    ),
  updates: (
    source: ListSource,
    query: Page | Required<Pick<UpdatesQuery, 'topic'>>,
    signal?: AbortSignal,
  ) =>
    jsonRequest<TopicsPage>(
      'GET',
      listUrl(portalListPath(source.basePath, 'updates'), source, query),
      undefined,
      signal,
    ),
  documents: (
    source: ListSource,
    query: Page & { tab: NonNullable<DocumentsQuery['tab']> },
    signal?: AbortSignal,
  ) =>
    jsonRequest<DocumentsPage>(
      'GET',
      listUrl(portalListPath(source.basePath, 'documents'), source, query),
      undefined,
      signal,
    ),
  cardItems: (source: ListSource, kind: CardKind, signal?: AbortSignal) =>
    jsonRequest<CardItems>(
      'GET',
      listUrl(cardItemsPath(source.basePath, kind), source, {}),
      undefined,
      signal,
    ),
};

/** Bulk download (staff-content.md §7), for the same product and viewer; abortable. */
export const requestBulkDownload = (
  source: ListSource,
  body: BulkDownloadRequest,
  signal?: AbortSignal,
): Promise<BulkDownloadResponse> =>
  jsonRequest<BulkDownloadResponse>(
    'POST',
    listUrl(`${source.basePath}/api/bulk-download`, source, {}),
    body,
    signal,
  );

/** The page after `last`, if the list has one (for infinite queries). */
export function nextPageOf(last: { page: number; pageSize: number; total: number }) {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/** The whole page's data again (after a staff save), for the same product and viewer. */
/** The first page of updates, which the page data holds (the pager's page 1 is never fetched). */
export const firstUpdatesPage = (section: SectionOf<'trust_center_updates'>): TopicsPage => ({
  items: section.topics,
  page: 1,
  pageSize: PORTAL_LIST_PAGE_SIZE.updates,
  total: section.total,
});

/** The first page of every document (the 'All' tab), which the page data holds. */
export const firstDocumentsPageOf = (section: SectionOf<'documents'>): DocumentsPage => ({
  items: firstDocumentsPage(section.featured, section.documents),
  page: 1,
  pageSize: PORTAL_LIST_PAGE_SIZE.documents,
  total: section.totals.all,
});

export const fetchPortalView = (source: ListSource): Promise<PortalView> =>
  jsonRequest<PortalView>('GET', listUrl(`${source.basePath}/api/view`, source, {}));

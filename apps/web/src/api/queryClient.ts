/**
 * The TanStack Query client: one per server render, one in the browser. It is primed with the
 * first page of every paged list the page data carries, so the browser never fetches those
 * again (the knowledge base's dialog asks for its own table: its card shows the page data).
 */
import { QueryClient } from '@tanstack/react-query';
import type { PageData } from '@candor/domain/portal/pageData';
import { firstDocumentsPage, PORTAL_LIST_PAGE_SIZE } from '@candor/domain/portal/portalLists';
import type { DocumentsPage, TopicsPage } from '@candor/domain/portal/portalLists.schema';
import { listKeys, listSourceOf } from './portalLists.js';

export function createQueryClient(page: PageData): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // A list changes only with a revision, which reloads the page: never refetch on focus.
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
  if (page.kind === 'portal') primeLists(client, page.view);
  return client;
}

function primeLists(client: QueryClient, view: Extract<PageData, { kind: 'portal' }>['view']) {
  const source = listSourceOf(view);
  for (const section of view.sections) {
    switch (section.id) {
      case 'trust_center_updates': {
        const first: TopicsPage = {
          items: section.topics,
          page: 1,
          pageSize: PORTAL_LIST_PAGE_SIZE.updates,
          total: section.total,
        };
        client.setQueryData(listKeys.updates(source, 1), first);
        break;
      }
      case 'documents': {
        const first: DocumentsPage = {
          items: firstDocumentsPage(section.featured, section.documents),
          page: 1,
          pageSize: PORTAL_LIST_PAGE_SIZE.documents,
          total: section.totals.all,
        };
        client.setQueryData(listKeys.documents(source, 'all'), {
          pages: [first],
          pageParams: [1],
        });
        break;
      }
      case 'overview':
      case 'certifications':
      case 'overview_and_certifications':
      case 'trusted_by':
      case 'subprocessors':
      case 'cards':
      case 'help':
        // Not paged: the page holds all of it.
        break;
      case 'knowledge_base':
        // The card shows the page data; its dialog asks for its own table.
        break;
    }
  }
}

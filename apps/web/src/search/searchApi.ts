/**
 * The search key (GET {portal}/api/kb/ais?productId=…), the search itself and the search
 * analytics, for the search chunk. The key is fetched once, used at once, and fetched again at
 * half its lifetime; the viewer's preview or account parameters of the address ride along, so a
 * member or a previewing staff member searches exactly what their page shows. The key says how
 * this viewer searches (§4): in the browser (fuse), or by meaning on the server (semantic,
 * POST …/api/search), the browser's own index answering if that call fails.
 */
import { viewerQueryEntries } from '@candor/domain/portal/portalQuery';
import {
  unpackSearchDocs,
  type SearchDoc,
  type SearchIndexPayload,
} from '@candor/domain/search/searchIndex';
import type { SearchSource } from '@candor/domain/search/search.constants';
import { SEARCH_TEXTS } from '@candor/domain/search/search.constants';
import type { SEARCH_FAILED_CALLS } from '@candor/domain/search/search.schema';
import { ApiError, jsonRequest } from '../api/jsonRequest.js';
import {
  createSearchEngine,
  type SearchEngine,
  type SearchHit,
} from '@candor/domain/search/searchEngine';

export interface SearchScope {
  basePath: string;
  productId: string;
}

/** The product and the viewer's parameters of the address. */
export function viewerParams(scope: SearchScope): URLSearchParams {
  return new URLSearchParams([
    ['productId', scope.productId],
    ...viewerQueryEntries(window.location.search),
  ]);
}

interface LoadedIndex {
  engine: SearchEngine;
  source: SearchSource;
  /** When to fetch again (half the payload's lifetime). */
  refreshAt: number;
  key: string;
}

const loaded = new Map<string, Promise<LoadedIndex>>();

async function fetchIndex(scope: SearchScope): Promise<LoadedIndex> {
  const payload = await jsonRequest<SearchIndexPayload>(
    'GET',
    `${scope.basePath}/api/kb/ais?${viewerParams(scope).toString()}`,
  );
  return {
    engine: createSearchEngine(unpackSearchDocs(payload.docs)),
    source: payload.source,
    refreshAt: Date.now() + (payload.ttl * 1000) / 2,
    key: payload.key,
  };
}

/** The index for this scope; a fresh one is fetched in the background at half its lifetime. */
export function searchIndex(scope: SearchScope): Promise<LoadedIndex> {
  const id = `${scope.basePath}|${viewerParams(scope).toString()}`;
  let pending = loaded.get(id);
  if (!pending) {
    pending = fetchIndex(scope);
    loaded.set(id, pending);
    pending.catch(() => loaded.delete(id));
    return pending;
  }
  return pending.then((index) => {
    if (Date.now() >= index.refreshAt) {
      const next = fetchIndex(scope);
      // The old engine answers until the new one is ready.
      next.then(
        () => loaded.set(id, next),
        () => {},
      );
      index.refreshAt = Number.POSITIVE_INFINITY;
    }
    return index;
  });
}

export interface SearchAnswer {
  hits: SearchHit[];
  source: SearchSource;
}

/** The viewer's search of `term`: by meaning on the server when the key says so, else here. */
export async function runSearch(scope: SearchScope, term: string): Promise<SearchAnswer> {
  const index = await searchIndex(scope);
  if (index.source === 'semantic') {
    try {
      const answer = await jsonRequest<{ result: { matches: SearchDoc[]; source: SearchSource } }>(
        'POST',
        `${scope.basePath}/api/search?${viewerParams(scope).toString()}`,
        { query: { term, filters: { products: [scope.productId] } } },
      );
      const hits = answer.result.matches.map((doc) => ({ doc, terms: [] }));
      return { hits, source: answer.result.source };
    } catch {
      // The browser's own index answers: the visitor still gets results.
    }
  }
  return { hits: index.engine.hits(term), source: 'fuse' };
}

type SearchEventBody =
  | { event: 'search'; source: 'fuse' | 'semantic'; query: string; results: number }
  | { event: 'query_entered'; query: string; results: number }
  | { event: 'item_selected'; query: string; type: SearchDoc['y']; id: string; itemUid?: string }
  | { event: 'items_viewed'; query: string; viewed: number; results: number }
  | { event: 'failed'; call: (typeof SEARCH_FAILED_CALLS)[number]; status: number };

/** §7's search events; nothing waits for them and a failure is not the visitor's concern. */
export function sendSearchEvent(scope: SearchScope, body: SearchEventBody): void {
  void fetch(`${scope.basePath}/api/events/search?${viewerParams(scope).toString()}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {});
}

/**
 * What a failed search says (§8): the search key's 400 its own message (a missing or unknown
 * product, a query the server refuses), anything else the spec's generic text.
 */
export const searchFailureMessage = (error: unknown): string =>
  error instanceof ApiError && error.status === 400 ? error.message : SEARCH_TEXTS.failed;

/** Reports a failed search or answer to the server (§8: the error snacks are also reported). */
export function reportSearchFailure(
  scope: SearchScope,
  call: (typeof SEARCH_FAILED_CALLS)[number],
  error: unknown,
): void {
  sendSearchEvent(scope, {
    event: 'failed',
    call,
    status: error instanceof ApiError ? error.status : 0,
  });
}

/**
 * POST {portal}/api/search (visitor-portal.md §7), for clients without the search key: the
 * portal's own search (domain `search/searchEngine.ts`, the one the browser runs) over the
 * viewer's search key, so it answers the results the portal shows, in the same order. The engine
 * is built on the first search of a cached key and lives as long as the key.
 */
import { SEARCH_LIMITS, type SearchDoc } from '@candor/domain';
import { createSearchEngine, type SearchEngine } from '@candor/domain/search/searchEngine';
import type { SearchIndexEntry } from './searchIndexPayload.js';

const engines = new WeakMap<SearchIndexEntry, SearchEngine>();

/** The best matches of `term` among what the entry's viewer may find, best first. */
export function searchOnServer(entry: SearchIndexEntry, term: string): SearchDoc[] {
  let engine = engines.get(entry);
  if (!engine) {
    engine = createSearchEngine(entry.docs);
    engines.set(entry, engine);
  }
  return engine.search(term, SEARCH_LIMITS.serverMatches);
}

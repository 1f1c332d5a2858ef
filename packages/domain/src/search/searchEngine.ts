/**
 * Candor's one search: MiniSearch over the search key's documents, in the browser (the search
 * chunk) and on the server (POST {portal}/api/search), so both answer alike. Prefix matching from 3
 * characters, fuzzy matching (typo tolerance, about one edit in five characters) from 4, titles
 * weighing most, then tags, then the source line and the body. All words must match; when that
 * finds nothing, any word may. `npm run bench:search` measures exactly these options.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SearchDoc } from './searchIndex.js';

export const SEARCH_FIELDS = ['t', 'g', 's', 'b'] as const;

export const SEARCH_OPTIONS = {
  boost: { t: 4, g: 2, s: 1.2, b: 1 },
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
  maxFuzzy: 3,
  combineWith: 'AND',
} satisfies SearchOptions;

export interface SearchEngine {
  search(query: string, limit?: number): SearchDoc[];
  size: number;
}

export function createSearchEngine(docs: readonly SearchDoc[]): SearchEngine {
  const mini = new MiniSearch<SearchDoc>({
    idField: 'id',
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    searchOptions: SEARCH_OPTIONS,
  });
  mini.addAll(docs);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const docsOf = (hits: { id: unknown }[], limit: number) => {
    const found: SearchDoc[] = [];
    for (const hit of hits) {
      const doc = typeof hit.id === 'string' ? byId.get(hit.id) : undefined;
      if (doc) found.push(doc);
      if (found.length >= limit) break;
    }
    return found;
  };
  return {
    size: docs.length,
    search(query, limit = 500) {
      const term = query.trim();
      if (term === '') return [];
      const all = mini.search(term);
      if (all.length > 0) return docsOf(all, limit);
      return docsOf(mini.search(term, { combineWith: 'OR' }), limit);
    },
  };
}

/**
 * Candor's one search: MiniSearch over the search key's documents, in the browser (the search
 * chunk) and on the server (POST {portal}/api/search), so both answer alike. Prefix matching from 3
 * characters, fuzzy matching (typo tolerance, about one edit in five characters) from 4, titles
 * weighing most, then tags, then the source line and the body. All words must match; when that
 * finds nothing, any word may. `npm run bench:search` measures exactly these options. One
 * ranking for every entry point: the header's modal, the inline bar and POST …/api/search all
 * show its order, and each hit names the words it matched (for the row's highlighted snippet).
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

/** One result: the document, and the indexed words it matched (lower case), for highlighting. */
export interface SearchHit {
  doc: SearchDoc;
  terms: readonly string[];
}

export interface SearchEngine {
  /** The best matches, best first. */
  hits(query: string, limit?: number): SearchHit[];
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
  const hitsOf = (results: { id: unknown; terms: string[] }[], limit: number) => {
    const found: SearchHit[] = [];
    for (const result of results) {
      const doc = typeof result.id === 'string' ? byId.get(result.id) : undefined;
      if (doc) found.push({ doc, terms: result.terms });
      if (found.length >= limit) break;
    }
    return found;
  };
  const hits = (query: string, limit = 500): SearchHit[] => {
    const term = query.trim();
    if (term === '') return [];
    const all = mini.search(term);
    if (all.length > 0) return hitsOf(all, limit);
    return hitsOf(mini.search(term, { combineWith: 'OR' }), limit);
  };
  return {
    size: docs.length,
    hits,
    search: (query, limit) => hits(query, limit).map((hit) => hit.doc),
  };
}

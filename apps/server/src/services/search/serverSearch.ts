/**
 * POST {portal}/api/search (visitor-portal.md §7) and the no-JS results page: the viewer's
 * search, answered from their search key. A semantic viewer (§4, `searchSourceFor`) is answered
 * by meaning (`semanticSearch.ts`); everyone else, and a semantic viewer whose provider fails, by
 * the portal's own search (domain `search/searchEngine.ts`, the one the browser runs), so it
 * answers the results the portal shows, in the same order. The engine is built on the first
 * search of a cached key and lives as long as the key.
 */
import { SEARCH_LIMITS, type SearchDoc, type SearchSource } from '@candor/domain';
import { createSearchEngine, type SearchEngine } from '@candor/domain/search/searchEngine';
import { AiProviderError, type AiProvider } from '../../ai/aiProvider.js';
import type { Db } from '../../db/client.js';
import type { SearchIndexEntry } from './searchIndexPayload.js';
import { searchSemantically } from './semanticSearch.js';

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

/** A semantic result's cosine at least, unless AI_SEARCH_MIN_SCORE says otherwise. */
export const SEMANTIC_SEARCH_MIN_SCORE = 0.2;

export interface SearchAi {
  provider: AiProvider | null;
  minScore: number;
}

export interface SearchAnswer {
  matches: SearchDoc[];
  source: SearchSource;
}

/** The viewer's search as §4 has it: semantic with the datastore, else (or on failure) fuzzy. */
export async function searchFor(
  ctx: { db: Db; log: { warn: (obj: unknown, msg: string) => void } },
  ai: SearchAi,
  entry: SearchIndexEntry,
  term: string,
): Promise<SearchAnswer> {
  if (entry.source === 'semantic' && ai.provider && term.trim() !== '') {
    try {
      const { orgId, docs, sourceOf } = entry;
      const input = { orgId, docs, sourceOf, term, minScore: ai.minScore };
      return { matches: await searchSemantically(ctx.db, ai.provider, input), source: 'semantic' };
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error;
      // The visitor still gets results: the fuzzy search's, over the same documents.
      ctx.log.warn({ err: error, orgId: entry.orgId }, 'semantic search: the AI provider failed');
    }
  }
  return { matches: searchOnServer(entry, term), source: 'fuse' };
}

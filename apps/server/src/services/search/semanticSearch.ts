/**
 * Semantic search (visitor-portal.md §4 'Search source'): with the AI datastore set up (a
 * provider configured and the organisation's Generative AI on, so its passages are stored), an
 * account member's search, and previewing staff's as an account or profile, is answered by
 * meaning: the term is embedded by Ask AI's provider and the viewer's search documents are
 * ordered by their closest passage in `ai_chunks`. Only the sources of the viewer's own search
 * key are candidates (the presenters, so `canSee`, chose them), so hidden content is never ranked
 * or counted. When the provider fails, the same question is answered by the fuzzy search.
 */
import {
  SEARCH_LIMITS,
  searchSource,
  type SearchDoc,
  type SearchSource,
  type Viewer,
} from '@candor/domain';
import type { Db } from '../../db/client.js';
import { loadAiSettings } from '../../ai/aiIndex.js';
import { normalize, type AiProvider } from '../../ai/aiProvider.js';
import { rankSources } from '../../ai/cosineRank.js';

/** How this viewer's searches are answered. */
export async function searchSourceFor(
  db: Db,
  provider: AiProvider | null,
  viewer: Viewer,
): Promise<SearchSource> {
  const { mode, previewingAs } = viewer;
  if (!provider || searchSource({ mode, previewingAs, datastoreSetUp: true }) === 'fuse') {
    return 'fuse';
  }
  // The datastore holds an organisation's passages only while its Generative AI is on.
  const datastoreSetUp = (await loadAiSettings(db, viewer.orgId)).generativeAiEnabled;
  return searchSource({ mode, previewingAs, datastoreSetUp });
}

export interface SemanticSearchInput {
  orgId: string;
  docs: readonly SearchDoc[];
  /** The datastore source of each document the viewer may read whole (`loadSearchContent`). */
  sourceOf: ReadonlyMap<string, string>;
  term: string;
  /** Cosine below which a passage is not a match. */
  minScore: number;
}

/** The viewer's documents closest in meaning to the term, best first. Throws what the provider throws. */
export async function searchSemantically(
  db: Db,
  provider: AiProvider,
  input: SemanticSearchInput,
): Promise<SearchDoc[]> {
  const docsOf = new Map<string, SearchDoc[]>();
  for (const doc of input.docs) {
    const source = input.sourceOf.get(doc.id);
    if (source) docsOf.set(source, [...(docsOf.get(source) ?? []), doc]);
  }
  const [query] = await provider.embed([input.term]);
  const ranked = await rankSources(
    db,
    input.orgId,
    normalize(query ?? []),
    [...docsOf.keys()],
    input.minScore,
    SEARCH_LIMITS.serverMatches,
  );
  return ranked.flatMap((source) => docsOf.get(source) ?? []).slice(0, SEARCH_LIMITS.serverMatches);
}

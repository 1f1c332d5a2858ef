/**
 * The search key's payload (GET {portal}/api/kb/ais?productId=…): what one viewer may find on
 * one product, as JSON, kept in memory under a key made of the revisions and the viewer, so a
 * change to the content or to the viewer's access is a new key. Anonymous visitors of a product
 * share one payload, compressed once. The server search reads the same entry: presenting a
 * product's whole content takes far longer than searching it.
 */
import { createHash } from 'node:crypto';
import {
  isAnonymousPublic,
  packSearchDocs,
  SEARCH_INDEX_TTL_SECONDS,
  viewerCacheKey,
  type SearchDoc,
  type SearchIndexPayload,
  type SearchSource,
} from '@candor/domain';
import type { AiProvider } from '../../ai/aiProvider.js';
import { CachedPage, RenderedPageCache } from '../../ssr/renderedPageCache.js';
import type { Tenant } from '../../viewer/tenants.js';
import { loadSearchContent, type SearchContentInput } from './searchContent.js';
import { searchSourceFor } from './semanticSearch.js';
import type { RequestContext } from '../serviceContext.js';

export interface SearchIndexEntry {
  key: string;
  orgId: string;
  /** How the viewer's searches are answered (§4): in the browser, or semantically here. */
  source: SearchSource;
  /** What the viewer may find; the server search answers from it too. */
  docs: SearchDoc[];
  /** The AI datastore's source of each document the viewer may read whole. */
  sourceOf: ReadonlyMap<string, string>;
  page: CachedPage;
}

export type SearchIndexCache = RenderedPageCache<Promise<SearchIndexEntry>>;

/** Payloads live at most half their lifetime here, so a browser's refresh sees changes. */
export const createSearchIndexCache = (): SearchIndexCache =>
  new RenderedPageCache<Promise<SearchIndexEntry>>(128, (SEARCH_INDEX_TTL_SECONDS * 1000) / 2);

export function searchIndexKey(tenant: Tenant, input: SearchContentInput): string {
  const { org, product } = tenant;
  const who = isAnonymousPublic(input.viewer) ? 'public' : viewerCacheKey(input.viewer);
  const version = [org.id, org.revision, product?.id, product?.revision, who].join('|');
  return createHash('sha256').update(version).digest('base64url').slice(0, 27);
}

export function searchIndexPayload(
  cache: SearchIndexCache,
  ctx: RequestContext,
  tenant: Tenant,
  input: SearchContentInput,
  provider: AiProvider | null,
): Promise<SearchIndexEntry> {
  const { db } = ctx;
  const key = searchIndexKey(tenant, input);
  const cacheKey = RenderedPageCache.key(tenant.org.id, key);
  let entry = cache.get(cacheKey);
  if (!entry) {
    entry = (async () => {
      const [{ docs, sourceOf }, source] = await Promise.all([
        loadSearchContent(db, input),
        searchSourceFor(db, provider, input.viewer),
      ]);
      const payload: SearchIndexPayload = {
        key,
        ttl: SEARCH_INDEX_TTL_SECONDS,
        source,
        docs: packSearchDocs(docs),
      };
      const page = new CachedPage(JSON.stringify(payload), 200);
      return { key, orgId: input.viewer.orgId, source, docs, sourceOf, page };
    })();
    cache.set(cacheKey, entry);
    entry.catch(() => {
      if (cache.get(cacheKey) === entry) cache.delete(cacheKey);
    });
  }
  return entry;
}

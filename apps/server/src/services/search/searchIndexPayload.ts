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
  SEARCH_INDEX_TTL_SECONDS,
  viewerCacheKey,
  type SearchDoc,
  type SearchIndexPayload,
} from '@candor/domain';
import { CachedPage, RenderedPageCache } from '../../ssr/renderedPageCache.js';
import type { Tenant } from '../../viewer/tenants.js';
import { loadSearchContent, type SearchContentInput } from './searchContent.js';
import type { RequestContext } from '../serviceContext.js';

export interface SearchIndexEntry {
  key: string;
  /** What the viewer may find; the server search answers from it too. */
  docs: SearchDoc[];
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
): Promise<SearchIndexEntry> {
  const { db } = ctx;
  const key = searchIndexKey(tenant, input);
  const cacheKey = RenderedPageCache.key(tenant.org.id, key);
  let entry = cache.get(cacheKey);
  if (!entry) {
    entry = (async () => {
      const docs = await loadSearchContent(db, input);
      const payload: SearchIndexPayload = { key, ttl: SEARCH_INDEX_TTL_SECONDS, docs };
      return { key, docs, page: new CachedPage(JSON.stringify(payload), 200) };
    })();
    cache.set(cacheKey, entry);
    entry.catch(() => {
      if (cache.get(cacheKey) === entry) cache.delete(cacheKey);
    });
  }
  return entry;
}

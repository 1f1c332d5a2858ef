/**
 * Repeated requests for an organisation's asset (logos, icons, banners) skip the database: the
 * row is remembered per organisation and id, and forgotten on any portal change of its database
 * (a replaced or deleted asset goes through `mutate`, which announces it after the commit) and
 * after a second at most, as the portal directory's entries; a lookup that fails is never
 * remembered. The share route's tenant check runs on every request that reaches it, and the
 * bytes are read and checked against their SHA-256 on each (routes/shareIntegrity.test.ts).
 *
 * Over HTTP, the route's whole answer is also recorded and replayed before Fastify
 * (http/fastPath.ts, `recorded`): its verified bytes and headers, for the same second at most,
 * forgotten with the rows. A file altered in the store after it was recorded is never sent: the
 * recording holds the bytes as checked, and the next recording checks them again.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import type { Recorder } from '../../http/fastPath.js';
import { onPortalChanged } from '../../fleet/portalChanges.js';
import type { ServiceContext } from '../serviceContext.js';
import { findAsset, type FoundAsset } from './findAsset.js';

export const ROW_MAX_AGE_MS = 1000;
const MAX_ROWS = 2000;

export class AssetCache {
  private readonly rows = new LRUCache<string, Promise<FoundAsset>>({
    max: MAX_ROWS,
    ttl: ROW_MAX_AGE_MS,
  });
  private readonly stopListening: () => void;

  constructor(
    db: Db,
    private readonly recorded: Recorder,
  ) {
    this.stopListening = onPortalChanged(() => this.forget(), db);
  }

  private forget(): void {
    this.rows.clear();
    this.recorded.forget();
  }

  /** findAsset, remembered for the viewer's organisation. */
  find(ctx: ServiceContext, assetId: string): Promise<FoundAsset> {
    const key = `${ctx.viewer.orgId}:${assetId}`;
    const cached = this.rows.get(key);
    if (cached) return cached;
    const loading = findAsset(ctx, assetId);
    loading.catch(() => this.rows.delete(key));
    this.rows.set(key, loading);
    return loading;
  }

  close(): void {
    this.stopListening();
    this.forget();
  }
}

/**
 * Repeated requests for an organisation's asset (logos, icons, banners) skip the database: the
 * row is remembered per organisation and id, and forgotten on any portal change of its database
 * (a replaced or deleted asset goes through `mutate`, which announces it after the commit) and
 * after a second at most, as the portal directory's entries; a lookup that fails is never
 * remembered. The share route's tenant check still runs on every request, and the bytes are
 * still read and checked against their SHA-256 on each (routes/shareIntegrity.test.ts).
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { onPortalChanged } from '../../fleet/portalChanges.js';
import type { ServiceContext } from '../serviceContext.js';
import { findAsset, type FoundAsset } from './findAsset.js';

const ROW_MAX_AGE_MS = 1000;
const MAX_ROWS = 2000;

export class AssetCache {
  private readonly rows = new LRUCache<string, Promise<FoundAsset>>({
    max: MAX_ROWS,
    ttl: ROW_MAX_AGE_MS,
  });
  private readonly stopListening: () => void;

  constructor(db: Db) {
    this.stopListening = onPortalChanged(() => this.rows.clear(), db);
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
    this.rows.clear();
  }
}

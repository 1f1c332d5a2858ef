/** An organisation's image asset (logo, favicon, banner, icon) for the share route. */
import { notFound } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { assets } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';

export interface FoundAsset {
  contentType: string;
  storageKey: string;
  sha256: string;
}

/** Assets are public images of the viewer's organisation; another organisation's do not exist. */
export async function findAsset(
  { db, viewer }: ServiceContext,
  assetId: string,
): Promise<FoundAsset> {
  const [asset] = await db
    .select({
      contentType: assets.contentType,
      storageKey: assets.storageKey,
      sha256: assets.sha256,
    })
    .from(assets)
    .where(and(eq(assets.id, assetId), eq(assets.orgId, viewer.orgId)))
    .limit(1);
  if (!asset) throw notFound();
  return asset;
}

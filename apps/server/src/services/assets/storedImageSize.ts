/**
 * The intrinsic size of a stored image asset (the organisation's logo), read once from its bytes
 * and kept by asset id: an asset's bytes never change (a new upload is a new asset), so the
 * answer never goes stale. The portal gives it to the logo's `<img>` as width and height.
 */
import { and, eq } from 'drizzle-orm';
import { loadSharp } from '../../images/loadSharp.js';
import type { Db } from '../../db/client.js';
import { assets } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/fileStore.js';

export interface ImageSize {
  width: number;
  height: number;
}

/** Sizes are a few bytes each; the bound only keeps a long-running fleet from growing forever. */
const MAX_REMEMBERED = 10_000;
const remembered = new Map<string, Promise<ImageSize | null>>();

/** Null when the asset is gone, its bytes are missing or are no image sharp can read. */
export function storedImageSize(
  db: Db,
  fileStore: FileStore,
  orgId: string,
  assetId: string,
): Promise<ImageSize | null> {
  const known = remembered.get(assetId);
  if (known) return known;
  const size = readSize(db, fileStore, orgId, assetId);
  if (remembered.size >= MAX_REMEMBERED) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
  remembered.set(assetId, size);
  // A failure (a store briefly unreachable) is not remembered: the next page asks again.
  void size.then((found) => {
    if (found === null) remembered.delete(assetId);
  });
  return size;
}

async function readSize(
  db: Db,
  fileStore: FileStore,
  orgId: string,
  assetId: string,
): Promise<ImageSize | null> {
  try {
    const [asset] = await db
      .select({ storageKey: assets.storageKey, sha256: assets.sha256 })
      .from(assets)
      .where(and(eq(assets.id, assetId), eq(assets.orgId, orgId)))
      .limit(1);
    if (!asset) return null;
    const bytes = await fileStore.get(asset.storageKey, asset.sha256);
    if (!bytes) return null;
    const sharp = await loadSharp();
    const { width, height, orientation } = await sharp(bytes).metadata();
    if (!width || !height) return null;
    // EXIF orientations 5-8 turn the picture a quarter: the browser shows it height by width.
    return orientation !== undefined && orientation >= 5
      ? { width: height, height: width }
      : { width, height };
  } catch {
    return null;
  }
}

/**
 * What the portal needs of a stored image asset (the organisation's logo), read once from its
 * bytes and kept by asset id: an asset's bytes never change (a new upload is a new asset), so the
 * answer never goes stale. Its intrinsic size becomes the `<img>`'s width and height; a small
 * image also comes as a data: URI, so the page carries it and the browser makes no request for
 * it (the portal's CSP allows `img-src data:`). SVG is sanitized again before it is inlined: an
 * imported organisation's assets are stored as the archive had them.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loadSharp } from '../../images/loadSharp.js';
import { assets } from '../../db/schema/index.js';
import { sanitizeSvg } from '../../images/sanitizeSvg.js';
import type { FileStore } from '../../storage/fileStore.js';

export interface StoredImage {
  width: number;
  height: number;
  /** The image as a data: URI when it is at most INLINE_MAX_CHARS long, else null. */
  dataUrl: string | null;
}

/**
 * A logo mark of the header is a few hundred bytes; a large logo stays a request of its own
 * rather than weighing on the HTML every page waits for.
 */
export const INLINE_MAX_CHARS = 4096;
/** Entries are at most a few kB each; the bound keeps a long-running fleet from growing forever. */
const MAX_REMEMBERED = 2_000;
const remembered = new Map<string, Promise<StoredImage | null>>();

/** Null when the asset is gone, its bytes are missing or are no image sharp can read. */
export function storedImage(
  db: Db,
  fileStore: FileStore,
  orgId: string,
  assetId: string,
): Promise<StoredImage | null> {
  const known = remembered.get(assetId);
  if (known) return known;
  const image = readImage(db, fileStore, orgId, assetId);
  if (remembered.size >= MAX_REMEMBERED) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
  remembered.set(assetId, image);
  // A failure (a store briefly unreachable) is not remembered: the next page asks again.
  void image.then((found) => {
    if (found === null) remembered.delete(assetId);
  });
  return image;
}

async function readImage(
  db: Db,
  fileStore: FileStore,
  orgId: string,
  assetId: string,
): Promise<StoredImage | null> {
  try {
    const [asset] = await db
      .select({
        storageKey: assets.storageKey,
        sha256: assets.sha256,
        contentType: assets.contentType,
      })
      .from(assets)
      .where(and(eq(assets.id, assetId), eq(assets.orgId, orgId)))
      .limit(1);
    if (!asset) return null;
    const bytes = await fileStore.get(asset.storageKey, asset.sha256);
    if (!bytes) return null;
    const sharp = await loadSharp();
    const { width, height, orientation } = await sharp(bytes).metadata();
    if (!width || !height) return null;
    const dataUrl = dataUrlOf(bytes, asset.contentType);
    // EXIF orientations 5-8 turn the picture a quarter: the browser shows it height by width.
    return orientation !== undefined && orientation >= 5
      ? { width: height, height: width, dataUrl }
      : { width, height, dataUrl };
  } catch {
    return null;
  }
}

/** Characters a data: URI in an HTML attribute spells percent-encoded (SVG text is otherwise kept). */
const URI_ESCAPED = /[^ -~]|[%#"'<>&]/gu;
/** Raster types an image asset is stored as (uploads are re-encoded by sharp). */
const RASTER_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

function dataUrlOf(bytes: Buffer, contentType: string): string | null {
  // Four thirds as many base64 characters as bytes: a larger image is not read again.
  if (bytes.length > INLINE_MAX_CHARS) return null;
  let url: string;
  if (RASTER_TYPES.has(contentType)) url = `data:${contentType};base64,${bytes.toString('base64')}`;
  else if (contentType === 'image/svg+xml') {
    try {
      url = `data:image/svg+xml,${sanitizeSvg(bytes.toString('utf8')).replace(URI_ESCAPED, encodeURIComponent)}`;
    } catch {
      return null; // no <svg> left to show: the page links to the asset as before
    }
  } else return null;
  return url.length <= INLINE_MAX_CHARS ? url : null;
}

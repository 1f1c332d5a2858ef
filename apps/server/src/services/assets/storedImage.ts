/**
 * What the portal needs of a stored image asset, read once from its bytes and kept by
 * organisation and asset id: an asset's bytes never change (a new upload is a new asset), so the
 * answer never goes stale.
 * The organisation's logo: its intrinsic size becomes the `<img>`'s width and height, and a small
 * one also comes as a data: URI, so the page carries it and the browser makes no request for it
 * (the portal's CSP allows `img-src data:`). Items' logos (certification badges, company marks)
 * are shown at a fixed size: only the small ones are read, for their data: URI. SVG is sanitized
 * again before it is inlined: an imported organisation's assets are stored as the archive had
 * them.
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loadSharp } from '../../images/loadSharp.js';
import { assets } from '../../db/schema/index.js';
import { sanitizeSvg } from '../../images/sanitizeSvg.js';
import { svgDataUrl } from '../../images/svgDataUrl.js';
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
/** '' for an asset that is not to be inlined. */
const rememberedUrls = new Map<string, Promise<string | null>>();

/**
 * An organisation's asset, as the caches know it: the organisation too, so that one never gets
 * what was read for another, whatever id it names.
 */
const keyOf = (orgId: string, assetId: string) => `${orgId}/${assetId}`;

/**
 * What `read` answers for an asset (by `keyOf`), asked once and kept (the oldest forgotten past
 * MAX_REMEMBERED). A null answer (a store briefly unreachable) is not kept: the next page asks
 * again.
 */
function rememberedBy<T>(
  kept: Map<string, Promise<T | null>>,
  key: string,
  read: () => Promise<T | null>,
): Promise<T | null> {
  const known = kept.get(key);
  if (known) return known;
  const answer = read();
  if (kept.size >= MAX_REMEMBERED) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  kept.set(key, answer);
  void answer.then((found) => {
    if (found === null) kept.delete(key);
  });
  return answer;
}

/** Null when the asset is gone, its bytes are missing or are no image sharp can read. */
export function storedImage(
  db: Db,
  fileStore: FileStore,
  orgId: string,
  assetId: string,
): Promise<StoredImage | null> {
  return rememberedBy(remembered, keyOf(orgId, assetId), () =>
    readImage(db, fileStore, orgId, assetId),
  );
}

/**
 * The data: URIs of those of the organisation's image assets small enough to inline, by asset
 * id; the others (large, gone, unreadable) are absent. One query for the ones not known yet,
 * which only lists assets whose size allows it.
 */
export async function smallImageDataUrls(
  db: Db,
  fileStore: FileStore,
  orgId: string,
  assetIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(assetIds)];
  const unknown = ids.filter((id) => !rememberedUrls.has(keyOf(orgId, id)));
  if (unknown.length > 0) {
    const rows = db
      .select({
        id: assets.id,
        storageKey: assets.storageKey,
        sha256: assets.sha256,
        contentType: assets.contentType,
      })
      .from(assets)
      .where(
        and(
          eq(assets.orgId, orgId),
          inArray(assets.id, unknown),
          lte(assets.size, INLINE_MAX_CHARS),
        ),
      )
      .catch(() => null);
    for (const id of unknown) {
      // '' (kept): no asset of the organisation small enough, or not an image to inline; null
      // (asked again next time): the database or the store failed.
      void rememberedBy(rememberedUrls, keyOf(orgId, id), async () => {
        const found = await rows;
        if (!found) return null;
        const asset = found.find((row) => row.id === id);
        if (!asset) return '';
        const bytes = await fileStore.get(asset.storageKey, asset.sha256).catch(() => null);
        return bytes ? (dataUrlOf(bytes, asset.contentType) ?? '') : null;
      });
    }
  }
  const urls = new Map<string, string>();
  for (const id of ids) {
    const url = await rememberedUrls.get(keyOf(orgId, id));
    if (url) urls.set(id, url);
  }
  return urls;
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

/** Raster types an image asset is stored as (uploads are re-encoded by sharp). */
const RASTER_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

function dataUrlOf(bytes: Buffer, contentType: string): string | null {
  // Four thirds as many base64 characters as bytes: a larger image is not read again.
  if (bytes.length > INLINE_MAX_CHARS) return null;
  let url: string;
  if (RASTER_TYPES.has(contentType)) url = `data:${contentType};base64,${bytes.toString('base64')}`;
  else if (contentType === 'image/svg+xml') {
    try {
      url = svgDataUrl(sanitizeSvg(bytes.toString('utf8')));
    } catch {
      return null; // no <svg> left to show: the page links to the asset as before
    }
  } else return null;
  return url.length <= INLINE_MAX_CHARS ? url : null;
}

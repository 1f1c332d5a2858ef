/**
 * Rendered anonymous portal pages, kept in memory with their ETag and compressed forms so a
 * repeat request costs a map lookup. Keys carry the revisions the page was built from; bumping a
 * revision makes new keys, and the change notice drops the organisation's old entries at once.
 * Entries also age out after a minute, because the notification bar depends on the time.
 * The pages cache is bounded by bytes too (PAGE_CACHE_MB): each distinct address is a page of its
 * own, and a count alone let distinct pages hold memory in proportion to their size.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type ContentEncoding = 'br' | 'gzip';

export class CachedPage {
  readonly etag: string;
  readonly body: Buffer;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();
  private encodedBytes = 0;
  /** Told when a compressed form is added, so that the caches holding the page count it. */
  private readonly growListeners = new Set<() => boolean>();

  constructor(
    html: string,
    readonly status: number,
  ) {
    this.body = Buffer.from(html, 'utf8');
    this.etag = `"${createHash('sha256').update(this.body).digest('base64url').slice(0, 32)}"`;
  }

  /** Compressed once, on the first request that accepts the encoding. */
  encode(encoding: ContentEncoding): Promise<Buffer> {
    let pending = this.encoded.get(encoding);
    if (!pending) {
      pending =
        encoding === 'br'
          ? brotliAsync(this.body, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 },
            })
          : gzipAsync(this.body, { level: 9 });
      pending = pending.then((encoded) => {
        this.encodedBytes += encoded.length;
        for (const listener of this.growListeners) {
          if (!listener()) this.growListeners.delete(listener);
        }
        return encoded;
      });
      this.encoded.set(encoding, pending);
    }
    return pending;
  }

  /** `listener` is told each time the page grows, until it returns false. */
  onGrow(listener: () => boolean): void {
    this.growListeners.add(listener);
  }

  /** What the page holds: its HTML and the compressed forms made so far. */
  get bytes(): number {
    return this.body.length + this.encodedBytes;
  }
}

/** A demo page is ~200 kB plus its compressed forms: 256 entries stay well under 100 MB. */
export const PAGE_CACHE_MAX_ENTRIES = 256;
export const PAGE_CACHE_MAX_AGE_MS = 60_000;

export class RenderedPageCache<V extends object = CachedPage> {
  private readonly cache: LRUCache<string, V>;

  /**
   * With `maxBytes`, entries count 1 byte until `resize` gives their size, and the least
   * recently used go when the sizes pass it.
   */
  constructor(maxEntries = PAGE_CACHE_MAX_ENTRIES, maxAgeMs = PAGE_CACHE_MAX_AGE_MS, maxBytes = 0) {
    this.cache = new LRUCache<string, V>({
      max: maxEntries,
      ttl: maxAgeMs,
      ...(maxBytes > 0 && { maxSize: maxBytes, sizeCalculation: () => 1 }),
    });
  }

  /** Counts `value` as `bytes`, if `key` still holds it (its age is kept); false if not. */
  resize(key: string, value: V, bytes: number): boolean {
    if (!this.cache.maxSize || this.cache.peek(key) !== value) return false;
    // LRUCache keeps the size of a value set again; set anew, with the time it had left.
    const ttl = this.cache.getRemainingTTL(key);
    this.cache.delete(key);
    if (ttl <= 0) return false;
    this.cache.set(key, value, { size: Math.max(1, bytes), ttl });
    // Too large for the bound: LRUCache does not keep it.
    return this.cache.peek(key) === value;
  }

  /** The bytes counted (0 without `maxBytes`). */
  get bytes(): number {
    return this.cache.calculatedSize;
  }

  /** Keys start with the organisation id so one organisation's entries can be dropped. */
  static key(orgId: string, ...parts: (string | number)[]): string {
    return [orgId, ...parts].join('|');
  }

  get(key: string): V | undefined {
    return this.cache.get(key);
  }

  set(key: string, value: V): void {
    this.cache.set(key, value);
  }

  delete(key: string): void {
    this.cache.delete(key);
  }

  invalidateOrg(orgId: string | null): void {
    if (orgId === null) this.cache.clear();
    else {
      const prefix = `${orgId}|`;
      for (const key of [...this.cache.keys()]) if (key.startsWith(prefix)) this.cache.delete(key);
    }
  }

  get size(): number {
    return this.cache.size;
  }
}

/**
 * Counts a page just kept in `cache` by its bytes (once rendered), and again as its compressed
 * forms are made, while the cache holds it (the cache needs a byte bound to drop pages by it).
 */
export function countPageBytes<V extends CachedPage | Promise<CachedPage>>(
  cache: RenderedPageCache<V>,
  key: string,
  page: V,
): void {
  const count = (rendered: CachedPage) => {
    const counted = () => cache.resize(key, page, rendered.bytes);
    if (counted()) rendered.onGrow(counted);
  };
  if (page instanceof CachedPage) count(page);
  else page.then(count, () => undefined);
}

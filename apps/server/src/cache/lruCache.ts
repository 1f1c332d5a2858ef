/**
 * A bounded map that forgets the least recently used entry first, with an optional age limit.
 * Map keeps insertion order, so re-inserting on read makes the first key the oldest.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs = Number.POSITIVE_INFINITY,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.maxAgeMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose key or value matches. */
  deleteWhere(predicate: (key: K, value: V) => boolean): void {
    for (const [key, entry] of this.entries) {
      if (predicate(key, entry.value)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

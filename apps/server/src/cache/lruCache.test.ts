import { expect, it } from 'vitest';
import { LruCache } from './lruCache.js';

it('forgets the least recently used entry first', () => {
  const cache = new LruCache<string, number>(2);
  cache.set('a', 1);
  cache.set('b', 2);
  expect(cache.get('a')).toBe(1); // 'b' is now the oldest
  cache.set('c', 3);
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')).toBe(1);
  expect(cache.get('c')).toBe(3);
});

it('forgets entries older than the age limit', () => {
  const cache = new LruCache<string, number>(10, 1000);
  cache.set('a', 1, 0);
  expect(cache.get('a', 999)).toBe(1);
  expect(cache.get('a', 1000)).toBeUndefined();
  expect(cache.size).toBe(0);
});

it('drops the entries a predicate picks', () => {
  const cache = new LruCache<string, number>(10);
  cache.set('org1|a', 1);
  cache.set('org2|a', 2);
  cache.deleteWhere((key) => key.startsWith('org1|'));
  expect(cache.get('org1|a')).toBeUndefined();
  expect(cache.get('org2|a')).toBe(2);
});

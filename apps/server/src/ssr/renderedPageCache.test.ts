import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { CachedPage, countPageBytes, RenderedPageCache } from './renderedPageCache.js';

const page = (html: string) => ({ html });

it('forgets the least recently used page first', () => {
  const cache = new RenderedPageCache<{ html: string }>(2);
  cache.set('org1|a', page('a'));
  cache.set('org1|b', page('b'));
  expect(cache.get('org1|a')?.html).toBe('a'); // 'b' is now the least recently used
  cache.set('org1|c', page('c'));
  expect(cache.get('org1|b')).toBeUndefined();
  expect(cache.get('org1|a')?.html).toBe('a');
  expect(cache.get('org1|c')?.html).toBe('c');
});

it('forgets pages older than the age limit', async () => {
  const cache = new RenderedPageCache<{ html: string }>(10, 40);
  cache.set('org1|a', page('a'));
  expect(cache.get('org1|a')?.html).toBe('a');
  await sleep(80);
  expect(cache.get('org1|a')).toBeUndefined();
});

it("drops one organisation's pages, or all of them", () => {
  const cache = new RenderedPageCache<{ html: string }>(10);
  cache.set(RenderedPageCache.key('org1', 'main', 1), page('one'));
  cache.set(RenderedPageCache.key('org1', 'other', 1), page('two'));
  cache.set(RenderedPageCache.key('org2', 'main', 1), page('three'));
  cache.invalidateOrg('org1');
  expect(cache.size).toBe(1);
  expect(cache.get(RenderedPageCache.key('org2', 'main', 1))?.html).toBe('three');
  cache.invalidateOrg(null);
  expect(cache.size).toBe(0);
});

it('keeps pages within its byte bound, their compressed forms counted, least recently used out first', async () => {
  const html = (n: number) => `<p>page ${n}</p>`.padEnd(10_000, ' ');
  const bound = 35_000; // three pages and their compressed forms, not four
  const cache = new RenderedPageCache<Promise<CachedPage>>(256, 60_000, bound);
  const keep = async (n: number) => {
    const page = Promise.resolve(new CachedPage(html(n), 200));
    cache.set(`org1|${n}`, page);
    countPageBytes(cache, `org1|${n}`, page);
    // Served as a browser asks for it: compressed, the form then kept with the page.
    await (await page).encode('br');
  };
  for (let n = 0; n < 20; n += 1) {
    await keep(n);
    expect(cache.bytes).toBeLessThanOrEqual(bound);
  }
  expect(cache.size).toBe(3);
  const kept = await cache.get('org1|19');
  expect(kept?.body.toString()).toBe(html(19));
  expect(cache.bytes).toBeGreaterThan(3 * 10_000); // the compressed forms are counted
  expect(cache.get('org1|16')).toBeUndefined();
});

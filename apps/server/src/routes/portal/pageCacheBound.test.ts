import { expect, it } from 'vitest';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { BROWSER, signInAs, testRenderer } from '../../testing/testApp.js';

/** Renders the web app's pages, counting them: a page served from the cache is not rendered. */
let renders = 0;
const { t } = usePortalTestApp({
  // Three of the fixture's pages (about 43 kB and 6 kB in brotli each); the count bound is 256.
  config: { pageCacheBytes: 150_000 },
  renderer: (page) => {
    renders += 1;
    return testRenderer(page);
  },
});

/** A drawer naming an item its card does not hold: a distinct page of its own in the cache. */
const address = (n: number) => `/acme?show=true&kind=DataSecurity&itemUid=page-${n}`;

const get = async (url: string, cookie?: string) => {
  const before = renders;
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...BROWSER, 'accept-encoding': 'br', ...(cookie && { cookie }) },
  });
  expect(response.statusCode).toBe(200);
  return { etag: response.headers.etag, rendered: renders > before, body: response.rawPayload };
};

it('keeps anonymous pages within PAGE_CACHE_MB while serving more distinct ones, and renders the dropped ones again', async () => {
  const first = await get(address(0));
  expect(first.rendered).toBe(true);
  expect((await get(address(0))).rendered).toBe(false); // kept

  for (let n = 1; n <= 8; n += 1) expect((await get(address(n))).rendered).toBe(true);

  // The newest is still kept; the first was dropped for the bytes, and is rendered again, the same.
  expect((await get(address(8))).rendered).toBe(false);
  const again = await get(address(0));
  expect(again.rendered).toBe(true);
  expect(again.etag).toBe(first.etag);
  expect(again.body.equals(first.body)).toBe(true);
});

it('keeps the last anonymous pages (served while the database is down) in brotli only, within PAGE_CACHE_MB', async () => {
  for (let n = 10; n < 20; n += 1) await get(address(n));
  const kept = t.app.lastAnonymousPages;
  // Each page counted as its brotli form (about 6 kB): every address served so far fits (19, with
  // the first test's), where three whole pages would.
  expect(kept.size).toBe(19);
  expect(kept.bytes).toBeLessThanOrEqual(19 * 10_000);
  expect(kept.bytes).toBeGreaterThan(19 * 3_000);
});

it('keeps signed-in pages within a quarter of PAGE_CACHE_MB: one larger than that is rendered each time', async () => {
  const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
  // A staff page (over 43 kB) does not fit in 150 kB / 4; it would in 150 kB.
  expect((await get(address(30), cookie)).rendered).toBe(true);
  expect((await get(address(30), cookie)).rendered).toBe(true);
});

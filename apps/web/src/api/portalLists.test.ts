import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPortalView, portalApi } from './portalLists.js';

const source = { basePath: '/acme', productSlug: 'cloud' };

/** The URL of the one call `call` makes, from a page at `search`. */
async function urlOfCall(search: string, call: () => Promise<unknown>): Promise<string> {
  vi.stubGlobal('window', { location: { search } });
  const fetch = vi.fn(async (_url: string) => Response.json({}));
  vi.stubGlobal('fetch', fetch);
  await call();
  return fetch.mock.calls[0]?.[0] ?? '';
}

afterEach(() => vi.unstubAllGlobals());

describe('the list calls carry the viewer the server reads', () => {
  it('sends accountId and permissionProfileId of the address, and no `preview` (no server reads it)', async () => {
    const search = '?preview=true&accountId=a1&permissionProfileId=p1&itemUid=x';
    expect(await urlOfCall(search, () => fetchPortalView(source))).toBe(
      '/acme/api/view?product=cloud&accountId=a1&permissionProfileId=p1',
    );
    expect(await urlOfCall(search, () => portalApi.cardItems(source, 'Reports'))).not.toContain(
      'preview',
    );
  });

  it('leaves out empty and malformed ones, as the server would ignore them', async () => {
    expect(
      await urlOfCall('?accountId=&permissionProfileId=a%20b', () => fetchPortalView(source)),
    ).toBe('/acme/api/view?product=cloud');
  });
});

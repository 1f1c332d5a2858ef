import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { BROWSER } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp();

// With logging off, every request logs through the app's one (silent) logger.
let logged: MockInstance;
beforeEach(() => {
  logged = vi.spyOn(t.app.log, 'error');
});
afterEach(() => {
  // A handler that throws after its answer went out only shows in the error log.
  expect(logged.mock.calls).toEqual([]);
  logged.mockRestore();
});

const both = async (url: string) => {
  const get = await t.app.inject({ method: 'GET', url, headers: BROWSER });
  const head = await t.app.inject({ method: 'HEAD', url, headers: BROWSER });
  return { get, head };
};

describe('HEAD on portal routes answers like GET, without a body', () => {
  it.each([
    ['a known organisation', '/acme', 200],
    ['an unknown organisation', '/no-such-org', 404],
    ['a path that cannot be a slug', '/-nope', 404],
    ['an unknown item', '/acme?itemUid=no-such-item', 404],
    ['an unknown shared item', '/acme/item/no-such-item', 404],
    ['an unknown product', '/acme?product=no-such-product', 404],
    ['the root', '/', 302],
    ['the no-access page', '/no-access', 403],
    ['the social image of an unknown organisation', '/no-such-org/og.png', 404],
  ])('%s', async (_what, url, status) => {
    const { get, head } = await both(url);
    expect(get.statusCode).toBe(status);
    expect(head.statusCode).toBe(status);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
    expect(head.headers.location).toBe(get.headers.location);
  });

  it('a known item', async () => {
    const url = `/acme?itemUid=${f.items.publicItem.uid}`;
    const { get, head } = await both(url);
    expect(get.statusCode).toBe(200);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

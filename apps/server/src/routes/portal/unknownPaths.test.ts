import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { BROWSER } from '../../testing/testApp.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';

const { t } = usePortalTestApp();

// With logging off, every request logs through the app's one (silent) logger.
let errors: MockInstance;
beforeAll(() => {
  errors = vi.spyOn(t.app.log, 'error');
});
afterEach(() => errors.mockClear());

describe('paths that are not portals', () => {
  it.each([
    ['/favicon.ico', 'localhost:3000'],
    ['/apple-touch-icon.png', 'localhost:3000'],
    ['/nobody', 'localhost:3000'],
    ['/nobody/item/some-slug', 'localhost:3000'],
    ['/', 'unknown.example'],
    ['/anything', 'unknown.example'],
  ])('%s on %s answers 404 and logs no error', async (url, host) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({ method, url, headers: { ...BROWSER, host } });
      expect(response.statusCode).toBe(404);
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows the "Company not found" page for a host no organisation claimed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...BROWSER, host: 'unknown.example' },
    });
    expect(response.body).toContain('Company not found');
  });
});

import { beforeAll } from 'vitest';
import { buildPortalFixture, type PortalFixture } from './portalFixture.js';
import { useTestApp, type TestApp } from './testApp.js';

/**
 * A test app whose database holds the portal fixture, for the tests of the calling file. Both
 * objects are filled in before the tests run, so read their fields inside hooks and tests only.
 */
export function usePortalTestApp(options: Parameters<typeof useTestApp>[0] = {}): {
  t: TestApp;
  f: PortalFixture;
} {
  const t = useTestApp(options);
  // Filled in by beforeAll before any test or hook reads it; the caller keeps this reference.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  const f = {} as PortalFixture;
  beforeAll(async () => {
    Object.assign(f, await buildPortalFixture(t.database.db, t.fileStore));
  });
  return { t, f };
}

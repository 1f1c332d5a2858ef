import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@candor/server',
    include: ['src/**/*.test.{ts,tsx}'],
    // Each file's beforeAll builds an app on a fresh database (and the first one in a run makes
    // the migrated template), and some tests build a second app: seconds when the machine is busy,
    // so more than vitest's defaults.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});

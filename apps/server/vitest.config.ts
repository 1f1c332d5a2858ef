import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@candor/server',
    include: ['src/**/*.test.{ts,tsx}'],
    // A worker runs its test files one after another in the same module graph instead of a new
    // process per file: importing the app, the web app's SSR entry (Mantine, React) and PGlite's
    // WebAssembly once per worker, not once per file, was most of a file's time. Files share no
    // state through modules: each builds its own app on its own database, and the module-level
    // registries (job and portal-change listeners) are emptied when an app closes.
    isolate: false,
    // Each file's beforeAll builds an app on a fresh database (and the first one in a run makes
    // the migrated template), and some tests build a second app: seconds when the machine is busy,
    // so more than vitest's defaults.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});

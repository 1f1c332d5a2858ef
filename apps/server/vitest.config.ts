import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that start PGlite's engine from scratch or on disk, or a child process holding it: each
 * runs in a process of its own (the project `@candor/server-own-process` in the root config; a
 * worker once exited unexpectedly while they ran after other files in it).
 */
export const OWN_PROCESS_FILES = [
  'src/db/client.test.ts',
  'src/db/dataDirLock.test.ts',
  'src/db/migrate.test.ts',
  'src/cli/auditVerifyProcess.test.ts',
  'src/cli/orgCreateProcess.test.ts',
];

export const SERVER_TIMEOUTS = {
  // Each file's beforeAll builds an app on a fresh database (and the first one in a run makes
  // the migrated template), and some tests build a second app: seconds when the machine is busy,
  // so more than vitest's defaults.
  hookTimeout: 60_000,
  testTimeout: 30_000,
};

export default defineConfig({
  test: {
    name: '@candor/server',
    include: ['src/**/*.test.{ts,tsx}'],
    // The endpoints' fuzz runs apart: `npm run test:fuzz` (vitest.fuzz.config.ts).
    exclude: [...configDefaults.exclude, ...OWN_PROCESS_FILES, 'src/**/*.fuzz.test.ts'],
    // A worker runs its test files one after another in the same module graph instead of a new
    // process per file: importing the app, the web app's SSR entry (Mantine, React) and PGlite's
    // WebAssembly once per worker, not once per file, was most of a file's time. Files share no
    // state through modules: each builds its own app on its own database, and the module-level
    // registries (job and portal-change listeners) are emptied when an app closes.
    isolate: false,
    ...SERVER_TIMEOUTS,
  },
});

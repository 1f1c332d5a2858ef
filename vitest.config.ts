import { defineConfig } from 'vitest/config';
import { OWN_PROCESS_FILES, SERVER_TIMEOUTS } from './apps/server/vitest.config.js';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      {
        test: {
          name: '@candor/server-own-process',
          root: 'apps/server',
          include: OWN_PROCESS_FILES,
          isolate: true,
          ...SERVER_TIMEOUTS,
        },
      },
      'apps/web',
    ],
    // Vitest's default on two cores is one worker (cores - 1). The server tests spend much of
    // their time waiting (PGlite start, argon2 on the thread pool, sockets, child processes), so
    // two workers keep both cores busy.
    maxWorkers: 2,
  },
});

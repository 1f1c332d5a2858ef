import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default on two cores is one worker (cores - 1). The server tests spend much of
    // their time waiting (PGlite start, argon2 on the thread pool, sockets, child processes), so
    // two workers keep both cores busy.
    maxWorkers: 2,
  },
});

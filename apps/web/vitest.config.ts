import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@candor/web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Rendering and hydrating in jsdom takes seconds when the machine is busy (5 s, vitest's
    // default, ran out with two workers and a load average of 30).
    testTimeout: 30_000,
    // A worker runs its files one after another in one module graph (as the server's and the
    // domain's do): React, Mantine and the app are imported once per worker, not once per file
    // (a quarter of the project's CPU time). Each file still gets a jsdom of its own.
    isolate: false,
  },
});

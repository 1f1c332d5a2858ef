import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pure functions without module state: the files share one module graph per worker.
  test: { name: '@candor/domain', include: ['src/**/*.test.{ts,tsx}'], isolate: false },
});

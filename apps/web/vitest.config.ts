import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@candor/web',
    include: ['src/**/*.test.{ts,tsx}'],
    // Rendering and hydrating in jsdom takes seconds when the machine is busy (5 s, vitest's
    // default, ran out with two workers and a load average of 30).
    testTimeout: 30_000,
  },
});

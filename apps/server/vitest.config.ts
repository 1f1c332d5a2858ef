import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@candor/server', include: ['src/**/*.test.{ts,tsx}'] },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@candor/web', include: ['src/**/*.test.{ts,tsx}'] },
});

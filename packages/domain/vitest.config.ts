import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@candor/domain', include: ['src/**/*.test.{ts,tsx}'] },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SERVER_TIMEOUTS } from './vitest.config.js';

/** `npm run test:fuzz`: the endpoints' fuzz, left out of `npm test` for its time. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: '@candor/server-fuzz',
    include: ['src/**/*.fuzz.test.ts'],
    // Its files side by side, one per core (vitest's default on two cores is one worker).
    maxWorkers: 2,
    isolate: false,
    ...SERVER_TIMEOUTS,
  },
});

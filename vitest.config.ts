import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { OWN_PROCESS_FILES, SERVER_TIMEOUTS } from './apps/server/vitest.config.js';

const OWN_PROCESS_PROJECT = '@candor/server-own-process';

/**
 * Vitest's order, except that the few slow files that run in a process of their own go first:
 * in its order (projects by name) they came after every other server file, and the run ended
 * with one worker on them while the other had nothing left to do.
 */
class OwnProcessFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const own = (spec: TestSpecification) => spec.project.name === OWN_PROCESS_PROJECT;
    return [...sorted.filter(own), ...sorted.filter((spec) => !own(spec))];
  }
}

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      {
        test: {
          name: OWN_PROCESS_PROJECT,
          root: 'apps/server',
          include: OWN_PROCESS_FILES,
          isolate: true,
          ...SERVER_TIMEOUTS,
        },
      },
      'apps/web',
      // The repository's own scripts (e.g. the architecture page's check).
      { test: { name: '@candor/scripts', include: ['scripts/**/*.test.mjs'] } },
    ],
    // Vitest's default on two cores is one worker (cores - 1). The server tests spend much of
    // their time waiting (PGlite start, argon2 on the thread pool, sockets, child processes), so
    // two workers keep both cores busy.
    maxWorkers: 2,
    sequence: { sequencer: OwnProcessFirst },
  },
});

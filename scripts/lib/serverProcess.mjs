// How the server process is started by `npm start` (scripts/start.mjs), and by the benchmarks
// that measure it (bench/lib/candorServer.mjs); the Docker image sets the same in its ENV
// (serverProcess.test.mjs checks that it does).

/**
 * glibc's allocator, told to keep less memory it no longer uses: two arenas instead of eight per
 * core, and allocations of 128 kB and more always mapped on their own and returned when freed
 * (by default the threshold grows to 32 MB after the first such free, and freed buffers then stay
 * in the arenas). Without it the server held 35–45 MB more after a start (V8's compiler threads
 * and the thread pool's compression buffers, freed but kept): docs/operations.md "Memory".
 * A value already in the environment wins.
 */
export const ALLOCATOR_ENV = Object.freeze({
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
});

/** The environment for the server process: the allocator's settings, then `env`'s own. */
export function serverEnv(env = process.env) {
  return { ...ALLOCATOR_ENV, ...env };
}

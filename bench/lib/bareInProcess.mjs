// `node --import bench/lib/bareInProcess.mjs …`: a bare server (bareServer.mjs) inside another
// process (Candor's), on BENCH_BARE_PORT, answering from BENCH_BARE_MANIFEST once that file is
// written; it does not keep the process alive.
import { existsSync } from 'node:fs';
import { listenBare } from './bareServer.mjs';

const { BENCH_BARE_MANIFEST, BENCH_BARE_PORT } = process.env;
if (BENCH_BARE_MANIFEST) {
  const wait = setInterval(() => {
    if (!existsSync(BENCH_BARE_MANIFEST)) return;
    clearInterval(wait);
    listenBare(BENCH_BARE_MANIFEST, Number(BENCH_BARE_PORT)).unref();
  }, 100);
  wait.unref();
}

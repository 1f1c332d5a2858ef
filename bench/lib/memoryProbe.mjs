// Preloaded into the server by `bench/memory.mjs` (`node --import ./bench/lib/memoryProbe.mjs`),
// never part of a normal run: on SIGUSR2 it prints one line to stderr, `candor-memory {json}`,
// with process.memoryUsage() and V8's heap spaces. Nothing in the product reads or serves it.
import { getHeapSpaceStatistics } from 'node:v8';

process.on('SIGUSR2', () => {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics().map((space) => [space.space_name, space.space_used_size]),
  );
  process.stderr.write(`candor-memory ${JSON.stringify({ ...usage, spaces })}\n`);
});

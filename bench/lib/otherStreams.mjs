// Runs the other kinds of node streams a server like Candor uses (a file read stream as
// @fastify/send does, zlib as @fastify/compress does, a Transform, Readable.from, a Writable)
// through the process a few hundred times. Node's stream and http internals are shared by every
// stream kind, so V8's inline caches in them see more object shapes than a bare http server's
// (polymorphic, then megamorphic): bench/processCost.mjs measures what that costs an HTTP answer.
import { createReadStream, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliCompress, createGzip } from 'node:zlib';

export async function runOtherStreams(times = 300) {
  const file = join(tmpdir(), `candor-bench-streams-${process.pid}`);
  writeFileSync(file, Buffer.alloc(20_000, 7));
  const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() });
  const copy = () => new Transform({ transform: (chunk, _encoding, done) => done(null, chunk) });
  try {
    for (let i = 0; i < times; i++) {
      await pipeline(createReadStream(file), new PassThrough(), sink());
      await pipeline(Readable.from([Buffer.from('a'), Buffer.from('b')]), createGzip(), sink());
      await pipeline(Readable.from(['x', 'y']), copy(), createBrotliCompress(), sink());
      for await (const item of Readable.from([1, 2, 3], { objectMode: true })) void item;
    }
  } finally {
    rmSync(file, { force: true });
  }
}

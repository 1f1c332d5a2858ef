/**
 * yazl computes each entry's CRC-32 with buffer-crc32, a byte-at-a-time JavaScript loop (about
 * 60 MB/s here), which made it the bottleneck of every bulk download. Node's zlib.crc32 (native,
 * same polynomial and the same continuation argument) is some 15 times faster; the buffer-crc32
 * yazl itself loads is pointed at it once, here. Without zlib.crc32 (Node before 20.15) nothing
 * changes. A chunk read by a SlotReader comes with the CRC its worker thread already computed
 * for it: when it continues the same running value, that one is used and nothing is computed on
 * the main thread.
 */
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { knownChunkCrc32 } from '../../storage/slotReader.js';

interface BufferCrc32 {
  unsigned: (buffer: Buffer | string, previous?: number) => number;
}

const nativeCrc32 = (zlib as { crc32?: (data: Buffer | string, value?: number) => number }).crc32;

export function useNativeCrc32ForZips(): boolean {
  if (typeof nativeCrc32 !== 'function') return false;
  const require = createRequire(import.meta.url);
  const yazlRequire = createRequire(require.resolve('yazl'));
  const bufferCrc32 = yazlRequire('buffer-crc32') as BufferCrc32;
  bufferCrc32.unsigned = (buffer, previous = 0) => {
    const known = typeof buffer === 'string' ? undefined : knownChunkCrc32(buffer);
    return known?.previous === previous ? known.value : nativeCrc32(buffer, previous);
  };
  return true;
}

import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useNativeCrc32ForZips } from './fastZipCrc32.js';

const require = createRequire(import.meta.url);
const bufferCrc32 = createRequire(require.resolve('yazl'))('buffer-crc32') as {
  unsigned: (buffer: Buffer, previous?: number) => number;
};

describe("the zip's CRC-32", () => {
  it('is the same with the native CRC, whole and chunk by chunk', () => {
    const data = randomBytes(300_000);
    const chunks = [data.subarray(0, 1), data.subarray(1, 70_000), data.subarray(70_000)];
    const original = bufferCrc32.unsigned.bind(bufferCrc32);
    const whole = original(data);
    const chained = chunks.reduce<number | undefined>(
      (crc, chunk) => original(chunk, crc),
      undefined,
    );
    expect(chained).toBe(whole);

    expect(useNativeCrc32ForZips()).toBe(true);
    expect(bufferCrc32.unsigned).not.toBe(original);
    expect(bufferCrc32.unsigned(data)).toBe(whole);
    expect(
      chunks.reduce<number | undefined>(
        (crc, chunk) => bufferCrc32.unsigned(chunk, crc),
        undefined,
      ),
    ).toBe(whole);
  });
});

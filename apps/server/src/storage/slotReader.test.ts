import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { EncryptedFileStore } from './encryptedFileStore.js';
import { storageKeys } from './fileStore.js';
import { StoredFileIntegrityError } from './storedFile.js';
import { LocalFileStore } from './localFileStore.js';
import { knownChunkCrc32, SlotReader } from './slotReader.js';

let dataDir: string;
let disk: LocalFileStore;
let sealed: EncryptedFileStore;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-slots-'));
  disk = LocalFileStore.inDataDir(dataDir);
  sealed = new EncryptedFileStore(disk, randomBytes(32));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const key = (n: number) => storageKeys.file('org-1', `file-${n}`);

/** Reads a stream as a sending writer would: every chunk handed back once it is consumed. */
async function drain(stream: Readable, reader: SlotReader) {
  const chunks: Buffer[] = [];
  const slots = new Set<number>();
  let shared = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(Buffer.from(chunk)); // a copy: the slot is reused once released
    if (chunk.buffer instanceof SharedArrayBuffer) {
      shared += 1;
      slots.add(chunk.byteOffset);
    }
    reader.release(chunk);
  }
  return { bytes: Buffer.concat(chunks), chunks: chunks.length, shared, slots: slots.size };
}

describe('a SlotReader', () => {
  test('streams sealed documents decrypted off the main thread, through a few reused slots', async () => {
    const documents = [randomBytes(20 * 1024 * 1024 + 123), randomBytes(1), Buffer.alloc(0)];
    for (const [n, bytes] of documents.entries()) await sealed.put(key(n), bytes, 'x/y');
    expect(
      fs
        .readFileSync(disk.pathOf(key(0)))
        .subarray(0, 8)
        .toString(),
    ).toBe('CNDRENC1');

    const reader = new SlotReader();
    for (const [n, bytes] of documents.entries()) {
      const body = await sealed.stream(key(n), sha(bytes), reader);
      expect(body?.size).toBe(bytes.length);
      const read = await drain(body!.stream, reader);
      expect(read.bytes.equals(bytes)).toBe(true);
      // Every chunk is a view of the reader's shared slots: nothing per byte on this heap.
      expect(read.shared).toBe(read.chunks);
    }
    // The worker's CRC-32 of each chunk chains up to the file's.
    const { stream } = (await sealed.stream(key(0), sha(documents[0]!), reader))!;
    let crc = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const known = knownChunkCrc32(chunk);
      expect(known?.previous).toBe(crc);
      crc = known!.value;
      reader.release(chunk);
    }
    expect(crc).toBe(crc32(documents[0]!));
    // 20 MB went through 8 slots of 1 MB, each used again once handed back.
    const big = await drain(
      (await sealed.stream(key(0), sha(documents[0]!), reader))!.stream,
      reader,
    );
    expect(big.chunks).toBe(21);
    expect(big.slots).toBeLessThanOrEqual(8);
  });

  test('reads files stored as they are, checked against their SHA-256', async () => {
    const bytes = randomBytes(3 * 1024 * 1024);
    await disk.put(key(1), bytes, 'x/y');
    const reader = new SlotReader();
    const body = await disk.stream(key(1), sha(bytes), reader);
    expect((await drain(body!.stream, reader)).bytes.equals(bytes)).toBe(true);

    await expect(disk.stream(key(1), sha(Buffer.from('other')), reader)).rejects.toBeInstanceOf(
      StoredFileIntegrityError,
    );
  });

  test('refuses an altered envelope before any byte is handed out, and answers null for a missing file', async () => {
    const bytes = randomBytes(2 * 1024 * 1024);
    await sealed.put(key(2), bytes, 'x/y');
    const onDisk = fs.readFileSync(disk.pathOf(key(2)));
    onDisk[onDisk.length - 40]! ^= 0x01;
    fs.writeFileSync(disk.pathOf(key(2)), onDisk);

    const reader = new SlotReader();
    await expect(sealed.stream(key(2), sha(bytes), reader)).rejects.toBeInstanceOf(
      StoredFileIntegrityError,
    );
    expect(await sealed.stream(key(3), sha(bytes), reader)).toBeNull();
  });

  test('holds back the next chunk until a slot is handed back', async () => {
    const bytes = randomBytes(10 * 1024 * 1024);
    await sealed.put(key(4), bytes, 'x/y');
    const reader = new SlotReader();
    const { stream } = (await sealed.stream(key(4), sha(bytes), reader))!;
    const held: Buffer[] = [];
    const iterator = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    for (let n = 0; n < 8; n += 1) held.push((await iterator.next()).value as Buffer);
    // All 8 slots are out: the 9th chunk comes only after one is handed back.
    let ninth: Buffer | null = null;
    const next = iterator.next().then((r) => (ninth = r.value as Buffer));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ninth).toBeNull();
    reader.release(held[0]!);
    await next;
    expect(ninth!.byteOffset).toBe(held[0]!.byteOffset);
  });

  test('ends a stream quietly when its reader is closed under it (the answer is over)', async () => {
    const bytes = randomBytes(4 * 1024 * 1024);
    await sealed.put(key(5), bytes, 'x/y');
    const reader = new SlotReader();
    const { stream } = (await sealed.stream(key(5), sha(bytes), reader))!;
    const errors: Error[] = [];
    stream.on('error', (error) => errors.push(error));
    const closed = once(stream, 'close');
    // The first chunk arrives, the answer ends; the stream asks for the next one regardless.
    stream.once('data', () => reader.close());
    await closed;
    expect(errors).toEqual([]);
  });
});

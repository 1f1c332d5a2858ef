/**
 * The document reader's worker thread (slotReader.ts starts it and speaks to it). It reads a
 * stored file, proves it (opens a sealed envelope, whose GCM tag authenticates it, or checks the
 * recorded SHA-256) and then copies the plaintext, a slot at a time, into the shared slots the
 * main thread asks it to fill. Everything this allocates lives on this thread's small heap, so
 * the main thread's heap never sees the hundreds of megabytes a bulk download moves.
 */
import { parentPort } from 'node:worker_threads';
import { crc32 } from 'node:zlib';
import { plaintextOf } from './envelope.js';
import { StoredFileIntegrityError } from './storedFile.js';
import { LocalFileStore } from './localFileStore.js';
import type { ReaderReply, ReaderRequest } from './slotReader.js';

const port = parentPort!;

interface OpenFile {
  bytes: Buffer;
  at: number;
  /** The CRC-32 of the bytes handed out so far (zips need it; computed here, off the main thread). */
  crc: number;
}
/** Each reader's slots and the files it has open. */
const readers = new Map<number, { sab: SharedArrayBuffer; files: Map<number, OpenFile> }>();

/**
 * Reads are asynchronous: while the disk (the thread pool) reads the next files, this thread
 * goes on decrypting and filling slots.
 */
async function prove(request: Extract<ReaderRequest, { type: 'open' }>): Promise<Buffer | null> {
  const { key, sha256, openers } = request;
  // What LocalFileStore (and EncryptedFileStore over it) would answer for `get`.
  const store = new LocalFileStore(request.root);
  if (!openers) return store.get(key, sha256);
  const stored = await store.get(key);
  return stored && plaintextOf(new Map(openers), key, stored, sha256);
}

async function answer(request: ReaderRequest): Promise<ReaderReply | null> {
  switch (request.type) {
    case 'slots':
      readers.set(request.reader, { sab: request.sab, files: new Map() });
      return null;
    case 'forget':
      readers.delete(request.reader);
      return null;
    case 'open': {
      try {
        const bytes = await prove(request);
        if (!bytes) return { type: 'missing', id: request.id };
        // A reader forgotten meanwhile (its answer ended) keeps nothing.
        readers.get(request.reader)?.files.set(request.id, { bytes, at: 0, crc: 0 });
        return { type: 'opened', id: request.id, size: bytes.length };
      } catch (error) {
        const integrity =
          error instanceof StoredFileIntegrityError
            ? { expected: error.expectedSha256, actual: error.actualSha256 }
            : undefined;
        const message = error instanceof Error ? error.message : String(error);
        return { type: 'failed', id: request.id, message, key: request.key, integrity };
      }
    }
    case 'fill': {
      const reader = readers.get(request.reader);
      const file = reader?.files.get(request.id);
      if (!reader || !file) {
        return { type: 'failed', id: request.id, message: 'the file is not open' };
      }
      const target = new Uint8Array(reader.sab, request.offset, request.length);
      const copied = file.bytes.copy(target, 0, file.at, file.at + request.length);
      const previousCrc = file.crc;
      file.crc = crc32(target.subarray(0, copied), previousCrc);
      file.at += copied;
      const done = file.at >= file.bytes.length;
      if (done) reader.files.delete(request.id);
      return { type: 'filled', id: request.id, length: copied, done, crc: file.crc, previousCrc };
    }
    case 'close':
      readers.get(request.reader)?.files.delete(request.id);
      return null;
  }
}

port.on('message', (request: ReaderRequest) => {
  void answer(request).then((reply) => reply && port.postMessage(reply));
});

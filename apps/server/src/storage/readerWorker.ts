/**
 * The document reader's worker thread (slotReader.ts starts it and speaks to it). It reads a
 * stored file, proves it (opens a sealed envelope, whose GCM tag authenticates it, or checks the
 * recorded SHA-256) and then copies the plaintext, a slot at a time, into the shared slots the
 * main thread asks it to fill. Everything this allocates lives on this thread's small heap, so
 * the main thread's heap never sees the hundreds of megabytes a bulk download moves.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { isSealed, openEnvelope } from './envelope.js';
import { assertSameSha256, StoredFileIntegrityError } from './fileStore.js';
import type { ReaderReply, ReaderRequest } from './slotReader.js';

const port = parentPort!;
const opened = new Map<number, { bytes: Buffer; at: number }>();

/**
 * Reads are asynchronous: while the disk (the thread pool) reads the next files, this thread
 * goes on decrypting and filling slots.
 */
async function prove(request: Extract<ReaderRequest, { type: 'open' }>): Promise<Buffer | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(request.path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
    throw error;
  }
  if (request.openers && isSealed(bytes)) {
    return openEnvelope(new Map(request.openers), request.key, bytes);
  }
  if (request.sha256 !== undefined) {
    assertSameSha256(request.key, request.sha256, createHash('sha256').update(bytes).digest('hex'));
  }
  return bytes;
}

async function answer(request: ReaderRequest): Promise<ReaderReply | null> {
  switch (request.type) {
    case 'open': {
      try {
        const bytes = await prove(request);
        if (!bytes) return { type: 'missing', id: request.id };
        opened.set(request.id, { bytes, at: 0 });
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
      const file = opened.get(request.id);
      if (!file) return { type: 'failed', id: request.id, message: 'the file is not open' };
      const target = new Uint8Array(request.sab, request.offset, request.length);
      const copied = file.bytes.copy(target, 0, file.at, file.at + request.length);
      file.at += copied;
      const done = file.at >= file.bytes.length;
      if (done) opened.delete(request.id);
      return { type: 'filled', id: request.id, length: copied, done };
    }
    case 'close':
      opened.delete(request.id);
      return null;
  }
}

port.on('message', (request: ReaderRequest) => {
  void answer(request).then((reply) => reply && port.postMessage(reply));
});

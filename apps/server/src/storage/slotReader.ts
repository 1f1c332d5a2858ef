/**
 * Stored files read off the main thread, for answers that send many of them (a bulk download's
 * zip). A worker thread (readerWorker.ts) reads each file, proves it and decrypts it, then copies
 * it into a few slots of one SharedArrayBuffer; the main thread sends views of those slots and
 * hands each slot back once the socket has taken its bytes (`release`, called by the writer:
 * services/files/sendReleasing.ts).
 *
 * Why: decrypting on the main thread allocates a new buffer for every file, and hundreds of
 * megabytes of such buffers make V8 mark the whole (large) main heap again and again for
 * "external memory pressure": garbage collection cost a 200 MB zip more CPU than the decryption
 * itself. The slots are allocated once per reader, so the main thread allocates nothing per
 * byte, and the decryption runs beside the sending on a second core.
 *
 * One worker serves the process; it is started on first use and keeps the process alive only
 * while it owes an answer.
 * A reader's slots belong to one answer: if it is abandoned, the slots go with it.
 */
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EnvelopeOpeners } from './envelope.js';
import { StoredFileIntegrityError, type StoredFileStream } from './storedFile.js';

/** Files up to this size are read off the main thread (whole, in the worker); larger ones not. */
export const OFF_THREAD_MAX_BYTES = 64 * 1024 * 1024;

export type ReaderRequest =
  | { type: 'slots'; reader: number; sab: SharedArrayBuffer }
  | { type: 'forget'; reader: number }
  | {
      type: 'open';
      reader: number;
      id: number;
      /** The LocalFileStore's folder: the worker reads `key` through a store of its own. */
      root: string;
      key: string;
      sha256?: string;
      openers: [string, Buffer][] | null;
    }
  | { type: 'fill'; reader: number; id: number; offset: number; length: number }
  | { type: 'close'; reader: number; id: number };

export type ReaderReply =
  | { type: 'opened'; id: number; size: number }
  | { type: 'missing'; id: number }
  | {
      type: 'filled';
      id: number;
      length: number;
      done: boolean;
      /** The file's CRC-32 up to the end of this chunk, and up to its start. */
      crc: number;
      previousCrc: number;
    }
  | {
      type: 'failed';
      id: number;
      message: string;
      key?: string;
      integrity?: { expected: string; actual: string };
    };

interface Shared {
  worker: Worker;
  waiting: Map<number, { resolve: (reply: ReaderReply) => void; reject: (e: Error) => void }>;
}

let shared: Shared | null = null;
let nextId = 1;

/**
 * The CRC-32 the worker computed for a chunk it filled: `value` over the file up to the chunk's
 * end, given `previous` up to its start (services/files/fastZipCrc32.ts uses it for zips).
 */
const chunkCrcs = new WeakMap<Uint8Array, { previous: number; value: number }>();
export const knownChunkCrc32 = (chunk: Uint8Array) => chunkCrcs.get(chunk);

/** The worker's module beside this one: the TypeScript source under tsx, the bundle's file built. */
const fromSource = fileURLToPath(import.meta.url).endsWith('.ts');

function readerWorker(): Shared {
  if (shared) return shared;
  // From the TypeScript source (development, tests), a bootstrap registers tsx's loader first.
  const url = new URL(
    fromSource ? './readerWorker.dev.mjs' : './reader-worker.js',
    import.meta.url,
  );
  const worker = new Worker(url);
  const current: Shared = { worker, waiting: new Map() };
  const failAll = (error: Error) => {
    if (shared === current) shared = null;
    for (const { reject } of current.waiting.values()) reject(error);
    current.waiting.clear();
  };
  worker.on('message', (reply: ReaderReply) => {
    const waiter = current.waiting.get(reply.id);
    current.waiting.delete(reply.id);
    if (current.waiting.size === 0) worker.unref();
    waiter?.resolve(reply);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the document reader stopped (${code})`)));
  worker.unref();
  shared = current;
  return current;
}

/** Sends a request that has no answer. */
function tell(request: ReaderRequest): void {
  readerWorker().worker.postMessage(request);
}

function ask(request: Extract<ReaderRequest, { type: 'open' | 'fill' }>): Promise<ReaderReply> {
  const { worker, waiting } = readerWorker();
  return new Promise((resolve, reject) => {
    // Referenced while it owes an answer, so a pending read keeps the process alive.
    if (waiting.size === 0) worker.ref();
    waiting.set(request.id, { resolve, reject });
    worker.postMessage(request);
  });
}

function failure(reply: Extract<ReaderReply, { type: 'failed' }>): Error {
  if (reply.integrity && reply.key !== undefined) {
    return new StoredFileIntegrityError(
      reply.key,
      reply.integrity.expected,
      reply.integrity.actual,
    );
  }
  return new Error(reply.message);
}

const SLOT_BYTES = 1024 * 1024;
const SLOT_COUNT = 8;

let nextReader = 1;

export class SlotReader {
  private readonly id = nextReader++;
  private registered: Shared | null = null;
  private closed = false;
  private readonly sab = new SharedArrayBuffer(SLOT_BYTES * SLOT_COUNT);
  private readonly free: number[] = Array.from({ length: SLOT_COUNT }, (_, slot) => slot);
  private readonly waitingForSlot: ((slot: number) => void)[] = [];

  /**
   * The file stored under `key` in the LocalFileStore at `rootDir` as a stream of slot views, or null when there is
   * no file. It is proven before this resolves (StoredFileIntegrityError otherwise), as
   * FileStore.stream promises. `openers`: the keys a sealed envelope may be opened with; without
   * them the bytes are sent as stored.
   */
  async read(
    rootDir: string,
    key: string,
    sha256: string | undefined,
    openers: EnvelopeOpeners | null,
  ): Promise<StoredFileStream | null> {
    const id = nextId++;
    // The slots are shown to the (current) worker once; later requests name them by reader id.
    const current = readerWorker();
    if (this.registered !== current) {
      current.worker.postMessage({ type: 'slots', reader: this.id, sab: this.sab });
      this.registered = current;
    }
    const reply = await ask({
      type: 'open',
      reader: this.id,
      id,
      root: rootDir,
      key,
      sha256,
      openers: openers ? [...openers] : null,
    });
    if (reply.type === 'missing') return null;
    if (reply.type === 'failed') throw failure(reply);
    if (reply.type !== 'opened') throw new Error(`unexpected reply ${reply.type}`);
    const { size } = reply;
    let done = size === 0;
    const stream = new Readable({
      highWaterMark: 0,
      read: () => {
        if (done) {
          stream.push(null);
          return;
        }
        this.fill(id).then(
          (chunk) => {
            done = chunk.done;
            stream.push(chunk.view);
            if (done) stream.push(null);
          },
          // Once the reader is closed (its answer is over), a fill that finds the file
          // dropped only ends the stream: nobody is left to hear an error.
          (error: Error) => stream.destroy(this.closed ? undefined : error),
        );
      },
      destroy: (error, callback) => {
        if (!done && shared) tell({ type: 'close', reader: this.id, id });
        callback(error);
      },
    });
    return { stream, size };
  }

  /** Drops whatever the worker still holds for this reader (files read ahead and never sent). */
  close(): void {
    this.closed = true;
    if (shared && this.registered === shared) tell({ type: 'forget', reader: this.id });
    this.registered = null;
  }

  /** Hands a chunk's slot back once its bytes are sent; chunks of other buffers are ignored. */
  release(chunk: Uint8Array): void {
    if (chunk.buffer === this.sab) this.giveBack(Math.floor(chunk.byteOffset / SLOT_BYTES));
  }

  private giveBack(slot: number): void {
    const next = this.waitingForSlot.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }

  private takeSlot(): Promise<number> {
    const slot = this.free.shift();
    if (slot !== undefined) return Promise.resolve(slot);
    return new Promise((resolve) => this.waitingForSlot.push(resolve));
  }

  private async fill(id: number): Promise<{ view: Buffer; done: boolean }> {
    const slot = await this.takeSlot();
    const offset = slot * SLOT_BYTES;
    const reply = await ask({ type: 'fill', reader: this.id, id, offset, length: SLOT_BYTES });
    if (reply.type === 'failed') {
      this.giveBack(slot);
      throw failure(reply);
    }
    if (reply.type !== 'filled') throw new Error(`unexpected reply ${reply.type}`);
    const view = Buffer.from(this.sab, offset, reply.length);
    chunkCrcs.set(view, { previous: reply.previousCrc, value: reply.crc });
    return { view, done: reply.done };
  }
}

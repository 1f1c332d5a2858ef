/**
 * The bounded worker pool for PDF work: every PDF the server parses (an upload checked and its
 * text read, a copy watermarked) is handled here, in a child process, never on the main thread.
 * A PDF can be built to take seconds of CPU and gigabytes once inflated; in a child, the main
 * thread keeps answering, and a job over a limit is refused with the reason, its process killed.
 *
 * API: `inspectPdf(bytes, options)` (pages and, asked for, text: what an upload is checked
 * with), `watermarkedPdf(bytes, stamp, options)` (a stamped copy with its receipt's place) and
 * `verifiedPdf(bytes, key, options)` (its receipt checked); `admitPdfWork(owner)` checks, for
 * a caller about to queue several jobs, that the pool takes work from `owner` now. A PDF that
 * breaks a limit rejects with PdfRefusedError (its `refusal` and a message for people); a pool
 * full, for everyone or for that owner, with PdfBusyError (429 with Retry-After).
 *
 * Limits: PDF_LIMITS per job (inflated bytes, pages, output, heap, resident memory, time) and
 * PDF_POOL_LIMITS for the pool (processes, jobs queued, jobs per owner). The processes start on
 * the first job and stop after a minute idle: at rest the pool holds no memory.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { availableParallelism, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DomainError } from '@candor/domain';
import type { ReceiptCheck } from './pdfReceipt.js';
import type { WatermarkStamp } from './watermarkPdf.js';

const MIB = 1024 * 1024;

export const PDF_LIMITS = {
  /** What a PDF's compressed (non-image) streams may inflate to, together. */
  inflatedBytes: 128 * MIB,
  pages: 5_000,
  /** A stamped copy's size, given the original's. */
  outputBytes: (inputBytes: number) => inputBytes * 4 + 16 * MIB,
  /** The worker's V8 heap (--max-old-space-size), in MiB. */
  heapMiB: 512,
  /** The worker's resident memory (heap, ArrayBuffers, everything), where the OS tells it. */
  residentBytes: 1024 * MIB,
  timeMs: 30_000,
};

export const PDF_POOL_LIMITS = {
  /** One core stays with the main thread. */
  processes: Math.max(1, Math.min(2, availableParallelism() - 1)),
  /** Jobs running and waiting, from everyone. */
  jobs: 16,
  /** Jobs running and waiting, from one owner (an address). */
  jobsPerOwner: 2,
  retryAfterSeconds: 5,
  idleMs: 60_000,
  /** The processes' scheduling priority (nice), below the main thread's. */
  niceness: 10,
};

export type PdfRefusal =
  | 'unreadable'
  | 'encrypted'
  | 'inflates-too-much'
  | 'too-many-pages'
  | 'output-too-large'
  | 'too-slow'
  | 'too-much-memory';

const TOO_COSTLY = 'This PDF takes too long or too much memory to process. Upload a smaller PDF.';
export const PDF_REFUSAL_MESSAGES: Record<PdfRefusal, string> = {
  unreadable: 'This PDF could not be read: it may be damaged. Upload the original file.',
  encrypted: 'This PDF is password-protected. Upload a copy without a password.',
  'inflates-too-much': `This PDF expands to more than ${PDF_LIMITS.inflatedBytes / MIB} MB when opened. Upload a smaller PDF.`,
  'too-many-pages': `This PDF has more than ${PDF_LIMITS.pages} pages. Upload a shorter PDF.`,
  'output-too-large': TOO_COSTLY,
  'too-slow': TOO_COSTLY,
  'too-much-memory': TOO_COSTLY,
};

export const PDF_BUSY_MESSAGE = 'Too many documents are being prepared. Please try again shortly.';

export class PdfRefusedError extends Error {
  constructor(readonly refusal: PdfRefusal) {
    super(PDF_REFUSAL_MESSAGES[refusal]);
    this.name = 'PdfRefusedError';
  }
}

export class PdfBusyError extends DomainError {
  readonly retryAfterSeconds = PDF_POOL_LIMITS.retryAfterSeconds;
  constructor() {
    super('rate_limited', PDF_BUSY_MESSAGE);
  }
}

export type PdfJob =
  | { kind: 'inspect'; bytes: Uint8Array; text: boolean }
  | { kind: 'watermark'; bytes: Uint8Array; stamp: WatermarkStamp }
  | { kind: 'verify'; bytes: Uint8Array; publicKeyPem: string };

/** A stamped copy, with its receipt's place (pdf/pdfReceipt.ts) and the hash of the rest. */
export interface StampedPdf {
  bytes: Uint8Array;
  receiptAt: number;
  copySha256: string;
}

export type PdfResult =
  | { kind: 'inspect'; pages: number; text: string | null }
  | ({ kind: 'watermark' } & StampedPdf)
  | { kind: 'verify'; check: ReceiptCheck };

export type PdfReply = { id: number } & ({ result: PdfResult } | { refusal: PdfRefusal });

export interface PdfJobOptions {
  /** Whose work it is (a client address): one owner has at most jobsPerOwner at once. */
  owner: string;
  /** Queue even over the owner's and the pool's limits (work already admitted: a zip). */
  admitted?: boolean;
}

interface Task {
  id: number;
  job: PdfJob;
  owner: string;
  resolve: (result: PdfResult) => void;
  reject: (error: Error) => void;
}

interface PoolProcess {
  child: ChildProcess;
  task: Task | null;
  /** Why the pool killed it, for the task it was running. */
  killedFor: PdfRefusal | null;
  timers: NodeJS.Timeout[];
}

const processes: PoolProcess[] = [];
const queue: Task[] = [];
const perOwner = new Map<string, number>();
let jobsInPool = 0;
let nextId = 1;

/** The worker's module beside this one: the TypeScript source under tsx, the bundle's file built. */
const fromSource = fileURLToPath(import.meta.url).endsWith('.ts');

function start(): PoolProcess {
  const url = new URL(fromSource ? './pdfWorker.dev.mjs' : './pdf-worker.js', import.meta.url);
  const child = fork(fileURLToPath(url), [], {
    execArgv: [`--max-old-space-size=${PDF_LIMITS.heapMiB}`],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Niced: when the cores are busy, the main thread (every other answer) goes first.
  try {
    if (child.pid !== undefined) setPriority(child.pid, PDF_POOL_LIMITS.niceness);
  } catch {
    // Not allowed here (some containers): the process runs at the server's priority.
  }
  const worker: PoolProcess = { child, task: null, killedFor: null, timers: [] };
  child.on('message', (reply: PdfReply) => {
    const task = worker.task;
    if (!task || task.id !== reply.id) return;
    done(worker);
    if ('result' in reply) task.resolve(reply.result);
    else task.reject(new PdfRefusedError(reply.refusal));
  });
  child.on('exit', () => {
    forget(worker);
    const task = worker.task;
    if (task) {
      done(worker);
      // Killed for a limit, or it died on its own (its heap full): too costly either way.
      task.reject(new PdfRefusedError(worker.killedFor ?? 'too-much-memory'));
    }
    for (const timer of worker.timers) clearTimeout(timer);
    pump();
  });
  processes.push(worker);
  idle(worker);
  return worker;
}

function forget(worker: PoolProcess): void {
  const at = processes.indexOf(worker);
  if (at >= 0) processes.splice(at, 1);
}

/** Killed for a limit (`reason`), or stopped when idle (null); no new job is given to it. */
function kill(worker: PoolProcess, reason: PdfRefusal | null): void {
  worker.killedFor = reason;
  forget(worker);
  worker.child.kill('SIGKILL');
}

/** Not referenced while idle (the process may exit), and stopped after a while. */
function idle(worker: PoolProcess): void {
  worker.child.unref();
  worker.child.channel?.unref();
  worker.timers = [setTimeout(() => kill(worker, null), PDF_POOL_LIMITS.idleMs).unref()];
}

/** The resident memory of a process, where /proc tells it (Linux); null elsewhere. */
async function residentBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kib ? Number(kib) * 1024 : null;
  } catch {
    return null;
  }
}

function run(worker: PoolProcess, task: Task): void {
  for (const timer of worker.timers) clearTimeout(timer);
  worker.task = task;
  worker.child.ref();
  worker.child.channel?.ref();
  const watch = setInterval(() => {
    const pid = worker.child.pid;
    if (pid === undefined) return;
    void residentBytes(pid).then((bytes) => {
      if (worker.task === task && bytes !== null && bytes > PDF_LIMITS.residentBytes) {
        kill(worker, 'too-much-memory');
      }
    });
  }, 100);
  worker.timers = [setTimeout(() => kill(worker, 'too-slow'), PDF_LIMITS.timeMs), watch];
  worker.child.send({ id: task.id, job: task.job });
}

function done(worker: PoolProcess): void {
  const task = worker.task!;
  worker.task = null;
  jobsInPool -= 1;
  const left = (perOwner.get(task.owner) ?? 1) - 1;
  if (left > 0) perOwner.set(task.owner, left);
  else perOwner.delete(task.owner);
  for (const timer of worker.timers) clearTimeout(timer);
  if (worker.child.exitCode === null && worker.child.signalCode === null) idle(worker);
  pump();
}

function pump(): void {
  while (queue.length > 0) {
    const free =
      processes.find((worker) => worker.task === null) ??
      (processes.length < PDF_POOL_LIMITS.processes ? start() : null);
    if (!free) return;
    run(free, queue.shift()!);
  }
}

/** Refuses (PdfBusyError) when the pool takes no more work from `owner` now. */
export function admitPdfWork(owner: string): void {
  if (jobsInPool >= PDF_POOL_LIMITS.jobs) throw new PdfBusyError();
  if ((perOwner.get(owner) ?? 0) >= PDF_POOL_LIMITS.jobsPerOwner) throw new PdfBusyError();
}

function submit(job: PdfJob, options: PdfJobOptions): Promise<PdfResult> {
  if (!options.admitted) admitPdfWork(options.owner);
  jobsInPool += 1;
  perOwner.set(options.owner, (perOwner.get(options.owner) ?? 0) + 1);
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, job, owner: options.owner, resolve, reject });
    pump();
  });
}

/** Checks that pdf-lib reads the PDF within the limits; its pages and, asked for, its text. */
export async function inspectPdf(
  bytes: Uint8Array,
  options: PdfJobOptions & { text: boolean },
): Promise<{ pages: number; text: string | null }> {
  const result = await submit({ kind: 'inspect', bytes, text: options.text }, options);
  if (result.kind !== 'inspect') throw new Error('the PDF pool answered another job');
  return result;
}

/** A copy of the PDF with `stamp` on every page and a blank place for its receipt. */
export async function watermarkedPdf(
  bytes: Uint8Array,
  stamp: WatermarkStamp,
  options: PdfJobOptions,
): Promise<StampedPdf> {
  const result = await submit({ kind: 'watermark', bytes, stamp }, options);
  if (result.kind !== 'watermark') throw new Error('the PDF pool answered another job');
  return result;
}

/** Whether the PDF carries a receipt, and a genuine one under the key (pdf/pdfReceipt.ts). */
export async function verifiedPdf(
  bytes: Uint8Array,
  publicKeyPem: string,
  options: PdfJobOptions,
): Promise<ReceiptCheck> {
  const result = await submit({ kind: 'verify', bytes, publicKeyPem }, options);
  if (result.kind !== 'verify') throw new Error('the PDF pool answered another job');
  return result.check;
}

/** How many processes the pool runs (0 at rest) and how many jobs it holds, running or waiting. */
export const pdfPoolState = () => ({ processes: processes.length, jobs: jobsInPool });

/**
 * An exclusive lock on the data folder. PGlite does not lock its folder, and two processes
 * writing the same PGlite files corrupt them, so the server holds a pid file while it runs.
 *
 * The lock survives nothing but a live owner: a lock left by a crashed or killed (kill -9)
 * process names a pid that no longer runs, and the next opener takes it over.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

export const LOCK_FILE_NAME = 'candor.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Data folder ${dataDir} is already in use by another Candor process (pid ${ownerPid}). ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly dataDir: string;
  readonly lockFile: string;
  release(): void;
}

interface LockContent {
  pid: number;
  hostname: string;
  token: string;
  startedAt: string;
}

/** Lock files held by this process; a second open from the same process is refused too. */
const heldByThisProcess = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(lockFile: string): LockContent | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number' && typeof parsed.token === 'string'
      ? (parsed as LockContent)
      : null;
  } catch {
    return null;
  }
}

/** Whether the recorded owner still runs. Our own pid counts only when this process holds it. */
function ownerIsAlive(lockFile: string, owner: LockContent): boolean {
  if (owner.pid === process.pid) return heldByThisProcess.has(lockFile);
  return isProcessAlive(owner.pid);
}

/**
 * Takes the lock on `dataDir` (created when missing) or throws DataDirLockedError.
 * The lock file is created with its content in one step (write a temp file, then hard-link it
 * to the lock name, which fails when the name exists), so no reader ever sees it half-written.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, LOCK_FILE_NAME);
  const content: LockContent = {
    pid: process.pid,
    hostname: hostname(),
    token: randomBytes(12).toString('hex'),
    startedAt: new Date().toISOString(),
  };
  const tempFile = `${lockFile}.${process.pid}.${content.token}.tmp`;
  fs.writeFileSync(tempFile, JSON.stringify(content));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        fs.linkSync(tempFile, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      }
      const owner = readLock(lockFile);
      if (owner && ownerIsAlive(lockFile, owner)) throw new DataDirLockedError(dir, owner.pid);
      takeOverStaleLock(lockFile, owner);
    }
  } finally {
    fs.rmSync(tempFile, { force: true });
  }
  heldByThisProcess.add(lockFile);

  // A normal exit without close() still frees the folder; kill -9 is handled by the pid check.
  const releaseOnExit = () => removeIfOurs(lockFile, content.token);
  process.once('exit', releaseOnExit);

  let released = false;
  return {
    dataDir: dir,
    lockFile,
    release() {
      if (released) return;
      released = true;
      process.removeListener('exit', releaseOnExit);
      heldByThisProcess.delete(lockFile);
      removeIfOurs(lockFile, content.token);
    },
  };
}

/**
 * Moves a stale lock aside under a unique name before deleting it, then checks that what was
 * moved is the stale lock that was judged: if a racing process had already replaced it with
 * its own live lock, that lock is put back and this opener is refused.
 */
function takeOverStaleLock(lockFile: string, stale: LockContent | null): void {
  const aside = `${lockFile}.${process.pid}.${randomBytes(6).toString('hex')}.stale`;
  try {
    fs.renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readLock(aside);
  if (moved && moved.token !== stale?.token && ownerIsAlive(lockFile, moved)) {
    try {
      fs.linkSync(aside, lockFile);
    } finally {
      fs.rmSync(aside, { force: true });
    }
    throw new DataDirLockedError(path.dirname(lockFile), moved.pid);
  }
  fs.rmSync(aside, { force: true });
}

function removeIfOurs(lockFile: string, token: string): void {
  if (readLock(lockFile)?.token === token) fs.rmSync(lockFile, { force: true });
}

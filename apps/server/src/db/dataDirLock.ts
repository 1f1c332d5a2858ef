/**
 * An exclusive lock on the data folder. PGlite does not lock its folder, and two processes
 * writing the same PGlite files corrupt them, so the server holds this lock while it runs.
 *
 * The lock is proper-lockfile's: a directory created atomically (mkdir) whose mtime the owner
 * refreshes while it runs. Nothing written inside a file decides who holds it, so an emptied or
 * edited file cannot hand the folder to a second process; a lock whose owner stopped refreshing
 * it (a crash, kill -9) goes stale and the next opener takes it over. The owner's pid is kept in
 * an info file beside the lock only to say who holds the folder.
 */
import { hostname } from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import lockfile from 'proper-lockfile';

export const LOCK_FILE_NAME = 'candor.lock';
export const LOCK_INFO_FILE_NAME = 'candor.lock.owner';
/** The owner refreshes the lock this often. */
const REFRESH_MS = 2_000;
/**
 * An unrefreshed lock is taken over after this long. It is generous because the owner's event
 * loop can be busy for seconds (PGlite runs queries on the main thread).
 */
const DEFAULT_STALE_MS = 30_000;
/** A lock whose owner is known to be dead is taken once it has missed this many refreshes. */
const MISSED_REFRESHES = 3;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number | null,
  ) {
    super(
      `Data folder ${dataDir} is already in use by another Candor process ` +
        `(${ownerPid === null ? 'pid not recorded' : `pid ${ownerPid}`}). ` +
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

export interface DataDirLockOptions {
  /** How long an unrefreshed lock counts as held when its owner is not known to be dead. */
  staleMs?: number;
  /** Called when the lock was lost while held (its directory removed or taken over). */
  onCompromised?: (error: Error) => void;
}

interface LockOwner {
  pid: number;
  hostname: string;
}

/** Lock files held by this process; a second open from the same process is refused too. */
const heldByThisProcess = new Set<string>();

function readOwner(infoFile: string): LockOwner | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' && typeof parsed.hostname === 'string'
      ? { pid: parsed.pid, hostname: parsed.hostname }
      : null;
  } catch {
    return null;
  }
}

function writeOwner(infoFile: string): void {
  const temp = `${infoFile}.${process.pid}.tmp`;
  const owner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  fs.writeFileSync(temp, JSON.stringify(owner));
  fs.renameSync(temp, infoFile);
}

/** Whether the recorded owner is known to have stopped: only a pid on this machine tells. */
function ownerIsGone(lockFile: string, owner: LockOwner | null): boolean {
  if (!owner || owner.hostname !== hostname()) return false;
  if (owner.pid === process.pid) return !heldByThisProcess.has(lockFile);
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it is alive.
    return (error as NodeJS.ErrnoException).code !== 'EPERM';
  }
}

/**
 * Candor versions before this lock kept a pid file under the lock's name. A live owner of one
 * still holds the folder; a file left by a stopped one is removed so the lock can be taken.
 */
function clearPidFileOfEarlierVersions(lockFile: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(lockFile);
  } catch {
    return;
  }
  if (!stat.isFile()) return;
  const owner = readOwner(lockFile);
  if (owner && !ownerIsGone(lockFile, owner)) {
    throw new DataDirLockedError(path.dirname(lockFile), owner.pid);
  }
  fs.rmSync(lockFile, { force: true });
}

function failOnCompromise(error: Error): void {
  console.error(`The data folder lock was lost (${error.message}); stopping to protect the data.`);
  process.exit(1);
}

/**
 * Takes the lock on `dataDir` (created when missing) or throws DataDirLockedError. A lock left by
 * a process of this machine that no longer runs is taken as soon as it has missed a few
 * refreshes (a few seconds); any other lock only once it has gone stale.
 */
export async function acquireDataDirLock(
  dataDir: string,
  options: DataDirLockOptions = {},
): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, LOCK_FILE_NAME);
  const infoFile = path.join(dir, LOCK_INFO_FILE_NAME);
  const lockOptions = {
    lockfilePath: lockFile,
    realpath: false,
    stale: options.staleMs ?? DEFAULT_STALE_MS,
    update: REFRESH_MS,
    onCompromised: options.onCompromised ?? failOnCompromise,
  };
  const refused = () => new DataDirLockedError(dir, readOwner(infoFile)?.pid ?? null);
  clearPidFileOfEarlierVersions(lockFile);

  try {
    await lockfile.lock(dir, lockOptions);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    if (!ownerIsGone(lockFile, readOwner(infoFile))) throw refused();
    // A live owner refreshes the lock every REFRESH_MS and never looks stale here, whatever
    // the info file says; a dead one stops, and the lock is taken within a few seconds.
    const missedAfter = REFRESH_MS * MISSED_REFRESHES;
    const retry = { retries: (missedAfter + REFRESH_MS) / 500, factor: 1, minTimeout: 500 };
    await lockfile
      .lock(dir, { ...lockOptions, stale: missedAfter, retries: retry })
      .catch((retryError: unknown) => {
        throw (retryError as NodeJS.ErrnoException).code === 'ELOCKED' ? refused() : retryError;
      });
  }
  heldByThisProcess.add(lockFile);
  writeOwner(infoFile);

  let released = false;
  return {
    dataDir: dir,
    lockFile,
    release() {
      if (released) return;
      released = true;
      heldByThisProcess.delete(lockFile);
      fs.rmSync(infoFile, { force: true });
      // The directory goes synchronously, so a caller that returns from release() may reopen.
      lockfile.unlockSync(dir, { lockfilePath: lockFile, realpath: false });
    },
  };
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import {
  acquireDataDirLock,
  DataDirLockedError,
  LOCK_FILE_NAME,
  LOCK_INFO_FILE_NAME,
  type DataDirLock,
  type DataDirLockOptions,
} from './dataDirLock.js';

const held: DataDirLock[] = [];
const tempDirs: string[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-lock-'));
  tempDirs.push(dir);
  return dir;
}

async function acquire(dir: string, options?: DataDirLockOptions): Promise<DataDirLock> {
  const lock = await acquireDataDirLock(dir, options);
  held.push(lock);
  return lock;
}

afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs a short-lived process and returns its pid once it has exited: a pid nobody holds. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** What a process killed with kill -9 leaves: the lock directory and the info naming it. */
function leaveLockOf(dir: string, pid: number, lastRefreshed: Date): void {
  const lockDir = path.join(dir, LOCK_FILE_NAME);
  fs.mkdirSync(lockDir);
  fs.utimesSync(lockDir, lastRefreshed, lastRefreshed);
  fs.writeFileSync(
    path.join(dir, LOCK_INFO_FILE_NAME),
    JSON.stringify({ pid, hostname: os.hostname(), startedAt: '' }),
  );
}

test('a second open of a held folder is refused, naming the folder and the owner pid', async () => {
  const dir = tempDataDir();
  await acquire(dir);
  await expect(acquire(dir)).rejects.toThrow(
    `Data folder ${dir} is already in use by another Candor process (pid ${process.pid}). ` +
      'Stop it first, or set DATA_DIR to another folder.',
  );
});

test('emptying or forging the lock info does not free a held folder', async () => {
  const dir = tempDataDir();
  await acquire(dir);
  fs.writeFileSync(path.join(dir, LOCK_INFO_FILE_NAME), '');
  await expect(acquire(dir)).rejects.toThrow(DataDirLockedError);

  fs.writeFileSync(
    path.join(dir, LOCK_INFO_FILE_NAME),
    JSON.stringify({ pid: await deadPid(), hostname: os.hostname() }),
  );
  const refused = await acquire(dir).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(DataDirLockedError);
}, 30_000);

test('a lock its dead owner stopped refreshing is taken over at once', async () => {
  const dir = tempDataDir();
  leaveLockOf(dir, await deadPid(), new Date(Date.now() - 60_000));
  const lock = await acquire(dir);
  const info = JSON.parse(fs.readFileSync(path.join(dir, LOCK_INFO_FILE_NAME), 'utf8'));
  expect(info).toMatchObject({ pid: process.pid });
  await expect(acquire(dir)).rejects.toThrow(DataDirLockedError);
  expect(lock.dataDir).toBe(dir);
});

test("a dead owner's fresh lock is taken once it has missed a few refreshes", async () => {
  const dir = tempDataDir();
  leaveLockOf(dir, await deadPid(), new Date());
  const started = Date.now();
  await acquire(dir);
  expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
}, 30_000);

test('a lock of an unknown owner is held until it goes stale', async () => {
  const dir = tempDataDir();
  leaveLockOf(dir, await deadPid(), new Date(Date.now() - 5_000));
  fs.writeFileSync(path.join(dir, LOCK_INFO_FILE_NAME), '');
  await expect(acquire(dir, { staleMs: 10_000 })).rejects.toThrow('(pid not recorded)');
  fs.utimesSync(path.join(dir, LOCK_FILE_NAME), new Date(0), new Date(Date.now() - 11_000));
  await expect(acquire(dir, { staleMs: 10_000 })).resolves.toBeTruthy();
});

test('release frees the folder for the next opener and leaves no files behind', async () => {
  const dir = tempDataDir();
  (await acquire(dir)).release();
  expect(fs.readdirSync(dir)).toEqual([]);
  await expect(acquire(dir)).resolves.toBeTruthy();
});

test('the folder is created when missing', async () => {
  const dir = path.join(tempDataDir(), 'nested', 'data');
  await acquire(dir);
  expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
});

test("an earlier version's pid file is removed when its process has stopped", async () => {
  const dir = tempDataDir();
  const pidFile = { pid: await deadPid(), hostname: os.hostname(), token: 'old', startedAt: '' };
  fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), JSON.stringify(pidFile));
  await acquire(dir);
  expect(fs.statSync(path.join(dir, LOCK_FILE_NAME)).isDirectory()).toBe(true);
});

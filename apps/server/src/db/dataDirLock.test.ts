import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import {
  acquireDataDirLock,
  DataDirLockedError,
  LOCK_FILE_NAME,
  type DataDirLock,
} from './dataDirLock.js';

const held: DataDirLock[] = [];
const tempDirs: string[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-lock-'));
  tempDirs.push(dir);
  return dir;
}

function acquire(dir: string): DataDirLock {
  const lock = acquireDataDirLock(dir);
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

function writeLock(dir: string, pid: number): void {
  const content = { pid, hostname: 'elsewhere', token: 'theirs', startedAt: '' };
  fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), JSON.stringify(content));
}

test('a lock held by a running process refuses the folder, naming it and the pid', async () => {
  const dir = tempDataDir();
  const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    writeLock(dir, sleeper.pid!);
    expect(() => acquire(dir)).toThrow(new DataDirLockedError(dir, sleeper.pid!).message);
    expect(() => acquire(dir)).toThrow(DataDirLockedError);
  } finally {
    sleeper.kill('SIGKILL');
  }
});

test('a lock left by a dead process is taken over', async () => {
  const dir = tempDataDir();
  writeLock(dir, await deadPid());
  const lock = acquire(dir);
  expect(JSON.parse(fs.readFileSync(lock.lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
});

test('a lock naming this process but not held by it is stale (a restarted container reuses pids)', () => {
  const dir = tempDataDir();
  writeLock(dir, process.pid);
  expect(() => acquire(dir)).not.toThrow();
});

test('an empty or garbled lock file does not keep the folder locked', () => {
  const dir = tempDataDir();
  fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), '{"pid":');
  expect(() => acquire(dir)).not.toThrow();
});

test('release frees the folder for the next opener and leaves no files behind', () => {
  const dir = tempDataDir();
  acquire(dir).release();
  expect(fs.readdirSync(dir)).toEqual([]);
  expect(() => acquire(dir)).not.toThrow();
});

test('the folder is created when missing', () => {
  const dir = path.join(tempDataDir(), 'nested', 'data');
  acquire(dir);
  expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
});

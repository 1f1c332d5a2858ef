import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { DataDirLockedError, openDatabase, type Database } from './client.js';
import { LOCK_FILE_NAME } from './dataDirLock.js';
import { migrate } from './migrate.js';
import { organizations } from './schema/index.js';

const opened: Database[] = [];
const children: ChildProcess[] = [];
const tempDirs: string[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-lock-'));
  tempDirs.push(dir);
  return path.join(dir, 'data');
}

async function open(dataDir: string): Promise<Database> {
  const database = await openDatabase({ dataDir });
  opened.push(database);
  return database;
}

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const database of opened.splice(0)) await database.close();
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts a separate Node process that opens the database in `dataDir` and keeps it open. */
async function holdInChildProcess(dataDir: string): Promise<ChildProcess> {
  const script = fileURLToPath(new URL('./testFixtures/holdDatabase.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`child exited ${code}: ${stderr}`)));
  });
  return child;
}

describe('the data folder lock', () => {
  test('a second process on the same folder is refused with the folder and pid, and takes over after kill -9', async () => {
    const dataDir = tempDataDir();
    const child = await holdInChildProcess(dataDir);

    const refused = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toBe(
      `Data folder ${path.resolve(dataDir)} is already in use by another Candor process (pid ${child.pid}). ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );

    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const database = await open(dataDir);
    const rows = await database.db.select().from(organizations);
    expect(rows.map((r) => r.slug)).toEqual(['held']);
  }, 60_000);

  test('a second open from this process is refused; close releases the lock and the data stays', async () => {
    const dataDir = tempDataDir();
    const first = await open(dataDir);
    await migrate(first);
    await first.db.insert(organizations).values({ slug: 'kept', name: 'Kept' });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const second = await open(dataDir);
    expect((await second.db.select().from(organizations)).map((r) => r.slug)).toEqual(['kept']);
    // Opening a PGlite folder on disk and migrating it takes seconds on a busy machine.
  }, 60_000);
});

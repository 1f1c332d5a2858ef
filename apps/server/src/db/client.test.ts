import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { DataDirLockedError, openDatabase, PGLITE_SUBDIR, type Database } from './client.js';
import { LOCK_FILE_NAME } from './dataDirLock.js';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '../config.js';
import { organizations } from './schema/index.js';
import { writeMigratedPgliteFolder } from './testing.js';

/**
 * These tests open PGlite on disk, in this process and in a child. A brand-new folder would make
 * PGlite run initdb in WebAssembly, 15 s and more on two busy cores, which is what made them time
 * out; instead one migrated folder is written once from the test template and copied for each
 * test, so each open only starts the engine on existing files.
 */
let preparedDataDir: string;

/**
 * Each test starts the WebAssembly PostgreSQL twice (and the first also a Node child with tsx):
 * measured at 6.4 s and 4.8 s with a load average of 9 on two cores, so the 5 s default cannot
 * hold on a shared CI machine; 35 s was seen with a load average of 35 while another vitest
 * worker ran beside it. The budget is for that fixed work; nothing in it waits or polls.
 */
const TWO_ENGINE_STARTS_MS = 60_000;

// The first test file to run builds the shared template, which runs initdb once.
beforeAll(async () => {
  preparedDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-lock-prepared-'));
  await writeMigratedPgliteFolder(path.join(preparedDataDir, PGLITE_SUBDIR));
}, 60_000);

afterAll(() => fs.rmSync(preparedDataDir, { recursive: true, force: true }));

const opened: Database[] = [];
const children: ChildProcess[] = [];
const tempDirs: string[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-lock-'));
  tempDirs.push(dir);
  const dataDir = path.join(dir, 'data');
  fs.cpSync(preparedDataDir, dataDir, { recursive: true });
  return dataDir;
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
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`child exited ${code}: ${stderr}`)));
  });
  return child;
}

describe('the data folder lock', () => {
  test(
    'a second process on the same folder is refused with the folder and pid, and takes over after kill -9',
    async () => {
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
    },
    TWO_ENGINE_STARTS_MS,
  );

  test(
    'a second open from this process is refused; close releases the lock and the data stays',
    async () => {
      const dataDir = tempDataDir();
      const first = await open(dataDir);
      await first.db.insert(organizations).values({ slug: 'kept', name: 'Kept' });
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
      await first.close();
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

      const second = await open(dataDir);
      expect((await second.db.select().from(organizations)).map((r) => r.slug)).toEqual(['kept']);
    },
    TWO_ENGINE_STARTS_MS,
  );
});

describe('the embedded database', () => {
  test(
    "starts with the configured shared_buffers, not PostgreSQL's 128 MB, in its memory",
    async () => {
      const database = await open(tempDataDir());
      const { rows } = await database.db.execute<{ shared_buffers: string }>(
        sql`show shared_buffers`,
      );
      expect(rows[0]?.shared_buffers).toBe(`${DEFAULT_PGLITE_SHARED_BUFFERS_MB}MB`);
    },
    TWO_ENGINE_STARTS_MS,
  );
});

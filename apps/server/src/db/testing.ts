/**
 * A fresh, migrated, isolated database per test file, fast.
 *
 * PGlite (default): the migrations run once into an in-memory PGlite whose data folder is dumped
 * to a tarball in the temp folder, keyed by the migrations' content; a test process loads that
 * tarball into a new in-memory PGlite when it has none idle. Closing a test database empties
 * every table (`resetDatabase`) and keeps its PGlite for the next one in the same process (a
 * worker runs file after file): loading the 44 MB template cost each file about a CPU-second.
 * Nothing is written to disk per test.
 *
 * PostgreSQL (TEST_DATABASE_URL=postgres://...): a template database is migrated once, then each
 * test file gets `CREATE DATABASE test_<random> TEMPLATE <template>`, dropped on close.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { PGLITE_EXTENSIONS, pgliteClientOf, wrapPglite, type Database } from './client.js';
import { wrapPool } from './postgres.js';
import { findMigrationsDir, migrate } from './migrate.js';
import { resetDatabase } from './seed/reset.js';

export type TestDatabase = Database & {
  /** The connection URL of the per-test PostgreSQL database (PostgreSQL only). */
  url?: string;
};

/** Bump when the way templates are built changes, so stale cached templates are not reused. */
const TEMPLATE_FORMAT = 1;

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDatabase(url) : createPgliteTestDatabase();
}

/** Hash of everything in the migrations folder plus the PGlite version and template format. */
export function migrationsHash(migrationsFolder = findMigrationsDir()): string {
  const hash = createHash('sha256').update(`format:${TEMPLATE_FORMAT}\n`);
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .sort();
  for (const file of walk(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file)).update('\0').update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

// ---------------------------------------------------------------- PGlite

const TEMPLATE_DIR = path.join(os.tmpdir(), 'candor-test-templates');
let pgliteTemplate: Promise<Blob> | null = null;

/** This process's PGlite engines that no open test database holds: migrated and empty. */
const idleEngines: PGlite[] = [];
/**
 * More engines than this are closed when given back (a file rarely holds more at once). Outside
 * a vitest worker (`npm run openapi`, the bench servers) none is kept: an open PGlite's timer
 * would keep the process from exiting.
 */
const MAX_IDLE_ENGINES = process.env.VITEST ? 2 : 0;
/** An engine whose emptying takes longer (a transaction left open) is dropped. */
const RESET_TIMEOUT_MS = 10_000;

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  return lend(idleEngines.pop() ?? (await newEngine()));
}

async function newEngine(): Promise<PGlite> {
  pgliteTemplate ??= loadOrBuildPgliteTemplate();
  return PGlite.create({ loadDataDir: await pgliteTemplate, extensions: PGLITE_EXTENSIONS });
}

/**
 * A test database on `engine`. Its close behaves like a closed PGlite's to the code under test
 * (every later call fails, `closed` is true), empties the engine and gives it back.
 */
function lend(engine: PGlite): TestDatabase {
  let closed = false;
  const client = new Proxy(engine, {
    get(target, key) {
      if (key === 'closed') return closed || target.closed;
      if (key === 'close') {
        return async () => {
          closed = true;
          await giveBack(target);
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        if (closed) throw new Error('PGlite is closed');
        return Reflect.apply(value, target, args) as unknown;
      };
    },
  });
  return wrapPglite(client);
}

async function giveBack(engine: PGlite): Promise<void> {
  if (engine.closed) return;
  if (idleEngines.length >= MAX_IDLE_ENGINES) return engine.close();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), RESET_TIMEOUT_MS);
  });
  const emptied = emptyEngine(engine).then(
    () => true,
    () => false,
  );
  const reusable = await Promise.race([emptied, timedOut]);
  clearTimeout(timer);
  // One that could not be emptied in time may hang on close too: it is not waited for.
  if (reusable && idleEngines.length < MAX_IDLE_ENGINES) idleEngines.push(engine);
  else void engine.close().catch(() => undefined);
}

/** Back to the template's state: every table empty, sequences restarted, session state reset. */
async function emptyEngine(engine: PGlite): Promise<void> {
  const database = wrapPglite(engine);
  await resetDatabase(database);
  await database.db.execute(sql`discard all`);
}

/**
 * Fills `folder` with a migrated PGlite database copied from the template, for tests of the
 * file-backed database (the data-folder lock): creating one from scratch runs initdb inside
 * WebAssembly, which takes 15 s and more on two busy cores.
 */
export async function writeMigratedPgliteFolder(folder: string): Promise<void> {
  pgliteTemplate ??= loadOrBuildPgliteTemplate();
  const client = await PGlite.create({
    dataDir: folder,
    loadDataDir: await pgliteTemplate,
    extensions: PGLITE_EXTENSIONS,
  });
  await client.close();
}

/** The installed PGlite version: a template dumped by another version may not load. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

async function loadOrBuildPgliteTemplate(): Promise<Blob> {
  const key = createHash('sha256')
    .update(`${migrationsHash()}:${pgliteVersion()}`)
    .digest('hex')
    .slice(0, 16);
  const tarball = path.join(TEMPLATE_DIR, `pglite-${key}.tar`);
  const cached = readIfExists(tarball);
  if (cached) return cached;

  // Test files start in parallel workers: one builds the template, the others wait for it.
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  const release = await lockfile.lock(tarball, {
    realpath: false,
    stale: 60_000,
    retries: { retries: 600, minTimeout: 50, maxTimeout: 200 },
  });
  try {
    const builtMeanwhile = readIfExists(tarball);
    if (builtMeanwhile) return builtMeanwhile;
    const database = wrapPglite(await PGlite.create());
    try {
      await migrate(database);
      const dump = await pgliteClientOf(database).dumpDataDir('none');
      const bytes = Buffer.from(await dump.arrayBuffer());
      const partial = `${tarball}.${process.pid}.partial`;
      fs.writeFileSync(partial, bytes);
      fs.renameSync(partial, tarball);
      removeOtherTemplates(tarball);
      return new Blob([bytes]);
    } finally {
      await database.close();
    }
  } finally {
    await release();
  }
}

/** Templates of earlier migrations are 40 MB each and of no further use. */
function removeOtherTemplates(keep: string): void {
  for (const name of fs.readdirSync(TEMPLATE_DIR)) {
    const file = path.join(TEMPLATE_DIR, name);
    if (file !== keep && /^pglite-[0-9a-f]+\.tar$/.test(name)) fs.rmSync(file, { force: true });
  }
}

function readIfExists(file: string): Blob | null {
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

// ---------------------------------------------------------------- PostgreSQL

/** Advisory lock key that serialises template creation across test workers. */
const TEMPLATE_LOCK_KEY = 7_240_513_002;
let postgresTemplate: Promise<string> | null = null;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdminClient<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `candor_tpl_${migrationsHash()}`;
  await withAdminClient(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
        name,
      ]);
      if (rowCount) return;
      // Templates of older migrations are of no further use.
      const old = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'candor\\_tpl\\_%' and datname <> $1`,
        [name],
      );
      for (const { datname } of old.rows) {
        await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
      }
      const building = `${name}_building`;
      await admin.query(`drop database if exists "${building}"`);
      await admin.query(`create database "${building}"`);
      const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, building), max: 1 });
      const database = wrapPool(pool);
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
      // Renamed only once complete, so a crash mid-migration never leaves a broken template.
      await admin.query(`alter database "${building}" rename to "${name}"`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return name;
}

async function createPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  postgresTemplate ??= ensurePostgresTemplate(adminUrl);
  const template = await postgresTemplate;
  const name = `test_${randomBytes(8).toString('hex')}`;
  await withAdminClient(adminUrl, async (admin) => {
    // Cloning fails while anyone is connected to the template; the lock keeps builders out.
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  const url = withDatabase(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const database = wrapPool(pool, () =>
    withAdminClient(adminUrl, async (admin) => {
      // pool.end() resolves before every backend has gone; forcing the drop then would kill a
      // connection mid-close and surface as an uncaught 57P01 error in the test process.
      for (let i = 0; i < 50; i++) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists "${name}" with (force)`);
    }),
  );
  return { ...database, url };
}

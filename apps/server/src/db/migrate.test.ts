import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, POSTGRES_TIMEOUTS, wrapPglite, type Database } from './client.js';
import { findMigrationsDir, migrate, MIGRATION_LOCK_KEY } from './migrate.js';
import { organizations } from './schema/index.js';

let database: Database;
beforeAll(async () => {
  database = wrapPglite(await PGlite.create());
});
afterAll(() => database.close());

test('the migrations folder is found beside the source', () => {
  expect(findMigrationsDir()).toBe(path.join(import.meta.dirname, 'migrations'));
});

test('migrate creates every table of the schema on PGlite, and running it again changes nothing', async () => {
  await migrate(database);
  const tables = async () =>
    (
      await database.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      )
    ).rows.map((r) => r.table_name);
  const before = await tables();
  expect(before).toEqual(
    expect.arrayContaining([
      'organizations',
      'products',
      'cards',
      'items',
      'audit_log',
      'staff_users',
    ]),
  );
  await database.db.insert(organizations).values({ slug: 'acme', name: 'Acme' });

  await migrate(database);
  expect(await tables()).toEqual(before);
  expect(await database.db.$count(organizations)).toBe(1);
});

test('an explicit folder without migrations fails loudly', async () => {
  await expect(migrate(database, { migrationsFolder: '/nonexistent' })).rejects.toThrow();
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `candor_migrate_${process.pid}_${Date.now()}`;
  const databaseUrl = () => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(() => admin(`create database "${name}"`));
  afterAll(() => admin(`drop database if exists "${name}" with (force)`));

  test('openDatabase with a postgres URL runs the same migrations, two servers at once safely', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-pg-'));
    const first = await openDatabase({ databaseUrl: databaseUrl(), dataDir });
    const second = await openDatabase({ databaseUrl: databaseUrl(), dataDir });
    try {
      expect(first.kind).toBe('postgres');
      // No data-folder lock with PostgreSQL: the server is the one writer.
      expect(fs.readdirSync(dataDir)).toEqual([]);
      await Promise.all([migrate(first), migrate(second)]);
      await first.db.insert(organizations).values({ slug: 'acme', name: 'Acme' });
      expect(await second.db.$count(organizations)).toBe(1);
    } finally {
      await first.close();
      await second.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("a server waits for another server's migration for longer than a query may take", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-pg-'));
    const waiting = await openDatabase({ databaseUrl: databaseUrl(), dataDir });
    // Another server holds the migration lock for longer than the statement and query timeouts.
    const other = new pg.Client({ connectionString: databaseUrl() });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const migrated = migrate(waiting);
      const outcome = await Promise.race([
        migrated.then(() => 'migrated' as const),
        new Promise<'still waiting'>((resolve) =>
          setTimeout(() => resolve('still waiting'), POSTGRES_TIMEOUTS.queryMs + 1_000),
        ),
      ]);
      expect(outcome).toBe('still waiting');
      await other.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await migrated;
    } finally {
      await other.end();
      await waiting.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});

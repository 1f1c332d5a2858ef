/**
 * Opens the database: embedded PGlite in `${dataDir}/pglite` by default, or a PostgreSQL server
 * when a postgres:// URL is given. Both are the same dialect behind one Drizzle type, so no
 * caller knows which one it talks to. The PostgreSQL driver (db/postgres.ts, with node-postgres)
 * is loaded only when a URL is given.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Assume, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '../config.js';
import { acquireDataDirLock } from './dataDirLock.js';
import * as schema from './schema/index.js';

export { DataDirLockedError } from './dataDirLock.js';

export type Schema = typeof schema;

/** What `db.execute(sql...)` resolves to on both drivers: at least the rows. */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
export interface QueryRows<Row> {
  rows: Assume<Row, Record<string, unknown>>[];
}

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<QueryResultHKT, Schema>;
/** The handle `db.transaction(async (tx) => ...)` passes to its callback. */
export type Tx = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Closes the connection(s) and releases the data-folder lock. Safe to call twice. */
  close(): Promise<void>;
}
/** Name the HTTP layer uses for the same thing. */
export type DatabaseHandle = Database;

/** Whether the database answers at all (`select 1`): the health checks ask. */
export const pingDatabase = async ({ db }: Database): Promise<void> => {
  await db.execute(sql`select 1`);
};

export interface DatabaseLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface OpenDatabaseOptions {
  /** postgres:// (or postgresql://) URL; absent means embedded PGlite. */
  databaseUrl?: string | undefined;
  /** The data folder; PGlite lives in `${dataDir}/pglite`. */
  dataDir: string;
  /** PGlite's shared_buffers, in megabytes (PGLITE_SHARED_BUFFERS_MB). */
  pgliteSharedBuffersMb?: number | undefined;
  logger?: DatabaseLogger | undefined;
}

export const PGLITE_SUBDIR = 'pglite';

/**
 * Extensions PGlite can load (they are part of its package): pg_trgm, which the former server
 * search's typo fallback created with trigram indexes (`items_title_trgm` and its likes) in
 * databases that exist; those indexes need it loaded until a migration drops them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** PGlite's start, with shared_buffers in its WebAssembly memory (which never shrinks). */
export function pgliteStartParams(sharedBuffersMb: number): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`];
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    return (await import('./postgres.js')).openPostgres(opts.databaseUrl, opts.logger);
  }
  return openPglite(
    opts.dataDir,
    opts.pgliteSharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB,
    opts.logger,
  );
}

async function openPglite(
  dataDir: string,
  sharedBuffersMb: number,
  logger?: DatabaseLogger,
): Promise<Database> {
  // Lock before PGlite touches a file: a second process must never open the folder at all.
  const lock = await acquireDataDirLock(dataDir);
  const folder = path.join(lock.dataDir, PGLITE_SUBDIR);
  let client: PGlite;
  try {
    client = await PGlite.create(folder, {
      extensions: PGLITE_EXTENSIONS,
      startParams: pgliteStartParams(sharedBuffersMb),
    });
  } catch (error) {
    lock.release();
    throw error;
  }
  logger?.info(`Embedded database (PGlite) at ${folder}`);
  return wrapPglite(client, () => lock.release());
}

/** Wraps an open PGlite client; `onClosed` runs after the client closes (lock release, cleanup). */
export function wrapPglite(client: PGlite, onClosed?: () => void | Promise<void>): Database {
  const db: Db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    close: once(async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        await onClosed?.();
      }
    }),
  };
}

/**
 * How long PostgreSQL may take before a request gives up and answers 503: a frozen or
 * unreachable server must not hang pages for as long as it stays that way.
 */
export interface PostgresTimeouts {
  /** Getting a connection: opening one, or waiting for a free one in the pool. */
  connectMs: number;
  /** Server side: PostgreSQL cancels a statement running longer (it can, when it is alive). */
  statementMs: number;
  /** Client side: a query whose answer does not arrive (a frozen server cannot cancel). */
  queryMs: number;
  /** Server side: a transaction left open and idle is ended, releasing its locks. */
  idleInTransactionMs: number;
}

export const POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 3_000,
  statementMs: 5_000,
  // A little longer than the statement timeout, so a live server's own cancel comes first.
  queryMs: 6_000,
  idleInTransactionMs: 30_000,
};

/** The Drizzle databases opened on a PostgreSQL server (as opposed to embedded PGlite). */
export const postgresDbs = new WeakSet<Db>();

/**
 * Whether `db` talks to a PostgreSQL server, which other servers may share: what only a fleet
 * needs (NOTIFY on a change, shared rate limits) is done only then.
 */
export function isPostgresDb(db: Db): boolean {
  return postgresDbs.has(db);
}

/** The URL without its password, for logs. */
export function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://(unparseable URL)';
  }
}

/** The PGlite client under a handle opened on PGlite (template dumps in tests). */
export function pgliteClientOf(database: Database): PGlite {
  if (database.kind !== 'pglite') throw new Error('Not a PGlite database');
  return (database.db as unknown as { $client: PGlite }).$client;
}

/** The node-postgres pool under a handle opened on PostgreSQL. */
export function postgresPoolOf(database: Pick<Database, 'kind' | 'db'>): pg.Pool {
  if (database.kind !== 'postgres') throw new Error('Not a PostgreSQL database');
  return (database.db as unknown as { $client: pg.Pool }).$client;
}

export function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => (done ??= fn());
}

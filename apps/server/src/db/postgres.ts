/**
 * The PostgreSQL server's side of db/client.ts: node-postgres pools behind Drizzle. Loaded only
 * when DATABASE_URL is set (openDatabase), so an installation on PGlite never loads the driver.
 */
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  once,
  postgresDbs,
  postgresPoolOf,
  POSTGRES_TIMEOUTS,
  redactUrl,
  type Database,
  type DatabaseLogger,
  type Db,
  type PostgresTimeouts,
} from './client.js';
import * as schema from './schema/index.js';

/** The node-postgres pool every PostgreSQL handle uses, with POSTGRES_TIMEOUTS (client.ts). */
export function createPool(
  databaseUrl: string,
  options: { max?: number; timeouts?: PostgresTimeouts } = {},
): pg.Pool {
  const timeouts = options.timeouts ?? POSTGRES_TIMEOUTS;
  return new pg.Pool({
    connectionString: databaseUrl,
    ...(options.max === undefined ? {} : { max: options.max }),
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A server that vanished without closing the connection is noticed by the OS.
    keepAlive: true,
  });
}

export async function openPostgres(
  databaseUrl: string,
  logger?: DatabaseLogger,
): Promise<Database> {
  const pool = createPool(databaseUrl);
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => logger?.warn(`PostgreSQL connection error: ${error.message}`));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  logger?.info(`PostgreSQL at ${redactUrl(databaseUrl)}`);
  return wrapPool(pool);
}

/** Wraps a node-postgres pool; `onClosed` runs after the pool ends. */
export function wrapPool(pool: pg.Pool, onClosed?: () => void | Promise<void>): Database {
  const db: Db = drizzleNodePg({ client: pool, schema });
  postgresDbs.add(db);
  return {
    db,
    kind: 'postgres',
    close: once(async () => {
      try {
        await pool.end();
      } finally {
        await onClosed?.();
      }
    }),
  };
}

/** db/migrate.ts on PostgreSQL: the migrations run under an advisory lock (`lockKey`). */
export async function migratePostgres(
  database: Database,
  migrationsFolder: string,
  lockKey: number,
  thenUnderLock?: () => Promise<void>,
): Promise<void> {
  // One connection of its own holds the advisory lock and runs the migrations on the same
  // session. It has none of the pool's query timeouts: waiting for another server's migration,
  // or a migration rewriting a large table, may rightly take longer than any page query.
  const { connectionString, connectionTimeoutMillis, keepAlive } = postgresPoolOf(database).options;
  const client = new pg.Client({ connectionString, connectionTimeoutMillis, keepAlive });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockKey]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
      await thenUnderLock?.();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockKey]);
    }
  } finally {
    await client.end();
  }
}

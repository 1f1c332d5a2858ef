/**
 * Cache coherence across servers sharing one PostgreSQL database. The transaction that bumps a
 * revision also sends `pg_notify('candor_portal_changed', orgId)`: PostgreSQL delivers it to
 * every listening connection when (and only if) the transaction commits. Each server listens on
 * a connection of its own and turns every notice into the in-process one
 * (`notifyPortalChanged`), which the rendered-page cache, the PortalDirectory and every other
 * cache subscribe to. The revisions stay in every cache key: a notice lost while a listener
 * reconnects costs at most the directory's one-second lifetime, and a reconnect drops
 * everything anyway.
 *
 * On PGlite (one process by construction) the in-process notice alone is used.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, Tx } from '../db/client.js';
import { isPostgresDb } from '../db/client.js';
import { notifyPortalChanged } from './portalChanges.js';

export const PORTAL_CHANGED_CHANNEL = 'candor_portal_changed';

/** Reconnection delays after the listening connection is lost: doubling, capped. */
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * Inside the transaction that bumped `orgId`'s revision: tells the other servers, on commit.
 * `db` is the database the transaction runs on (its driver decides whether there is a fleet).
 */
export async function announcePortalChange(db: Db, tx: Tx, orgId: string): Promise<void> {
  if (!isPostgresDb(db)) return;
  const result = await tx.execute<{ pid: number }>(
    sql`select pg_notify(${PORTAL_CHANGED_CHANNEL}, ${orgId}), pg_backend_pid() as pid`,
  );
  const pid = result.rows[0]?.pid;
  if (pid !== undefined) expectEcho(db, pid, orgId);
}

/**
 * This server's own notices come back to its listener too, after it has already told its caches
 * in process (and rendered its hot pages again): each is recognised by the backend that sent it
 * (a connection of this server's pool; no other server's connection has its process id while it
 * lives) and its organisation, and skipped. A notice whose transaction rolled back never comes:
 * its entry is forgotten after `ECHO_MS`.
 */
const ECHO_MS = 10_000;
const echoes = new WeakMap<object, Map<string, { count: number; until: number }>>();

function expectEcho(scope: object, pid: number, orgId: string): void {
  let expected = echoes.get(scope);
  if (!expected) {
    expected = new Map<string, { count: number; until: number }>();
    echoes.set(scope, expected);
  }
  const key = `${pid}:${orgId}`;
  const entry = expected.get(key);
  expected.set(key, { count: (entry?.count ?? 0) + 1, until: Date.now() + ECHO_MS });
}

function isOwnEcho(scope: object, pid: number, orgId: string): boolean {
  const expected = echoes.get(scope);
  const key = `${pid}:${orgId}`;
  const entry = expected?.get(key);
  if (!expected || !entry) return false;
  if (entry.count <= 1) expected.delete(key);
  else entry.count -= 1;
  return entry.until >= Date.now();
}

export interface ChannelLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface PortalChangeListener {
  /** Resolves once the first LISTEN is in place (or its first attempt failed). */
  readonly ready: Promise<void>;
  /** Whether the listening connection is up now. */
  connected(): boolean;
  /** Stops listening and closes the connection; no reconnect follows. */
  close(): Promise<void>;
}

/**
 * Listens on a dedicated connection (not one of the pool's: a pooled client is handed to
 * other queries) and reconnects with backoff when it is lost. `scope` is the app's `Db`, so the
 * notice reaches that app's caches.
 */
export function startPortalChangeListener(options: {
  clientConfig: pg.ClientConfig;
  scope: object;
  log?: ChannelLogger;
}): PortalChangeListener {
  const { clientConfig, scope, log } = options;
  let client: pg.Client | null = null;
  let closed = false;
  let isConnected = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
  };

  const connect = async (): Promise<void> => {
    // node-postgres: loaded only on a PostgreSQL server (already loaded there by the pool).
    const { Client } = (await import('pg')).default;
    if (closed) return;
    // No statement or query timeouts: LISTEN returns at once, and the connection then idles.
    const next = new Client({
      ...clientConfig,
      statement_timeout: undefined,
      query_timeout: undefined,
      keepAlive: true,
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      isConnected = false;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (closed) return;
      log?.warn({ err: error }, 'portal change listener lost its connection; reconnecting');
      scheduleReconnect();
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel !== PORTAL_CHANGED_CHANNEL) return;
      if (message.payload && isOwnEcho(scope, message.processId, message.payload)) return;
      notifyPortalChanged(message.payload ? message.payload : null, scope);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PORTAL_CHANGED_CHANNEL}`);
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      const reconnected = attempt > 0;
      attempt = 0;
      isConnected = true;
      // Notices sent while nobody listened are lost: forget everything once.
      if (reconnected) {
        log?.info({}, 'portal change listener reconnected');
        notifyPortalChanged(null, scope);
      }
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  };

  const ready = connect();
  return {
    ready,
    connected: () => isConnected,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const open = client;
      client = null;
      isConnected = false;
      if (open) await open.end().catch(() => undefined);
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type DatabaseHandle } from '../db/client.js';
import type { FileStore } from '../storage/fileStore.js';

/**
 * The database gets this long to answer `select 1`: a probe (load balancer, orchestrator) must
 * hear back quickly even when PostgreSQL is frozen, rather than time out itself.
 */
export const HEALTH_CHECK_TIMEOUT_MS = 1_500;
const RETRY_AFTER_SECONDS = 5;
/** A store probe's answer is reused this long, so a load balancer polling /readyz costs little. */
export const STORE_PROBE_CACHE_MS = 5_000;

const Health = z
  .object({ status: z.literal('ok') })
  .describe('The server and its database answer.');
const Unavailable = z
  .object({ status: z.literal('unavailable') })
  .describe('The database did not answer in time.');

const Ready = z
  .object({ status: z.literal('ready') })
  .describe('The database and the file store answer: send this server traffic.');
const NotReady = z
  .object({
    status: z.literal('unavailable'),
    failing: z.array(z.enum(['database', 'files', 'shutting_down'])),
  })
  .describe('What did not answer in time, or the server is shutting down.');

class HealthCheckTimeout extends Error {
  constructor(what: string) {
    super(`${what} did not answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`);
  }
}

/** Runs `check`, failing it when it takes longer than the health check's time limit. */
async function withinTimeLimit(check: Promise<unknown>, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new HealthCheckTimeout(what)), HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The database's `select 1` within the time limit, one at a time: it is sent once the event
 * loop has taken in the requests that have arrived (setImmediate), and every probe that arrives
 * before it settles shares its answer, so a load balancer's burst costs one query. The next
 * probe after it settles asks afresh: a database that stopped or came back is seen at once.
 */
function databaseProbe(database: DatabaseHandle): () => Promise<void> {
  let pending: Promise<void> | null = null;
  return () => {
    pending ??= new Promise((resolve) => setImmediate(resolve))
      .then(() => withinTimeLimit(pingDatabase(database), 'the database'))
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

/**
 * Writes and removes a small file: a full, read-only or refusing store fails this, where looking
 * at the folder or the bucket alone would pass. One probe at a time; its answer is kept for
 * STORE_PROBE_CACHE_MS after it settles.
 */
function storeProbe(store: FileStore): () => Promise<void> {
  let last: { result: Promise<void>; settledAt: number | null } | null = null;
  const probe = async () => {
    await store.check();
    const key = `probes/readyz-${randomBytes(8).toString('hex')}`;
    await store.put(key, Buffer.from('ready'), 'text/plain');
    await store.delete(key);
  };
  return () => {
    const stale = last?.settledAt != null && Date.now() - last.settledAt > STORE_PROBE_CACHE_MS;
    if (!last || stale) {
      const current: { result: Promise<void>; settledAt: number | null } = {
        result: probe(),
        settledAt: null,
      };
      const settle = () => {
        current.settledAt = Date.now();
      };
      current.result.then(settle, settle);
      last = current;
    }
    return last.result;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the server begins to shut down: /readyz answers 503 from then on. */
    shuttingDown: boolean;
  }
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const probeStore = storeProbe(app.fileStore);
  const probeDatabase = databaseProbe(app.database);
  // /healthz's 200 is replayed before Fastify (http/fastPath.ts), each time after the same
  // probe as the route's; when it fails the route answers with that very probe's failure.
  const probed = new WeakMap<IncomingMessage, Promise<void>>();
  app.fastPath.add({
    takes: (url) => url === '/healthz',
    maxBytes: 1024,
    before: (req) => {
      const probe = probeDatabase();
      probed.set(req, probe);
      return probe;
    },
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness and database check',
        description: `Answers within ${HEALTH_CHECK_TIMEOUT_MS / 1000} s: 503 when the database does not.`,
        tags: ['operations'],
        response: { 200: Health, 503: Unavailable },
      },
    },
    async (request, reply) => {
      try {
        await (probed.get(request.raw) ?? probeDatabase());
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable' });
      }
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness for a load balancer',
        description:
          `200 when the database answers and the file store (folder or bucket) takes a small ` +
          `write and delete, each within ${HEALTH_CHECK_TIMEOUT_MS / 1000} s (the store's ` +
          `answer is kept ${STORE_PROBE_CACHE_MS / 1000} s); 503 with what failed otherwise, and from the ` +
          'moment the server begins to shut down. /healthz is the liveness check.',
        tags: ['operations'],
        response: { 200: Ready, 503: NotReady },
      },
    },
    async (request, reply) => {
      const failing: ('database' | 'files' | 'shutting_down')[] = [];
      if (app.shuttingDown) failing.push('shutting_down');
      const [database, files] = await Promise.allSettled([
        probeDatabase(),
        withinTimeLimit(probeStore(), 'the file store'),
      ]);
      if (database.status === 'rejected') {
        failing.push('database');
        request.log.error({ err: database.reason }, 'readiness: database unavailable');
      }
      if (files.status === 'rejected') {
        failing.push('files');
        request.log.error({ err: files.reason }, 'readiness: file store unavailable');
      }
      reply.header('cache-control', 'no-store');
      if (failing.length > 0) {
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable', failing });
      }
      return reply.send({ status: 'ready' });
    },
  );
}

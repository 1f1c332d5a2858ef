import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The database gets this long to answer `select 1`: a probe (load balancer, orchestrator) must
 * hear back quickly even when PostgreSQL is frozen, rather than time out itself.
 */
export const HEALTH_CHECK_TIMEOUT_MS = 1_500;
const RETRY_AFTER_SECONDS = 5;

const Health = z
  .object({ status: z.literal('ok') })
  .describe('The server and its database answer.');
const Unavailable = z
  .object({ status: z.literal('unavailable') })
  .describe('The database did not answer in time.');

class HealthCheckTimeout extends Error {
  constructor() {
    super(`the database did not answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`);
  }
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
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
      const timer = new AbortController();
      try {
        await Promise.race([
          app.database.db.execute(sql`select 1`),
          sleep(HEALTH_CHECK_TIMEOUT_MS, undefined, { signal: timer.signal }).then(() => {
            throw new HealthCheckTimeout();
          }),
        ]);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable' });
      } finally {
        timer.abort();
      }
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    },
  );
}

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z
  .object({ status: z.literal('ok') })
  .describe('The server and its database answer.');
const Unavailable = z.object({ status: z.literal('unavailable') });

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['operations'],
        response: { 200: Health, 503: Unavailable },
      },
    },
    async (request, reply) => {
      try {
        await app.database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .send({ status: 'unavailable' });
      }
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    },
  );
}

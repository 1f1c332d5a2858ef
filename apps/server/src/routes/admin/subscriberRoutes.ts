/** The private area's subscribers: the list, its CSV export, and blocked addresses and domains. */
import {
  SUBSCRIBER_BLOCK_KINDS,
  SUBSCRIBER_STATUSES,
  subscriberBlockInputSchema,
  UPDATE_MESSAGES,
} from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/contentDisposition.js';
import { serviceContext } from '../../services/serviceContext.js';
import {
  addBlock,
  listBlocks,
  listSubscribers,
  removeBlock,
  subscribersCsv,
} from '../../services/updates/subscribers.js';
import { scopedRoute, errorResponses, uuidParam } from './adminRouteSchemas.js';

const Subscriber = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
const Block = z.object({
  id: z.string(),
  kind: z.enum(SUBSCRIBER_BLOCK_KINDS),
  value: z.string(),
  createdAt: z.string(),
});
const tags = ['subscribers'];

export async function subscriberRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/subscribers',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Subscribers to trust updates',
        tags,
        response: { 200: z.object({ subscribers: z.array(Subscriber) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { subscribers: await listSubscribers(serviceContext(request)) };
    },
  );

  routes.get(
    '/api/admin/subscribers.csv',
    { ...scopedRoute('statuspage:edit'), schema: { summary: 'Subscribers as CSV', tags } },
    async (request, reply) => {
      const rows = await listSubscribers(serviceContext(request));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', 'subscribers.csv'))
        .send(subscribersCsv(rows));
    },
  );

  routes.get(
    '/api/admin/subscriber-blocks',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Blocked addresses and domains',
        tags,
        response: { 200: z.object({ blocks: z.array(Block) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { blocks: await listBlocks(serviceContext(request)) };
    },
  );

  routes.post(
    '/api/admin/subscriber-blocks',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Block an address or a whole domain from subscribing and from update mail',
        tags,
        body: subscriberBlockInputSchema,
        response: { 200: z.object({ id: z.string(), message: z.string() }), ...errorResponses },
      },
    },
    async (request) => addBlock(serviceContext(request), request.body.value),
  );

  routes.delete(
    '/api/admin/subscriber-blocks/:blockId',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Unblock',
        tags,
        params: z.object({ blockId: uuidParam(UPDATE_MESSAGES.blockNotFound) }),
        response: { 200: z.object({ id: z.string(), message: z.string() }), ...errorResponses },
      },
    },
    async (request) => removeBlock(serviceContext(request), request.params.blockId),
  );
}

/**
 * Subprocessors of a product: add, edit and delete (staff with statuspage:edit). Each answers
 * with the snack to show; the page data is then fetched again.
 */
import { notFound, subprocessorInputSchema } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../services/serviceContext.js';
import {
  createSubprocessor,
  deleteSubprocessor,
  updateSubprocessor,
} from '../../services/subprocessors/saveSubprocessor.js';
import { isUuid } from '../../viewer/tenants.js';
import { previewQuery } from './previewQuery.js';
import { scopedRoute } from './staffRoute.js';

const saved = { 200: z.object({ id: z.string(), message: z.string() }) };
const one = z.object({ productId: z.string(), subprocessorId: z.string() });

/** Ids that cannot exist are simply not found (and never reach SQL as a bad uuid). */
function subprocessorIdOf(params: { subprocessorId: string }): string {
  if (!isUuid(params.subprocessorId)) throw notFound('Subprocessor not found');
  return params.subprocessorId;
}

export async function subprocessorRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trust center'];

  routes.post(
    '/api/trust-center/products/:productId/subprocessors',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Add a subprocessor',
        tags,
        params: z.object({ productId: z.string() }),
        querystring: previewQuery,
        body: subprocessorInputSchema,
        response: saved,
      },
    },
    async (request) =>
      createSubprocessor(serviceContext(request), request.params.productId, request.body),
  );

  routes.patch(
    '/api/trust-center/products/:productId/subprocessors/:subprocessorId',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Edit a subprocessor',
        tags,
        params: one,
        querystring: previewQuery,
        body: subprocessorInputSchema,
        response: saved,
      },
    },
    async (request) =>
      updateSubprocessor(
        serviceContext(request),
        request.params.productId,
        subprocessorIdOf(request.params),
        request.body,
      ),
  );

  routes.delete(
    '/api/trust-center/products/:productId/subprocessors/:subprocessorId',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Delete a subprocessor',
        tags,
        params: one,
        querystring: previewQuery,
        response: saved,
      },
    },
    async (request) =>
      deleteSubprocessor(
        serviceContext(request),
        request.params.productId,
        subprocessorIdOf(request.params),
      ),
  );
}

/**
 * The private area's audit log (api-contract.md): the listing, its action filter and the check
 * of the hash chain. Staff session with audit:view; the organisation is the session's.
 */
import { auditPageSchema, auditQuerySchema, auditVerificationSchema } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActions } from '../../services/audit/auditActions.js';
import { listAudit } from '../../services/audit/listAudit.js';
import { verifyAudit } from '../../services/audit/verifyAudit.js';
import { serviceContext } from '../../services/serviceContext.js';
import { readFeedPublicKey } from '../../updates/feedSigningKey.js';
import { scopedRead } from '../trustCenter/staffRoute.js';
import { errorResponses } from './adminRouteSchemas.js';

const tags = ['admin: audit'];

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/audit',
    {
      ...scopedRead('audit:view'),
      schema: {
        summary: 'The audit log, newest first, a page at a time',
        description:
          'Filters: action (exact), actor (an actor type, an actor id, or part of a staff e-mail or name), entity (an entity type or id), from and to (days, UTC, inclusive). Pass nextCursor as cursor for the next page.',
        tags,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses },
      },
    },
    async (request) => listAudit(serviceContext(request), request.query),
  );

  routes.get(
    '/api/admin/audit/actions',
    {
      ...scopedRead('audit:view'),
      schema: {
        summary: 'The actions the log holds, for its filter',
        tags,
        response: { 200: z.object({ actions: z.array(z.string()) }), ...errorResponses },
      },
    },
    async (request) => ({ actions: await auditActions(serviceContext(request)) }),
  );

  routes.get(
    '/api/admin/audit/verify',
    {
      ...scopedRead('audit:view'),
      schema: {
        summary: 'Recompute the hash chain of the log and check it against its signed checkpoints',
        tags,
        response: { 200: auditVerificationSchema, ...errorResponses },
      },
    },
    async (request) => verifyAudit(serviceContext(request), readFeedPublicKey(app.config.dataDir)),
  );
}

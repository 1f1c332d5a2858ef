/**
 * The private area's audit log (api-contract.md): the listing, its action filter and the check
 * of the hash chain. Staff session with audit:view; the organisation is the session's.
 */
import { auditPageSchema, auditQuerySchema, auditVerificationSchema } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/contentDisposition.js';
import { auditActions } from '../../services/audit/auditActions.js';
import { auditPeople } from '../../services/audit/auditPeople.js';
import { exportAudit } from '../../services/audit/exportAudit.js';
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
    '/api/admin/audit/export.csv',
    {
      ...scopedRead('audit:view'),
      schema: {
        summary: 'The filtered audit log as CSV, streamed',
        description:
          'The same filters as the listing (cursor and limit aside), every matching entry: time, sentence, action code, actor, entity and the changed fields. Comma, header row, every field quoted, formulas escaped. The export is audited.',
        tags,
        querystring: auditQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { cursor: _cursor, limit: _limit, ...filter } = request.query;
      const csv = await exportAudit(serviceContext(request), filter);
      return (
        reply
          .header('cache-control', 'private, no-store')
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition('attachment', 'audit-log.csv'))
          // The body is the CSV text, streamed: the schema says what arrives, the stream sends it.
          .send(csv as unknown as string)
      );
    },
  );

  routes.get(
    '/api/admin/audit/people',
    {
      ...scopedRead('audit:view'),
      schema: {
        summary: "The organisation's staff, for the log's person filter",
        tags,
        response: {
          200: z.object({
            people: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ people: await auditPeople(serviceContext(request)) }),
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

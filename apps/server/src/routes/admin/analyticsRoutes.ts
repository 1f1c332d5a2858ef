/**
 * The staff analytics API (analytics.view: staff with access:manage; the organisation is the
 * staff session's): a summary for the page's tiles and charts, the events ("who read what")
 * page by page, and the same events as CSV (§9 defaults), streamed.
 */
import {
  analyticsEventsPageSchema,
  analyticsEventsQuerySchema,
  analyticsSummaryQuerySchema,
  analyticsSummarySchema,
} from '@candor/domain/analytics/analytics.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsCsvStream } from '../../services/analytics/analyticsCsv.js';
import {
  allAnalyticsEvents,
  analyticsCsvRange,
  analyticsSummary,
  listAnalyticsEvents,
} from '../../services/analytics/analyticsQueries.js';
import { serviceContext } from '../../services/serviceContext.js';
import { contentDisposition } from '../../http/contentDisposition.js';
import { accessStaffRead } from '../trustCenter/staffRoute.js';
import { errorResponses } from './adminRouteSchemas.js';

const tags = ['admin: analytics'];

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/analytics/summary',
    {
      ...accessStaffRead,
      schema: {
        summary: 'Visitor activity: totals, a daily series per kind, top documents and accounts',
        description:
          'from and to are inclusive UTC days (YYYY-MM-DD); the last 30 days by default. Staff reads are not counted.',
        tags,
        querystring: analyticsSummaryQuerySchema,
        response: { 200: analyticsSummarySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return analyticsSummary(serviceContext(request), request.query);
    },
  );

  routes.get(
    '/api/analytics/events',
    {
      ...accessStaffRead,
      schema: {
        summary: 'Visitor events, newest first, a page at a time',
        description:
          'Filters: from, to, productId, kind, accountId, fileId. Pass nextCursor as cursor.',
        tags,
        querystring: analyticsEventsQuerySchema,
        response: { 200: analyticsEventsPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listAnalyticsEvents(serviceContext(request), request.query);
    },
  );

  routes.get(
    '/api/analytics/events.csv',
    {
      ...accessStaffRead,
      schema: {
        summary: 'Visitor events as CSV (comma, header row, every field quoted, no BOM)',
        tags,
        querystring: analyticsEventsQuerySchema,
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const { cursor: _cursor, ...query } = request.query;
      // Refused before the first byte, so errors are JSON with their status.
      const range = analyticsCsvRange(ctx, query);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition('attachment', `analytics-${range.from}-to-${range.to}.csv`),
        )
        .send(analyticsCsvStream(allAnalyticsEvents(ctx, { ...query, ...range })));
    },
  );
}

/**
 * The access exports (access:manage, policy `access.export`; the organisation is the staff
 * session's): who has access to what (the inventory) and the access log over a range of days,
 * each as CSV (§9 defaults) or JSON, downloaded as a file. Every export is audited before its
 * first byte; the log is streamed.
 */
import {
  accessExportInfoSchema,
  accessInventorySchema,
  accessLogQuerySchema,
  accessLogSchema,
} from '@candor/domain/access/accessExport.schema';
import { utcDay } from '@candor/domain/analytics/analytics.schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/contentDisposition.js';
import { accessExportInfo } from '../../services/accessExport/accessLog.js';
import {
  accessInventoryCsv,
  exportAccessInventory,
} from '../../services/accessExport/exportAccessInventory.js';
import { exportAccessLog, type ExportFormat } from '../../services/accessExport/exportAccessLog.js';
import { serviceContext } from '../../services/serviceContext.js';
import { accessStaffRead } from '../trustCenter/staffRoute.js';
import { errorResponses } from './adminRouteSchemas.js';

const BASE = '/api/admin/access';
const tags = ['access administration'];
const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

const download = (reply: FastifyReply, format: ExportFormat, name: string) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', contentDisposition('attachment', `${name}.${format}`));

export async function accessExportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const retentionDays = app.config.accessLogRetentionDays;

  routes.get(
    `${BASE}/exports`,
    {
      ...accessStaffRead,
      schema: {
        summary: "The access exports' retention and default range",
        description:
          'How many days the access log is kept (ACCESS_LOG_RETENTION_DAYS), the oldest day it may hold, and the default range (the last 30 days).',
        tags,
        response: { 200: accessExportInfoSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return accessExportInfo(serviceContext(request), retentionDays);
    },
  );

  routes.get(
    `${BASE}/inventory.csv`,
    {
      ...accessStaffRead,
      schema: {
        summary: 'Who has access to what, as CSV (one line per member, grant and NDA evidence)',
        description:
          'Comma, header row, every field quoted, formulas escaped. The same content as inventory.json. The export is audited.',
        tags,
        response: { 200: z.string().describe('text/csv'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const inventory = await exportAccessInventory(serviceContext(request), 'csv');
      const csv = accessInventoryCsv(inventory);
      return download(reply, 'csv', `access-inventory-${utcDay(new Date())}`).send(csv);
    },
  );

  routes.get(
    `${BASE}/inventory.json`,
    {
      ...accessStaffRead,
      schema: {
        summary: 'Who has access to what: accounts, members, grants, NDA evidence',
        description: 'The export is audited.',
        tags,
        response: { 200: accessInventorySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const inventory = await exportAccessInventory(serviceContext(request), 'json');
      download(reply, 'json', `access-inventory-${utcDay(new Date())}`);
      return inventory;
    },
  );

  for (const format of ['csv', 'json'] as const) {
    routes.get(
      `${BASE}/log.${format}`,
      {
        ...accessStaffRead,
        schema: {
          summary: `Members' sign-ins, portal views, document views and downloads as ${format.toUpperCase()}, streamed`,
          description:
            'from and to are inclusive UTC days (YYYY-MM-DD), the last 30 days by default; a start older than the retention is a 400. Newest first. The export is audited.',
          tags,
          querystring: accessLogQuerySchema,
          response: {
            200: format === 'csv' ? z.string().describe('text/csv') : accessLogSchema,
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const { range, body } = await exportAccessLog(serviceContext(request), {
          query: request.query,
          format,
          retentionDays,
        });
        return download(reply, format, `access-log-${range.from}-to-${range.to}`).send(body);
      },
    );
  }
}

/**
 * The private area's export (Settings → Data, scope data:export): start one, follow its
 * progress, download the zip while it is kept.
 */
import { DATA_EXPORT_STATUSES } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/contentDisposition.js';
import { openDataExport } from '../../services/dataExport/dataExportDownload.js';
import {
  DATA_EXPORT_NOT_FOUND,
  listDataExports,
  startDataExport,
} from '../../services/dataExport/dataExportJob.js';
import { serviceContext } from '../../services/serviceContext.js';
import { errorResponses, uuidParam } from './adminRouteSchemas.js';
import { scopedRead, scopedRoute } from '../trustCenter/staffRoute.js';

const DataExport = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  rows: z.number(),
  rowsTotal: z.number(),
  files: z.number(),
  filesTotal: z.number(),
  size: z.number().nullable(),
  error: z.string().nullable(),
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
const TAGS = ['data export'];

export async function dataExportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/data-exports',
    {
      ...scopedRead('data:export'),
      schema: {
        summary: "The organisation's latest exports",
        description: 'Needs data:export. Newest first, with the progress of one that runs.',
        tags: TAGS,
        response: { 200: z.object({ exports: z.array(DataExport) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { exports: await listDataExports(serviceContext(request)) };
    },
  );

  routes.post(
    '/api/admin/data-exports',
    {
      ...scopedRoute('data:export'),
      schema: {
        summary: 'Start an export of all of the organisation’s data',
        description: 'Needs data:export. 409 while another export runs. Audited.',
        tags: TAGS,
        response: { 202: z.object({ id: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return startDataExport(serviceContext(request));
    },
  );

  routes.get(
    '/api/admin/data-exports/:id/download',
    {
      ...scopedRead('data:export'),
      schema: {
        summary: 'Download a finished export',
        description: 'Needs data:export. The zip is kept 24 hours. Audited.',
        tags: TAGS,
        params: z.object({ id: uuidParam(DATA_EXPORT_NOT_FOUND) }),
      },
    },
    async (request, reply) => {
      const { stream, size, fileName } = await openDataExport(
        serviceContext(request),
        app.config.dataDir,
        request.params.id,
      );
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/zip')
        .header('content-length', size)
        .header('content-disposition', contentDisposition('attachment', fileName))
        .send(stream);
    },
  );
}

/**
 * The knowledge base's staff API (statuspage:edit, policy `kb.*`): the table with every entry and
 * its metadata, add, edit, delete, mark public or private, and the CSV export and import.
 */
import {
  assertAuthorized,
  kbAccessInputSchema,
  kbEntryInputSchema,
  kbImportedSchema,
  kbImportInputSchema,
  KB_LIMITS,
  KB_MESSAGES,
  kbSavedSchema,
  kbTablePageSchema,
  kbTableQuerySchema,
  notFound,
} from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/contentDisposition.js';
import { importKbCsv, kbCsv } from '../../services/knowledgeBase/kbCsv.js';
import { createKbEntry } from '../../services/knowledgeBase/createKbEntry.js';
import { deleteKbEntry } from '../../services/knowledgeBase/deleteKbEntry.js';
import { setKbEntryAccess } from '../../services/knowledgeBase/setKbEntryAccess.js';
import { updateKbEntry } from '../../services/knowledgeBase/updateKbEntry.js';
import { kbScopeOf, kbTablePage } from '../../services/knowledgeBase/kbTable.js';
import { serviceContext } from '../../services/serviceContext.js';
import { isUuid } from '../../viewer/tenants.js';
import { scopedRoute, errorResponses } from './adminRouteSchemas.js';

const tags = ['knowledge base'];
const entryParams = z.object({ entryId: z.string() });
const saved = { 200: kbSavedSchema, ...errorResponses };

/** Ids that cannot exist are simply not found (and never reach SQL as a bad uuid). */
function entryIdOf(params: { entryId: string }): string {
  if (!isUuid(params.entryId)) throw notFound(KB_MESSAGES.notFound);
  return params.entryId;
}

export async function knowledgeBaseRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/knowledge-base',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Knowledge base, one page of the staff table',
        description:
          'Every entry with its metadata; the same search, facets, time filter and paging as the portal table.',
        tags,
        querystring: kbTableQuerySchema,
        response: { 200: kbTablePageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const { viewer } = ctx;
      assertAuthorized(viewer.actor, 'kb.list', { orgId: viewer.orgId });
      reply.header('cache-control', 'private, no-store');
      const scope = await kbScopeOf(ctx, viewer, { staff: true });
      return kbTablePage(ctx, scope, request.query);
    },
  );

  routes.get(
    '/api/admin/knowledge-base.csv',
    {
      ...scopedRoute('statuspage:edit'),
      schema: { summary: 'The whole knowledge base as CSV', tags },
    },
    async (request, reply) => {
      const csv = await kbCsv(serviceContext(request));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', 'knowledge-base.csv'))
        .send(csv);
    },
  );

  routes.post(
    '/api/admin/knowledge-base',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Add a knowledge-base entry',
        tags,
        body: kbEntryInputSchema,
        response: saved,
      },
    },
    async (request) => createKbEntry(serviceContext(request), request.body),
  );

  routes.put(
    '/api/admin/knowledge-base/:entryId',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Edit a knowledge-base entry',
        tags,
        params: entryParams,
        body: kbEntryInputSchema,
        response: saved,
      },
    },
    async (request) =>
      updateKbEntry(serviceContext(request), entryIdOf(request.params), request.body),
  );

  routes.patch(
    '/api/admin/knowledge-base/:entryId/access',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Mark a knowledge-base entry public or private',
        tags,
        params: entryParams,
        body: kbAccessInputSchema,
        response: saved,
      },
    },
    async (request) =>
      setKbEntryAccess(
        serviceContext(request),
        entryIdOf(request.params),
        request.body.accessLevel,
      ),
  );

  routes.delete(
    '/api/admin/knowledge-base/:entryId',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Delete a knowledge-base entry',
        tags,
        params: entryParams,
        response: saved,
      },
    },
    async (request) => deleteKbEntry(serviceContext(request), entryIdOf(request.params)),
  );

  routes.post(
    '/api/admin/knowledge-base/import',
    {
      ...scopedRoute('statuspage:edit'),
      // A binary file (NUL bytes) is refused by the import itself, as not a CSV file.
      config: { ...scopedRoute('statuspage:edit').config, fileTextField: 'csv' },
      // The file's text in JSON: room for its escaping, the size itself is checked in bytes.
      bodyLimit: KB_LIMITS.csvMaxBytes * 3,
      schema: {
        summary: 'Import knowledge-base entries from CSV',
        description:
          'Columns question, answer, comment, access, products (names or slugs, separated by ";"). All rows or none: any bad row answers 400 with each bad line.',
        tags,
        body: kbImportInputSchema,
        response: {
          200: kbImportedSchema,
          ...errorResponses,
          413: errorResponses[400],
          415: errorResponses[400],
        },
      },
    },
    async (request) => importKbCsv(serviceContext(request), request.body),
  );
}

/**
 * The staff document library (staff-content.md §7 GET /api/documents/trust-center): list,
 * upload, rename and expiry, replace, delete, and the Save of an item's links. Staff of the
 * signed-in organisation only; a document id of another organisation is not found.
 */
import fastifyMultipart from '@fastify/multipart';
import {
  documentLibraryResponseSchema,
  documentPatchSchema,
  documentSavedSchema,
  itemDocumentsSchema,
  linkableItemSchema,
  notFound,
} from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteDocument, updateDocument } from '../../services/documents/changeDocument.js';
import {
  listLibraryDocuments,
  listLinkableItems,
} from '../../services/documents/libraryDocuments.js';
import { readDocumentUpload } from '../../services/documents/readDocumentUpload.js';
import { setItemDocuments } from '../../services/documents/setItemDocuments.js';
import { replaceDocument, uploadDocument } from '../../services/documents/uploadDocument.js';
import { serviceContext } from '../../services/serviceContext.js';
import { isUuid } from '../../viewer/tenants.js';
import { errorResponses } from '../admin/adminRouteSchemas.js';
import { scopedRead, scopedRoute } from '../trustCenter/staffRoute.js';

/** Staff who may open files, or edit the Trust Center, see the library (policy 'document.list'). */
const LIBRARY_READERS = ['statuspage:edit', 'files:view', 'files:download'] as const;

const tags = ['documents'];
const fileParams = z.object({ fileId: z.string() });
const documentId = (fileId: string) => {
  if (!isUuid(fileId)) throw notFound('Document not found');
  return fileId;
};

export async function documentLibraryRoutes(app: FastifyInstance): Promise<void> {
  const maxBytes = app.config.documentMaxBytes;
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const read = (request: Parameters<typeof readDocumentUpload>[0]) => () =>
    readDocumentUpload(request, maxBytes, { extractText: true });

  routes.get(
    '/api/documents/trust-center',
    {
      ...scopedRead(LIBRARY_READERS),
      schema: {
        summary: 'The document library: documents and count (main mode only)',
        tags,
        response: { 200: documentLibraryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const documents = await listLibraryDocuments(serviceContext(request));
      return reply.header('cache-control', 'private, no-store').send({
        documents,
        count: documents.length,
      });
    },
  );

  routes.get(
    '/api/documents/trust-center/items',
    {
      ...scopedRead(LIBRARY_READERS),
      schema: {
        summary: 'Every item, with the documents linked to it',
        tags,
        response: { 200: z.object({ items: z.array(linkableItemSchema) }), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send({ items: await listLinkableItems(serviceContext(request)) }),
  );

  routes.post(
    '/api/documents/trust-center',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Upload a document',
        description:
          'multipart/form-data with one field `file`: PDF, Word, Excel, PowerPoint, PNG or JPEG, ' +
          'checked by its bytes, at most DOCUMENT_MAX_MB. Encrypted at rest.',
        tags,
        response: { 201: documentSavedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const saved = await uploadDocument(serviceContext(request), app.fileStore, read(request));
      return reply.status(201).send(saved);
    },
  );

  routes.put(
    '/api/documents/trust-center/:fileId/file',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: "Replace a document's file, keeping its links",
        tags,
        params: fileParams,
        response: { 200: documentSavedSchema, ...errorResponses },
      },
    },
    async (request) =>
      replaceDocument(
        serviceContext(request),
        app.fileStore,
        documentId(request.params.fileId),
        read(request),
      ),
  );

  routes.patch(
    '/api/documents/trust-center/:fileId',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Rename a document or set its expiry date',
        tags,
        params: fileParams,
        body: documentPatchSchema,
        response: { 200: documentSavedSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateDocument(serviceContext(request), documentId(request.params.fileId), request.body),
  );

  routes.delete(
    '/api/documents/trust-center/:fileId',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Delete a document and its links',
        tags,
        params: fileParams,
        response: { 200: z.object({ message: z.string() }), ...errorResponses },
      },
    },
    async (request) =>
      deleteDocument(serviceContext(request), app.fileStore, documentId(request.params.fileId)),
  );

  routes.put(
    '/api/trust-center/products/:productId/items/:itemUid/documents',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: "Save an item's documents (the pending links and unlinks)",
        tags,
        params: z.object({ productId: z.string(), itemUid: z.string().max(128) }),
        body: itemDocumentsSchema,
        response: {
          200: z.object({ itemUid: z.string(), fileIds: z.array(z.string()), message: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      setItemDocuments(serviceContext(request), {
        productId: request.params.productId,
        itemUid: request.params.itemUid,
        fileIds: request.body.fileIds,
      }),
  );
}

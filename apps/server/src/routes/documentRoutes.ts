/**
 * Document bytes behind signed links, and bulk download. The portal's document links
 * (`/api/share/{orgId}/files/{fileId}`, shareRoutes.ts) check the viewer and redirect here; a
 * signed link serves exactly what was signed, stamped with the watermark it names, until it
 * expires. Bulk download answers with the signed link of a zip streamed when it is fetched.
 */
import {
  bulkDownloadRequestSchema,
  bulkDownloadResponseSchema,
} from '@candor/domain/files/bulkDownload.schema';
import { notFound } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../http/contentDisposition.js';
import { serviceContext } from '../services/serviceContext.js';
import { recordDocumentsServed } from '../services/analytics/documentEvents.js';
import { prepareBulkDownload, streamBulkZip } from '../services/files/bulkDownload.js';
import { sendReleasing } from '../http/sendReleasing.js';
import { lazyFeedSigner } from '../updates/feedSigningKey.js';
import { documentBody, findItemDocument } from '../services/files/documentBytes.js';
import { createSignedLinks, SIGNED_LINK_MESSAGES } from '../services/files/signedLinks.js';
import { tenantOf, viewerOf } from '../viewer/requestViewer.js';
import { portalTenant, shareTenant } from '../viewer/tenants.js';
import { createHostRouting } from '../viewer/hostRouting.js';
import { DomainError } from '@candor/domain';

/** Documents are downloads, not pages: nothing in them may run or load in our origin. */
export const DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const links = createSignedLinks(app.config.sessionSecret);
  const hosts = createHostRouting(app.config);
  // Watermarked copies' receipts are signed with the installation's key, the feeds' one.
  const signer = lazyFeedSigner(app.config.dataDir);
  const sign = (bytes: Buffer) => signer().sign(bytes);

  routes.get(
    '/api/share/:orgId/signed',
    {
      schema: {
        summary: 'A document or a zip of documents behind a short-lived signed link',
        description:
          'Answers 403 for a link that was changed or has expired; the bytes are those the link was signed for.',
        tags: ['portal'],
        params: z.object({ orgId: z.string() }),
        querystring: z.object({ token: z.string().max(12_000).catch('') }),
      },
      config: { tenant: shareTenant },
    },
    async (request, reply) => {
      const { org } = tenantOf(request);
      const claims = links.verify(request.query.token);
      // A link signed for another organisation is not valid under this one.
      if (claims.o !== org.id) throw new DomainError('forbidden', SIGNED_LINK_MESSAGES.invalid);
      reply
        .header('content-security-policy', DOCUMENT_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer');

      if (claims.k === 'zip') {
        const zip = await streamBulkZip(
          serviceContext(request),
          app.fileStore,
          claims,
          { organisation: org.name, sign },
          request.log,
          request.ip,
        );
        reply
          .header('content-type', 'application/zip')
          .header(
            'content-disposition',
            contentDisposition('attachment', `${org.name} documents.zip`),
          );
        await sendReleasing(reply, zip.stream, zip.release);
        return reply;
      }

      const file = await findItemDocument(serviceContext(request), org.id, claims.f, claims.i);
      if (!file) throw notFound();
      const body = await documentBody(
        app.fileStore,
        file,
        { who: claims.w, organisation: org.name, orgId: org.id, at: new Date(), sign },
        { owner: request.ip },
      );
      if (!body) {
        request.log.warn({ fileId: file.id }, 'file bytes missing from the file store');
        throw notFound();
      }
      await recordDocumentsServed(serviceContext(request), request.log, {
        orgId: org.id,
        visit: claims.v,
        access: claims.a,
        files: [{ id: file.id, originalName: file.originalName, itemUid: claims.i }],
      });
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          contentDisposition(claims.a === 'view' ? 'inline' : 'attachment', file.originalName),
        )
        .header('content-length', body.size)
        .send(body.stream);
    },
  );

  const portalConfig = { tenant: portalTenant(app.config, { withProduct: true }) };
  for (const base of ['/:orgSlug/api', '/api']) {
    routes.post(
      `${base}/bulk-download`,
      {
        schema: {
          summary: 'Bulk download of documents',
          description:
            'Every named document must be one the viewer may download (404 when unknown to them, 403 when only viewable). Answers the signed link of a zip and the files that could not be included.',
          tags: ['portal'],
          body: bulkDownloadRequestSchema,
          response: { 200: bulkDownloadResponseSchema },
        },
        config: portalConfig,
      },
      async (request, reply) => {
        const { org } = tenantOf(request);
        reply.header('cache-control', 'private, no-store');
        return prepareBulkDownload(serviceContext(request), app.fileStore, links, {
          viewer: viewerOf(request),
          links: hosts.links(hosts.classify(request.hostname, request.host), org.slug),
          request: request.body,
          owner: request.ip,
        });
      },
    );
  }
}

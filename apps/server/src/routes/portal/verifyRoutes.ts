/**
 * Verifying a copy (issue 27 §4), under the portal's base (`/{orgSlug}` on the platform host,
 * nothing on a custom domain):
 * - `GET …/verify`: the page where anyone drops a PDF to learn whether it is a genuine copy.
 * - `POST …/api/verify` (multipart/form-data, field `file`): the answer, from the copy's signed
 *   receipt (pdf/pdfReceipt.ts), checked in the PDF pool. Rate-limited like the public forms.
 */
import { copyVerificationSchema, DomainError } from '@candor/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consumeOrWait, createRateLimiter } from '../../http/rateLimiter.js';
import { readDocumentUpload } from '../../services/documents/readDocumentUpload.js';
import { verifyCopy } from '../../services/documents/verifyCopy.js';
import { sendPage } from '../../ssr/sendPage.js';
import { lazyFeedSigner } from '../../updates/feedSigningKey.js';
import { tenantOf } from '../../viewer/requestViewer.js';
import { portalTenant } from '../../viewer/tenants.js';
import { ErrorBody } from '../admin/adminRouteSchemas.js';
import { visitorPageFrame } from './visitorForms.js';

/** A person checks a copy or two; a script checking more waits. */
export const VERIFY_LIMIT = { points: 20, duration: 60 } as const;
const VERIFY_RATE_LIMITED = 'Too many copies checked. Please wait and try again.';

export async function verifyRoutes(app: FastifyInstance): Promise<void> {
  const maxBytes = app.config.documentMaxBytes;
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { tenant: portalTenant(app.config, { withProduct: false }) };
  // The receipts are signed with the installation's key: the one published for the feeds.
  const signer = lazyFeedSigner(app.config.dataDir);
  const checks = createRateLimiter(app.database, { keyPrefix: 'verify-copy', ...VERIFY_LIMIT });

  for (const base of ['/:orgSlug', '']) {
    routes.get(
      `${base}/verify`,
      { config: { ...config, html: true }, schema: { hide: true } },
      async (request, reply) => sendPage(reply, { kind: 'verify', ...visitorPageFrame(request) }),
    );

    routes.post(
      `${base}/api/verify`,
      {
        config,
        schema: {
          summary: 'Verify a downloaded copy of a document',
          description:
            'multipart/form-data with one field `file`: a PDF, at most DOCUMENT_MAX_MB. Answers ' +
            'whether it is a genuine watermarked copy (its signed receipt holds), of which ' +
            'document and version, issued to whom and when; altered; without a receipt; or a ' +
            "copy of another organisation's trust center.",
          tags: ['documents'],
          response: {
            200: copyVerificationSchema,
            400: ErrorBody,
            404: ErrorBody,
            413: ErrorBody,
            415: ErrorBody,
            429: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const { org } = tenantOf(request);
        const wait = await consumeOrWait(checks, `${org.id}|${request.ip}`);
        if (wait !== null) {
          reply.header('retry-after', String(wait));
          throw new DomainError('rate_limited', VERIFY_RATE_LIMITED);
        }
        const answer = await verifyCopy(() => readDocumentUpload(request, maxBytes), {
          orgId: org.id,
          publicKeyPem: signer().publicKeyPem,
          owner: request.ip,
        });
        return reply.header('cache-control', 'private, no-store').send(answer);
      },
    );
  }
}

/**
 * The clickwrap NDA of a signed-in account member, under the portal's API base (`/{orgSlug}/api`
 * on the platform host, `/api` on a custom domain; visitor-portal.md §7):
 * `GET …/accounts/{accountId}/nda` (NdaInfo), `GET …/nda/template` (the version to accept),
 * `POST …/nda/accept`, and `POST …/download-signed-clickwrap-nda` (the PDF as an attachment).
 * Without a member session of the organisation the answer is 401 before the body is read; a
 * member of another account is refused (403).
 */
import { ACCESS_MESSAGES, DomainError, NDA_PROVIDERS, ndaAcceptInputSchema } from '@candor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameOriginCheck } from '../../auth/sameOriginCheck.js';
import { contentDisposition } from '../../http/contentDisposition.js';
import {
  acceptNda,
  ndaInfo,
  ndaTemplateForMember,
  signedClickwrapNda,
} from '../../services/nda/clickwrap.js';
import { serviceContext } from '../../services/serviceContext.js';
import { tenantOf } from '../../viewer/requestViewer.js';
import { portalTenant, refuseOtherAccount } from '../../viewer/tenants.js';
import { ErrorBody } from '../admin/adminRouteSchemas.js';

const NdaInfoBody = z.object({
  passed: z.boolean(),
  provider: z.enum(NDA_PROVIDERS),
  email: z.string(),
});
const params = z.object({ accountId: z.uuid() });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Only a signed-in member of this organisation gets further (before the body is validated). */
async function requireMember(request: FastifyRequest): Promise<void> {
  const { actor } = request;
  const { org } = tenantOf(request);
  if (actor.type === 'staff')
    throw new DomainError('forbidden', "You don't have access to this page");
  if (actor.type !== 'member' || actor.orgId !== org.id) {
    throw new DomainError('unauthenticated', ACCESS_MESSAGES.signInToContinue);
  }
  refuseOtherAccount(request, actor.accountId);
}

export async function ndaRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { tenant: portalTenant(app.config, { withProduct: false }) };
  const tags = ['visitor access'];

  for (const base of ['/:orgSlug/api', '/api']) {
    const path = `${base}/accounts/:accountId`;
    routes.get(
      `${path}/nda`,
      {
        config,
        preValidation: requireMember,
        schema: {
          summary: "Where the member's account stands with its NDA",
          tags,
          params,
          response: { 200: NdaInfoBody, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return ndaInfo(serviceContext(request), request.params.accountId);
      },
    );

    routes.get(
      `${path}/nda/template`,
      {
        config,
        preValidation: requireMember,
        schema: {
          summary: 'The NDA version to accept (its Markdown as safe HTML)',
          tags,
          params,
          response: {
            200: z.object({
              id: z.string(),
              version: z.number(),
              title: z.string(),
              html: z.string(),
              sha256: z.string(),
            }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return ndaTemplateForMember(serviceContext(request), request.params.accountId);
      },
    );

    routes.post(
      `${path}/nda/accept`,
      {
        config,
        onRequest: sameOriginCheck,
        preValidation: requireMember,
        schema: {
          summary: 'Accept the clickwrap NDA',
          description:
            'Records the evidence (e-mail, name, time, IP, user agent, version and SHA-256) and makes the signed PDF.',
          tags,
          params,
          body: ndaAcceptInputSchema,
          response: {
            200: z.object({
              acceptanceId: z.string(),
              signedFileId: z.string(),
              acceptedAt: z.string(),
              info: NdaInfoBody,
            }),
            ...errors,
          },
        },
      },
      async (request) =>
        acceptNda(serviceContext(request), app.fileStore, request.params.accountId, request.body),
    );

    routes.post(
      `${path}/download-signed-clickwrap-nda`,
      {
        config,
        onRequest: sameOriginCheck,
        preValidation: requireMember,
        schema: {
          summary: "The member's signed clickwrap NDA (PDF attachment)",
          tags,
          params,
        },
      },
      async (request, reply) => {
        const { name, bytes } = await signedClickwrapNda(
          serviceContext(request),
          app.fileStore,
          request.params.accountId,
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', contentDisposition('attachment', name))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(bytes);
      },
    );
  }
}

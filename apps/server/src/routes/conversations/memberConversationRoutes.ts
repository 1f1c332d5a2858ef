/**
 * The member's side of questionnaires, TPRM and comments (staff-content.md §2, §7;
 * visitor-portal.md §2 'Comments', §7):
 * - `GET|POST {portalApi}/comments` (`?itemUid=&productId=&accountId=`): the account's thread on
 *   an item, and a new comment (account-external mode: the query names the member's account);
 * - `POST /api/statuspage/share/{accountId}/external/questionnaires` (multipart, `file`) and
 *   `…/questionnaires/link` (JSON): submit a questionnaire; `GET …/questionnaires` lists the
 *   account's, `GET …/questionnaires/{id}/answer` redirects to the answer's signed link;
 * - `GET /api/statuspage/share/{accountId}/external/{partnerId}/jwt`: the TPRM token;
 * - `GET /api/share/{orgId}/questionnaire-file?token=`: a questionnaire file behind its signed link.
 */
import fastifyMultipart from '@fastify/multipart';
import {
  ACCESS_MESSAGES,
  commentInputSchema,
  commentViewSchema,
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  DomainError,
  forbidden,
  notFound,
  portalIdParam,
  questionnaireLinkInputSchema,
  viewerQueryShape,
} from '@candor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  consumeOrWait,
  createRateLimiter,
  type RateLimiterAbstract,
} from '../../http/rateLimiter.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameOriginCheck } from '../../auth/sameOriginCheck.js';
import { contentDisposition } from '../../http/contentDisposition.js';
import { listComments, postComment } from '../../services/conversations/comments.js';
import { createQuestionnaireLinks } from '../../services/conversations/questionnaireLinks.js';
import {
  listMemberQuestionnaires,
  memberAnswerLink,
  questionnaireFile,
  submitQuestionnaireFile,
  submitQuestionnaireLink,
} from '../../services/conversations/questionnaires.js';
import { issueTprmToken } from '../../services/conversations/tprm.js';
import { readDocumentUpload } from '../../services/documents/readDocumentUpload.js';
import { serviceContext } from '../../services/serviceContext.js';
import { tenantOf } from '../../viewer/requestViewer.js';
import { isUuid, portalTenant, shareTenant } from '../../viewer/tenants.js';
import { memberTenant } from '../access/memberRoutes.js';
import { ErrorBody } from '../admin/adminRouteSchemas.js';
import { DOCUMENT_CSP } from '../documentRoutes.js';
import { SIGNED_LINK_MESSAGES } from '../../services/files/signedLinks.js';

const tags = ['questionnaires, TPRM and comments'];

async function consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
  if ((await consumeOrWait(limiter, key)) !== null) {
    throw new DomainError('rate_limited', CONVERSATION_MESSAGES.tooMany);
  }
}

/**
 * Comments: only a signed-in member of this organisation gets further, before the body is
 * validated (staff 403, anyone else 401); account-external mode is checked by the service.
 */
async function requireMember(request: FastifyRequest): Promise<void> {
  const { actor } = request;
  const { org } = tenantOf(request);
  if (actor.type === 'staff') throw forbidden();
  if (actor.type !== 'member' || actor.orgId !== org.id) {
    throw new DomainError('unauthenticated', ACCESS_MESSAGES.signInToContinue);
  }
}

const memberKey = (request: FastifyRequest) =>
  request.actor.type === 'member' ? request.actor.memberId : request.ip;

const commentQuery = z.object({
  itemUid: portalIdParam().min(1),
  productId: portalIdParam().min(1),
  ...viewerQueryShape,
});
const postCommentQuery = commentQuery.omit({ itemUid: true });

const accountParams = z.object({ accountId: portalIdParam() });
const submitted = z.object({ id: z.string(), message: z.string() });

export async function memberConversationRoutes(app: FastifyInstance): Promise<void> {
  const maxBytes = app.config.documentMaxBytes;
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const links = createQuestionnaireLinks(app.config.sessionSecret);
  const portalConfig = { tenant: portalTenant(app.config, { withProduct: false }) };
  const memberConfig = { tenant: memberTenant };
  const limits = {
    comments: createRateLimiter(app.database, {
      keyPrefix: 'comments',
      points: CONVERSATION_LIMITS.commentsPerHour,
      duration: 3600,
    }),
    questionnaires: createRateLimiter(app.database, {
      keyPrefix: 'questionnaires',
      points: CONVERSATION_LIMITS.questionnairesPerDay,
      duration: 86_400,
    }),
  };
  /** The member's product: `?productId=` of the organisation's, else its default. */
  const productOf = (request: FastifyRequest, productId: string | undefined) => {
    const { org } = tenantOf(request);
    const product = org.products.find((p) => p.id === productId) ?? org.defaultProduct;
    if (!product) throw notFound();
    return product;
  };

  for (const base of ['/:orgSlug/api', '/api']) {
    routes.get(
      `${base}/comments`,
      {
        config: portalConfig,
        preValidation: requireMember,
        schema: {
          summary: "The account's conversation on an item",
          description:
            'A signed-in member in account-external mode (accountId = their account) only: 403 otherwise; 404 for an item they cannot see.',
          tags,
          querystring: commentQuery,
          response: {
            200: z.array(commentViewSchema),
            401: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return listComments(serviceContext(request), request.query);
      },
    );

    routes.post(
      `${base}/comments`,
      {
        config: portalConfig,
        onRequest: sameOriginCheck,
        preValidation: requireMember,
        schema: {
          summary: 'Comment on an item (account-external members)',
          description: `Plain text, trimmed, 1 to ${CONVERSATION_LIMITS.commentMaxLength} characters. Staff are mailed.`,
          tags,
          querystring: postCommentQuery,
          body: commentInputSchema,
          response: {
            201: commentViewSchema,
            400: ErrorBody,
            401: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            429: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        // The viewer's grants are those of the query's product: the comment must be for it.
        if (request.body.productId !== request.query.productId) throw forbidden();
        await consume(limits.comments, memberKey(request));
        const comment = await postComment(serviceContext(request), {
          ...request.body,
          baseUrl: app.config.baseUrl,
        });
        return reply.status(201).header('cache-control', 'no-store').send(comment);
      },
    );
  }

  routes.post(
    '/api/statuspage/share/:accountId/external/questionnaires',
    {
      config: memberConfig,
      onRequest: sameOriginCheck,
      schema: {
        summary: 'Submit a questionnaire file',
        description:
          'multipart/form-data, one field `file`: PDF, Word, Excel, PowerPoint, PNG or JPEG checked by its bytes (415 when it is not what its name says). Encrypted at rest. Members of that account only.',
        tags,
        params: accountParams,
        querystring: z.object({
          productId: portalIdParam().optional(),
          note: z.string().max(CONVERSATION_LIMITS.noteMaxLength).optional(),
        }),
        response: { 201: submitted },
      },
    },
    async (request, reply) => {
      await consume(limits.questionnaires, memberKey(request));
      const product = productOf(request, request.query.productId);
      const result = await submitQuestionnaireFile(
        serviceContext(request),
        app.fileStore,
        {
          accountId: request.params.accountId,
          productId: product.id,
          note: request.query.note?.trim() || null,
          baseUrl: app.config.baseUrl,
        },
        () => readDocumentUpload(request, maxBytes),
      );
      return reply.status(201).send(result);
    },
  );

  routes.post(
    '/api/statuspage/share/:accountId/external/questionnaires/link',
    {
      config: memberConfig,
      onRequest: sameOriginCheck,
      schema: {
        summary: 'Submit a questionnaire by link (https)',
        tags,
        params: accountParams,
        body: questionnaireLinkInputSchema,
        response: { 201: submitted, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      await consume(limits.questionnaires, memberKey(request));
      const product = productOf(request, request.body.productId);
      const result = await submitQuestionnaireLink(serviceContext(request), {
        accountId: request.params.accountId,
        productId: product.id,
        note: request.body.note,
        link: request.body.link,
        baseUrl: app.config.baseUrl,
      });
      return reply.status(201).send(result);
    },
  );

  routes.get(
    '/api/statuspage/share/:accountId/external/questionnaires',
    {
      config: memberConfig,
      schema: {
        summary: "The account's questionnaires and their answers",
        tags,
        params: accountParams,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        questionnaires: await listMemberQuestionnaires(
          serviceContext(request),
          request.params.accountId,
          links,
        ),
      };
    },
  );

  routes.get(
    '/api/statuspage/share/:accountId/external/questionnaires/:questionnaireId/answer',
    {
      config: memberConfig,
      schema: {
        summary: "Download staff's answer (redirects to a short-lived signed link)",
        tags,
        params: accountParams.extend({ questionnaireId: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { questionnaireId } = request.params;
      if (!isUuid(questionnaireId)) throw notFound(CONVERSATION_MESSAGES.questionnaireNotFound);
      const path = await memberAnswerLink(
        serviceContext(request),
        { accountId: request.params.accountId, id: questionnaireId },
        links,
      );
      return reply.header('cache-control', 'no-store').redirect(path, 302);
    },
  );

  routes.get(
    '/api/statuspage/share/:accountId/external/:partnerId/jwt',
    {
      config: memberConfig,
      schema: {
        summary: 'The TPRM token for a partner',
        description:
          'A signed JWT (HS256) scoped to the account and the products it may read, expiring after 24 hours. Members of that account only.',
        tags,
        params: accountParams.extend({ partnerId: z.string().max(100) }),
        response: {
          200: z.object({ result: z.string(), expiresAt: z.string() }),
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return issueTprmToken(serviceContext(request), {
        accountId: request.params.accountId,
        partnerId: request.params.partnerId,
        secret: app.config.sessionSecret,
      });
    },
  );

  routes.get(
    '/api/share/:orgId/questionnaire-file',
    {
      config: { tenant: shareTenant },
      schema: {
        summary: 'A questionnaire or its answer behind a short-lived signed link',
        tags,
        params: z.object({ orgId: z.string() }),
        querystring: z.object({ token: z.string().max(2000).catch('') }),
      },
    },
    async (request, reply) => {
      const { org } = tenantOf(request);
      const claims = links.verify(request.query.token);
      if (claims.o !== org.id) throw new DomainError('forbidden', SIGNED_LINK_MESSAGES.invalid);
      const file = await questionnaireFile(serviceContext(request), org.id, claims.q, claims.part);
      if (!file) throw notFound();
      const stored = await app.fileStore.stream(file.storageKey, file.sha256);
      if (!stored) throw notFound();
      return reply
        .header('content-security-policy', DOCUMENT_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.originalName))
        .send(stored.stream);
    },
  );
}

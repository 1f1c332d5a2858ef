/**
 * The private area's Questionnaires and Conversations sections (access:manage):
 * - `GET /api/admin/questionnaires?status=`: the queue, newest first;
 * - `PATCH /api/admin/questionnaires/{id}` `{status}`: submitted or in progress;
 * - `POST /api/admin/questionnaires/{id}/answer` (multipart, `file`): answer with a file (mails
 *   the member who submitted it);
 * - `GET /api/admin/conversations`: threads by account and item, the most recent first;
 * - `GET /api/admin/conversations/{accountId}/{itemUid}` and `POST …` `{content}`: a thread, and
 *   staff's reply (mails the account's members who wrote in it).
 */
import fastifyMultipart from '@fastify/multipart';
import {
  commentReplyInputSchema,
  CONVERSATION_MESSAGES,
  conversationThreadRowSchema,
  notFound,
  QUESTIONNAIRE_STATUSES,
  questionnaireQueueRowSchema,
  questionnaireStatusInputSchema,
  portalIdParam,
  staffThreadSchema,
} from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalUrlOfOrg } from '../../services/access/accessLinks.js';
import { listThreads, loadThread, replyToThread } from '../../services/conversations/comments.js';
import { createQuestionnaireLinks } from '../../services/conversations/questionnaireLinks.js';
import {
  answerQuestionnaire,
  listQuestionnaireQueue,
  setQuestionnaireStatus,
} from '../../services/conversations/questionnaires.js';
import { readDocumentUpload } from '../../services/documents/readDocumentUpload.js';
import { serviceContext } from '../../services/serviceContext.js';
import { tenantOf } from '../../viewer/requestViewer.js';
import { isUuid } from '../../viewer/tenants.js';
import { errorResponses } from '../admin/adminRouteSchemas.js';
import { accessStaffRead, accessStaffRoute } from '../trustCenter/staffRoute.js';

const tags = ['private area: questionnaires and conversations'];

const messageAnswer = { 200: z.object({ message: z.string() }), ...errorResponses };
const questionnaireParams = z.object({ questionnaireId: z.string().max(100) });
const threadParams = z.object({
  accountId: portalIdParam(),
  itemUid: portalIdParam().min(1),
});

const questionnaireId = (id: string) => {
  if (!isUuid(id)) throw notFound(CONVERSATION_MESSAGES.questionnaireNotFound);
  return id;
};
const threadAccount = (id: string) => {
  if (!isUuid(id)) throw notFound(CONVERSATION_MESSAGES.threadNotFound);
  return id;
};

export async function conversationAdminRoutes(app: FastifyInstance): Promise<void> {
  const maxBytes = app.config.documentMaxBytes;
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const links = createQuestionnaireLinks(app.config.sessionSecret);

  routes.get(
    '/api/admin/questionnaires',
    {
      ...accessStaffRead,
      schema: {
        summary: 'The questionnaire queue',
        tags,
        querystring: z.object({ status: z.enum(QUESTIONNAIRE_STATUSES).optional() }),
        response: {
          200: z.object({ questionnaires: z.array(questionnaireQueueRowSchema) }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        questionnaires: await listQuestionnaireQueue(
          serviceContext(request),
          links,
          request.query.status ?? null,
        ),
      };
    },
  );

  routes.patch(
    '/api/admin/questionnaires/:questionnaireId',
    {
      ...accessStaffRoute,
      schema: {
        summary: "Set a questionnaire's status",
        tags,
        params: questionnaireParams,
        body: questionnaireStatusInputSchema,
        response: messageAnswer,
      },
    },
    async (request) => {
      await setQuestionnaireStatus(
        serviceContext(request),
        questionnaireId(request.params.questionnaireId),
        request.body.status,
      );
      return { message: CONVERSATION_MESSAGES.statusSaved };
    },
  );

  routes.post(
    '/api/admin/questionnaires/:questionnaireId/answer',
    {
      ...accessStaffRoute,
      schema: {
        summary: 'Answer a questionnaire with a file',
        description:
          'multipart/form-data, one field `file`, checked by its bytes; the member who submitted it is mailed.',
        tags,
        params: questionnaireParams,
        response: messageAnswer,
      },
    },
    async (request) => {
      await answerQuestionnaire(
        serviceContext(request),
        app.fileStore,
        {
          id: questionnaireId(request.params.questionnaireId),
          baseUrl: app.config.baseUrl,
          portalUrl: portalUrlOfOrg(app.config.baseUrl, tenantOf(request).org),
        },
        () => readDocumentUpload(request, maxBytes),
      );
      return { message: CONVERSATION_MESSAGES.answerSaved };
    },
  );

  routes.get(
    '/api/admin/conversations',
    {
      ...accessStaffRead,
      schema: {
        summary: 'Conversations by account and item',
        tags,
        response: {
          200: z.object({ threads: z.array(conversationThreadRowSchema) }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { threads: await listThreads(serviceContext(request)) };
    },
  );

  routes.get(
    '/api/admin/conversations/:accountId/:itemUid',
    {
      ...accessStaffRead,
      schema: {
        summary: 'One conversation',
        tags,
        params: threadParams,
        response: { 200: staffThreadSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return loadThread(
        serviceContext(request),
        threadAccount(request.params.accountId),
        request.params.itemUid,
      );
    },
  );

  routes.post(
    '/api/admin/conversations/:accountId/:itemUid',
    {
      ...accessStaffRoute,
      schema: {
        summary: 'Reply in a conversation',
        tags,
        params: threadParams,
        body: commentReplyInputSchema,
        response: {
          200: staffThreadSchema.extend({ message: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const thread = await replyToThread(serviceContext(request), {
        accountId: threadAccount(request.params.accountId),
        itemUid: request.params.itemUid,
        content: request.body.content,
        baseUrl: app.config.baseUrl,
        portalUrl: portalUrlOfOrg(app.config.baseUrl, tenantOf(request).org),
      });
      return { ...thread, message: CONVERSATION_MESSAGES.replySent };
    },
  );
}

/** The private area's 'Sent mail' (scope mail:read): the list and one mail in full. */
import { MAIL_STATUSES } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSentMail, listSentMail, MAIL_NOT_FOUND } from '../../services/mail/sentMail.js';
import { serviceContext } from '../../services/serviceContext.js';
import { errorResponses, uuidParam } from './adminRouteSchemas.js';
import { scopedRead } from '../trustCenter/staffRoute.js';

const MailSummary = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
const TAGS = ['mail'];

export async function mailRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/mail',
    {
      ...scopedRead('mail:read'),
      schema: {
        summary: 'Sent mail',
        description:
          'Needs mail:read. Newest first, 50 a page; without SMTP_URL mail stays here, sent.',
        tags: TAGS,
        querystring: z.object({
          cursor: z.string().max(200, 'Invalid cursor').optional(),
          status: z.enum(MAIL_STATUSES, { error: 'Unknown mail status' }).optional(),
        }),
        response: {
          200: z.object({ mails: z.array(MailSummary), nextCursor: z.string().nullable() }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listSentMail(serviceContext(request), request.query);
    },
  );

  routes.get(
    '/api/admin/mail/:id',
    {
      ...scopedRead('mail:read'),
      schema: {
        summary: 'One sent mail in full',
        description: 'Needs mail:read. Tokens in links are redacted.',
        tags: TAGS,
        params: z.object({ id: uuidParam(MAIL_NOT_FOUND) }),
        response: {
          200: z.object({
            mail: MailSummary.extend({
              html: z.string(),
              text: z.string(),
              headers: z.record(z.string(), z.string()),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { mail: await getSentMail(serviceContext(request), request.params.id) };
    },
  );
}

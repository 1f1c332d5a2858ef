/**
 * "Forgot password?": the page with one e-mail field and its form's POST, which answers the
 * same for every well-formed e-mail (services/staff/passwordReset.ts).
 */
import { passwordResetRequestSchema } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameOriginCheck } from '../auth/sameOriginCheck.js';
import { wantsJson } from '../http/acceptsHtml.js';
import { PASSWORD_RESET_LIMITS, sharedSignInAttemptLimiter } from '../auth/signInLimits.js';
import { requestPasswordReset } from '../services/staff/passwordReset.js';
import { requestContext } from '../services/serviceContext.js';
import { sendPage } from '../ssr/sendPage.js';
import { ErrorBody } from './admin/adminRouteSchemas.js';

const ForgotPasswordQuery = z.object({ sent: z.literal('1').optional().catch(undefined) });

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limiter = sharedSignInAttemptLimiter(app.database, 'password-reset', PASSWORD_RESET_LIMITS);

  routes.get(
    '/forgot-password',
    { config: { html: true }, schema: { hide: true, querystring: ForgotPasswordQuery } },
    async (request, reply) =>
      sendPage(
        reply,
        { kind: 'forgot_password', sent: request.query.sent === '1', error: null, email: null },
        { cacheControl: 'no-store' },
      ),
  );

  routes.post(
    '/forgot-password',
    {
      config: { html: true, errorPage: 'forgot_password' },
      onRequest: sameOriginCheck,
      schema: {
        summary: 'Ask for a staff password reset link',
        description:
          'Accepts a urlencoded form (browsers: 303 redirect to the answer page) or JSON. The ' +
          'answer is the same whether the e-mail is a staff member’s or not; a staff member ' +
          'gets a set-password link that works once, for 30 minutes. Limited per address and ' +
          'per e-mail (429 with Retry-After).',
        tags: ['auth'],
        body: passwordResetRequestSchema,
        response: {
          200: z.object({ ok: z.literal(true), message: z.string() }),
          400: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await requestPasswordReset(requestContext(request), request.body, {
        limiter,
      });
      reply.header('cache-control', 'no-store');
      if (wantsJson(request)) return reply.send({ ok: true, message: result.message });
      return reply.redirect('/forgot-password?sent=1', 303);
    },
  );
}

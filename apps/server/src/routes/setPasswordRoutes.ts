/**
 * The set-password page an invitation links to, and the form's POST: the token sets the
 * password and signs the staff member in.
 */
import { staffHomePath } from '../auth/staffActor.js';
import { setPasswordSchema } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameOriginCheck } from '../auth/sameOriginCheck.js';
import { setSessionCookie } from '../auth/sessionCookie.js';
import { sharedSignInAttemptLimiter } from '../auth/signInLimits.js';
import { setPasswordWithToken } from '../services/staff/setPassword.js';
import { requestContext } from '../services/serviceContext.js';
import { sendPage } from '../ssr/sendPage.js';
import { ErrorBody } from './admin/adminRouteSchemas.js';

const SetPasswordQuery = z.object({ token: z.string().max(200).optional().catch(undefined) });

export async function setPasswordRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limiter = sharedSignInAttemptLimiter(app.database, 'set-password');

  routes.get(
    '/set-password',
    { config: { html: true }, schema: { hide: true, querystring: SetPasswordQuery } },
    async (request, reply) =>
      // The token stays out of Referer headers and shared caches.
      sendPage(
        reply.header('referrer-policy', 'no-referrer'),
        { kind: 'set_password', token: request.query.token ?? null },
        { cacheControl: 'no-store' },
      ),
  );

  routes.post(
    '/api/auth/set-password',
    {
      onRequest: sameOriginCheck,
      schema: {
        summary: 'Set a staff password from an invitation link',
        description:
          'The link works once, for 7 days. Signs the staff member in (sets the HttpOnly ' +
          'session cookie) and answers where to go next. Counted against the sign-in limits.',
        tags: ['auth'],
        body: setPasswordSchema,
        response: {
          200: z.object({ ok: z.literal(true), next: z.string() }),
          400: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await setPasswordWithToken(
        requestContext(request),
        {
          ...request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        },
        { limiter },
      );
      setSessionCookie(reply, result.token, result.expiresAt);
      return reply
        .header('cache-control', 'no-store')
        .send({ ok: true, next: staffHomePath(result.orgSlug) });
    },
  );
}

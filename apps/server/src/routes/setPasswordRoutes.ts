/**
 * The set-password page an invitation or a password reset links to, and the form's POST: the
 * token sets the password; an invitation's also signs the staff member in, a reset's signs them
 * out everywhere (services/staff/setPassword.ts).
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

const SetPasswordQuery = z.object({
  token: z.string().max(200).optional().catch(undefined),
  reset: z.literal('1').optional().catch(undefined),
});

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
        {
          kind: 'set_password',
          token: request.query.token ?? null,
          reset: request.query.reset === '1',
        },
        { cacheControl: 'no-store' },
      ),
  );

  routes.post(
    '/api/auth/set-password',
    {
      onRequest: sameOriginCheck,
      schema: {
        summary: 'Set a staff password from an invitation or password reset link',
        description:
          'The link works once, for 7 days (invitation) or 30 minutes (reset). An ' +
          "invitation's link signs the staff member in (sets the HttpOnly session cookie); a " +
          "reset's ends all their sessions and signs no one in (signedIn: false, next: " +
          '/login). Answers where to go next. Counted against the sign-in limits.',
        tags: ['auth'],
        body: setPasswordSchema,
        response: {
          200: z.object({ ok: z.literal(true), next: z.string(), signedIn: z.boolean() }),
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
      reply.header('cache-control', 'no-store');
      if (!result.session) return reply.send({ ok: true, next: '/login', signedIn: false });
      setSessionCookie(reply, result.session.token, result.session.expiresAt);
      return reply.send({ ok: true, next: staffHomePath(result.orgSlug), signedIn: true });
    },
  );
}

/**
 * Staff sign-in through single sign-on: the login page's lookup (does this e-mail's domain use
 * SSO?), the start that sends the browser to the provider, and the provider's callback that opens
 * the session. Failures render the login page with what went wrong.
 */
import { loginEmailSchema } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeRedirectTarget } from '../auth/safeRedirectTarget.js';
import { setSessionCookie } from '../auth/sessionCookie.js';
import { requestContext } from '../services/serviceContext.js';
import { lookupSso } from '../services/sso/ssoLookup.js';
import { finishSsoSignIn, startSsoSignIn } from '../services/sso/ssoSignIn.js';
import { SSO_CALLBACK_PATH, ssoDeps } from './ssoDeps.js';

const tags = ['auth'];
const EmailQuery = z.object({ email: loginEmailSchema });
const StartQuery = z.object({ email: loginEmailSchema, next: z.string().max(2000).optional() });
const SsoLookupBody = z.object({ sso: z.boolean(), required: z.boolean() });

export async function ssoRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = ssoDeps(app.config);

  routes.get(
    '/api/sso/lookup',
    {
      schema: {
        summary: "Whether an e-mail's domain signs in with single sign-on",
        description:
          'Answers from the verified domains alone, the same for any address of a domain: it ' +
          'reveals nothing about staff.',
        tags,
        querystring: EmailQuery,
        response: { 200: SsoLookupBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return lookupSso(requestContext(request).db, request.query.email);
    },
  );

  routes.get(
    '/sso/start',
    {
      config: { html: true, errorPage: 'login' },
      schema: { hide: true, querystring: StartQuery },
    },
    async (request, reply) => {
      const target = await startSsoSignIn(
        requestContext(request),
        { email: request.query.email, next: safeRedirectTarget(request.query.next) },
        deps,
      );
      return reply.header('cache-control', 'no-store').redirect(target.href, 302);
    },
  );

  routes.get(
    SSO_CALLBACK_PATH,
    { config: { html: true, errorPage: 'login' }, schema: { hide: true } },
    async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const result = await finishSsoSignIn(
        requestContext(request),
        { query },
        { ...deps, log: request.log },
      );
      setSessionCookie(reply, result.token, result.expiresAt);
      reply.header('cache-control', 'no-store');
      return reply.redirect(safeRedirectTarget(result.next) ?? `/${result.orgSlug}`, 303);
    },
  );
}

/** Staff sign-in and sign-out: the /login page and form, and /logout. */
import { staffLoginSchema } from '@candor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceOf } from '../auth/deviceCookie.js';
import { wantsJson } from '../http/acceptsHtml.js';
import { safeRedirectTarget } from '../auth/safeRedirectTarget.js';
import { sameOriginCheck } from '../auth/sameOriginCheck.js';
import { clearSessionCookie, SESSION_COOKIE } from '../auth/sessionCookie.js';
import { sharedSignInAttemptLimiter } from '../auth/signInLimits.js';
import { setSecondStepCookie } from '../auth/secondStepCookie.js';
import { signIn } from '../services/auth/signIn.js';
import { signOut } from '../services/auth/signOut.js';
import { requestContext } from '../services/serviceContext.js';
import { createHostRouting } from '../viewer/hostRouting.js';
import { sendPage } from '../ssr/sendPage.js';
import { completeSignIn, signInCodePath } from './signInCodeRoutes.js';

// A plain form post may carry no body at all.
const LogoutBody = z.object({ next: z.string().max(2000).optional() }).nullish();
const LoginQuery = z.object({ next: z.string().max(2000).optional().catch(undefined) });
const Ok = z.object({ ok: z.literal(true) });
/** The password was right; the code comes next (POST /login/code). */
const SecondFactor = z.object({ secondFactor: z.literal(true) });
const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limiter = sharedSignInAttemptLimiter(app.database);
  const hosts = createHostRouting(app.config);

  /** The portal of the signed-in staff member's organisation, or null (a visitor, the operator). */
  const ownPortal = async (request: FastifyRequest): Promise<string | null> => {
    if (request.actor.type !== 'staff') return null;
    const org = await app.directory.byId(request.actor.orgId);
    return org ? `/${org.slug}` : null;
  };

  routes.get(
    '/login',
    { config: { html: true }, schema: { hide: true, querystring: LoginQuery } },
    async (request, reply) => {
      const next = safeRedirectTarget(request.query.next);
      // Someone already signed in has nothing to fill in: on to the portal they came for.
      // The operator without an organisation has no portal: the private area is theirs.
      if (request.actor.type === 'staff' || request.actor.type === 'operator') {
        const target = next ?? (await ownPortal(request)) ?? '/admin';
        return reply.header('cache-control', 'no-store').redirect(target, 302);
      }
      return sendPage(reply, { kind: 'login', error: null, email: null, next });
    },
  );

  routes.post(
    '/login',
    {
      config: { html: true, errorPage: 'login' },
      onRequest: sameOriginCheck,
      schema: {
        summary: 'Staff sign-in',
        description:
          'Accepts a urlencoded form (browsers: 303 redirect) or JSON (answers {ok: true}). ' +
          'Sets the HttpOnly session cookie, and a device cookie (path /login) whose later ' +
          "sign-ins for that e-mail count against the device's own limit, not the e-mail's. " +
          'A user with an authenticator gets no session yet: {secondFactor: true} (browsers: ' +
          'a redirect to /login/code) and a 5-minute cookie for POST /login/code.',
        tags: ['auth'],
        body: staffLoginSchema,
        response: {
          200: z.union([Ok, SecondFactor]),
          400: ErrorBody,
          401: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const host = hosts.classify(request.hostname, request.host);
      const result = await signIn(
        requestContext(request),
        {
          email: request.body.email,
          password: request.body.password,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          device: await deviceOf(request, request.body.email),
          portal: {
            customDomain: host.kind === 'custom' ? host.hostname : null,
            next: safeRedirectTarget(request.body.next),
          },
        },
        { limiter, log: request.log },
      );
      reply.header('cache-control', 'no-store');
      if (result.kind === 'second_factor') {
        // No session yet: the code page (signInCodeRoutes.ts) opens it.
        await setSecondStepCookie(reply, result);
        if (wantsJson(request)) return reply.send({ secondFactor: true });
        return reply.redirect(signInCodePath(safeRedirectTarget(request.body.next)), 303);
      }
      return completeSignIn(request, reply, result);
    },
  );

  routes.post(
    '/logout',
    {
      config: { html: true, totpEnrolment: true },
      onRequest: sameOriginCheck,
      schema: {
        summary: 'Staff sign-out',
        tags: ['auth'],
        body: LogoutBody,
        response: { 200: Ok },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        await signOut(requestContext(request), { token, actor: request.actor, ip: request.ip });
      }
      clearSessionCookie(reply);
      reply.header('cache-control', 'no-store');
      if (wantsJson(request)) return reply.send({ ok: true });

      const target = safeRedirectTarget(request.body?.next) ?? (await ownPortal(request));
      return reply.redirect(target ?? '/', 303);
    },
  );
}

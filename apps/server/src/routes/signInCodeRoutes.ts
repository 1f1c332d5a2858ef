/**
 * The sign-in's second step (issue 23): after a right password, a user with an authenticator
 * lands on /login/code and sends a code (or a recovery code) with the attempt's cookie; the
 * session opens only then. The attempt lasts 5 minutes and ends at the fifth wrong code.
 */
import {
  DomainError,
  signInCodeSchema,
  TOTP_ATTEMPTS_PER_SIGN_IN,
  TOTP_MESSAGES,
} from '@candor/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setDeviceCookie } from '../auth/deviceCookie.js';
import { safeRedirectTarget } from '../auth/safeRedirectTarget.js';
import { staffHomePath } from '../auth/staffActor.js';
import { sameOriginCheck } from '../auth/sameOriginCheck.js';
import {
  clearSecondStepCookie,
  SECOND_STEP_TTL_SECONDS,
  secondStepOf,
} from '../auth/secondStepCookie.js';
import { setSessionCookie } from '../auth/sessionCookie.js';
import { totpSecrets } from '../auth/totp.js';
import { wantsJson } from '../http/acceptsHtml.js';
import { createRateLimiter } from '../http/rateLimiter.js';
import { attemptOver, signInWithCode } from '../services/auth/signInCode.js';
import type { SignInResult } from '../services/auth/signIn.js';
import { requestContext } from '../services/serviceContext.js';
import { sendPage } from '../ssr/sendPage.js';
import { ErrorBody } from './admin/adminRouteSchemas.js';

/** The private area's "Your account" page, where the second factor is set up. */
export const TOTP_ENROLMENT_PATH = '/admin/account';

export const signInCodePath = (next: string | null): string =>
  next ? `/login/code?next=${encodeURIComponent(next)}` : '/login/code';

/** The session is open: its cookie, the device cookie, and on to where the user was going. */
export async function completeSignIn(
  request: FastifyRequest<{ Body: { next?: string } }>,
  reply: FastifyReply,
  result: SignInResult,
): Promise<FastifyReply> {
  setSessionCookie(reply, result.token, result.expiresAt);
  await setDeviceCookie(reply, result.actor.email);
  reply.header('cache-control', 'no-store');
  if (wantsJson(request)) return reply.send({ ok: true });
  // A required second factor to set up comes before anything else.
  const target = result.mustEnrolTotp
    ? TOTP_ENROLMENT_PATH
    : (safeRedirectTarget(request.body.next) ?? staffHomePath(result.orgSlug));
  return reply.redirect(target, 303);
}

const CodeQuery = z.object({
  next: z.string().max(2000).optional().catch(undefined),
  recovery: z.literal('1').optional().catch(undefined),
});

export async function signInCodeRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const secrets = totpSecrets(app.config);
  const wrongCodes = createRateLimiter(app.database, {
    keyPrefix: 'sign-in-code',
    points: TOTP_ATTEMPTS_PER_SIGN_IN,
    duration: SECOND_STEP_TTL_SECONDS,
  });

  routes.get(
    '/login/code',
    { config: { html: true }, schema: { hide: true, querystring: CodeQuery } },
    async (request, reply) => {
      const next = safeRedirectTarget(request.query.next);
      if (!(await secondStepOf(request))) {
        return reply
          .header('cache-control', 'no-store')
          .redirect(next ? `/login?next=${encodeURIComponent(next)}` : '/login', 302);
      }
      return sendPage(
        reply,
        { kind: 'login_code', error: null, next, recovery: request.query.recovery === '1' },
        { cacheControl: 'no-store' },
      );
    },
  );

  routes.post(
    '/login/code',
    {
      config: { html: true, errorPage: 'login_code' },
      onRequest: sameOriginCheck,
      schema: {
        summary: "Staff sign-in's second step",
        description:
          'After POST /login answered {secondFactor: true}: a 6-digit code from the ' +
          'authenticator (`code`) or one recovery code (`recoveryCode`), with the 5-minute ' +
          'cookie it set. Opens the session like POST /login. Each code is accepted once; the ' +
          'fifth wrong code ends the attempt (401: sign in again).',
        tags: ['auth'],
        body: signInCodeSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          400: ErrorBody,
          401: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { code, recoveryCode } = request.body;
      try {
        const attempt = await secondStepOf(request);
        if (!attempt) throw attemptOver(TOTP_MESSAGES.stepExpired);
        const result = await signInWithCode(
          requestContext(request),
          {
            attempt,
            factor: code !== undefined ? { code } : { recoveryCode: recoveryCode ?? '' },
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? null,
          },
          { secrets, wrongCodes, log: request.log },
        );
        clearSecondStepCookie(reply);
        return await completeSignIn(request, reply, result);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'unauthenticated') {
          clearSecondStepCookie(reply);
        }
        throw error;
      }
    },
  );
}

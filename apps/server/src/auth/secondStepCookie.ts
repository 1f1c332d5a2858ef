/**
 * The sign-in between the password and the code: a short-lived JWT (HS256, jose, under a key
 * derived from the server's secret) naming the user whose password was right, in an HttpOnly
 * cookie only /login reads. It opens no session; the code does (`services/auth/signInCode.ts`).
 * Its id counts the wrong codes of that one attempt.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginCookieOptions, signCookieToken, verifyCookieToken } from './signedCookieToken.js';

export const SECOND_STEP_COOKIE = 'candor_second_step';
export const SECOND_STEP_TTL_SECONDS = 5 * 60;

const PURPOSE = { key: 'staff-second-step', audience: 'candor:staff-second-step' };

export interface SecondStep {
  staffUserId: string;
  email: string;
  /** This attempt's id: its wrong codes are counted under it. */
  attemptId: string;
}

export async function setSecondStepCookie(
  reply: FastifyReply,
  user: { staffUserId: string; email: string },
): Promise<void> {
  const token = await signCookieToken(reply.server.config.sessionSecret, PURPOSE, {
    subject: user.staffUserId,
    claims: { email: user.email },
    ttlSeconds: SECOND_STEP_TTL_SECONDS,
  });
  reply.setCookie(SECOND_STEP_COOKIE, token, {
    ...loginCookieOptions(reply),
    maxAge: SECOND_STEP_TTL_SECONDS,
  });
}

export const clearSecondStepCookie = (reply: FastifyReply): void => {
  reply.clearCookie(SECOND_STEP_COOKIE, loginCookieOptions(reply));
};

/** The attempt the request's cookie carries; null when absent, forged or expired. */
export async function secondStepOf(request: FastifyRequest): Promise<SecondStep | null> {
  const payload = await verifyCookieToken(
    request.server.config.sessionSecret,
    PURPOSE,
    request.cookies[SECOND_STEP_COOKIE],
  );
  if (!payload || typeof payload.email !== 'string') return null;
  return { staffUserId: payload.sub, email: payload.email, attemptId: payload.jti };
}

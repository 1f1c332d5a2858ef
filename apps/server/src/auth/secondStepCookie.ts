/**
 * The sign-in between the password and the code: a short-lived JWT (HS256, jose, under a key
 * derived from the server's secret) naming the user whose password was right, in an HttpOnly
 * cookie only /login reads. It opens no session; the code does (`services/auth/signInCode.ts`).
 * Its id counts the wrong codes of that one attempt.
 */
import { hkdfSync, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors, jwtVerify, SignJWT } from 'jose';

export const SECOND_STEP_COOKIE = 'candor_second_step';
export const SECOND_STEP_TTL_SECONDS = 5 * 60;

const ALGORITHM = 'HS256';
const AUDIENCE = 'candor:staff-second-step';
const keyOf = (secret: string): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', secret, 'candor', 'staff-second-step', 32));

export interface SecondStep {
  staffUserId: string;
  email: string;
  /** This attempt's id: its wrong codes are counted under it. */
  attemptId: string;
}

const cookieOptions = (reply: FastifyReply) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: reply.server.config.secureCookies,
  path: '/login',
});

export async function setSecondStepCookie(
  reply: FastifyReply,
  user: { staffUserId: string; email: string },
): Promise<void> {
  const token = await new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(user.staffUserId)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${SECOND_STEP_TTL_SECONDS}s`)
    .sign(keyOf(reply.server.config.sessionSecret));
  reply.setCookie(SECOND_STEP_COOKIE, token, {
    ...cookieOptions(reply),
    maxAge: SECOND_STEP_TTL_SECONDS,
  });
}

export const clearSecondStepCookie = (reply: FastifyReply): void => {
  reply.clearCookie(SECOND_STEP_COOKIE, cookieOptions(reply));
};

/** The attempt the request's cookie carries; null when absent, forged or expired. */
export async function secondStepOf(request: FastifyRequest): Promise<SecondStep | null> {
  const token = request.cookies[SECOND_STEP_COOKIE];
  if (!token || token.length > 2000) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(request.server.config.sessionSecret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    const { sub, jti, email } = payload;
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof email !== 'string') {
      return null;
    }
    return { staffUserId: sub, email, attemptId: jti };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

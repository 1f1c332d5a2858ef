/**
 * OWASP device cookies (Slow Down Online Guessing Attacks with Device Cookies): a browser that
 * signed in as a staff member gets a signed cookie naming that e-mail and a random nonce. A
 * later sign-in for that e-mail presenting it is counted against that device's own limit
 * (`signInLimits.ts`), not the e-mail's, so strangers guessing an e-mail cannot lock its owner
 * out. The cookie is a JWT (HS256, jose) under a key derived from the server's secret: any
 * server of a fleet accepts it, and a forged, expired or other user's cookie is no device.
 */
import { hkdfSync, randomUUID } from 'node:crypto';
import { normaliseEmail } from '@candor/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors, jwtVerify, SignJWT } from 'jose';

export const DEVICE_COOKIE = 'candor_device';
/** A device stays known this long after its last successful sign-in. */
export const DEVICE_COOKIE_TTL_SECONDS = 365 * 24 * 60 * 60;

const ALGORITHM = 'HS256';
const AUDIENCE = 'candor:staff-device';
const keyOf = (secret: string): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', secret, 'candor', 'staff-device-cookies', 32));

/** Only /login reads it: no other request carries it. */
const cookieOptions = (reply: FastifyReply) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: reply.server.config.secureCookies,
  path: '/login',
});

/** After a successful sign-in: a fresh device cookie for `email` (a new nonce each time). */
export async function setDeviceCookie(reply: FastifyReply, email: string): Promise<void> {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(normaliseEmail(email))
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_COOKIE_TTL_SECONDS}s`)
    .sign(keyOf(reply.server.config.sessionSecret));
  reply.setCookie(DEVICE_COOKIE, token, {
    ...cookieOptions(reply),
    maxAge: DEVICE_COOKIE_TTL_SECONDS,
  });
}

/**
 * The device's nonce when the request carries a valid device cookie issued for `email`
 * (normalised as the sign-in normalises it); null for a stranger, a forged or expired cookie,
 * or one another user's sign-in left in this browser.
 */
export async function deviceOf(request: FastifyRequest, email: string): Promise<string | null> {
  const token = request.cookies[DEVICE_COOKIE];
  if (!token || token.length > 2000) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(request.server.config.sessionSecret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    const sameUser = payload.sub === normaliseEmail(email);
    return sameUser && typeof payload.jti === 'string' ? payload.jti : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

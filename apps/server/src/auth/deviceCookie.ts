/**
 * OWASP device cookies (Slow Down Online Guessing Attacks with Device Cookies): a browser that
 * signed in as a staff member gets a signed cookie naming that e-mail and a random nonce. A
 * later sign-in for that e-mail presenting it is counted against that device's own limit
 * (`signInLimits.ts`), not the e-mail's, so strangers guessing an e-mail cannot lock its owner
 * out. The cookie is a JWT (HS256, jose) under a key derived from the server's secret: any
 * server of a fleet accepts it, and a forged, expired or other user's cookie is no device.
 */
import { normaliseEmail } from '@candor/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginCookieOptions, signCookieToken, verifyCookieToken } from './signedCookieToken.js';

export const DEVICE_COOKIE = 'candor_device';
/** A device stays known this long after its last successful sign-in. */
export const DEVICE_COOKIE_TTL_SECONDS = 365 * 24 * 60 * 60;

const PURPOSE = { key: 'staff-device-cookies', audience: 'candor:staff-device' };

/** After a successful sign-in: a fresh device cookie for `email` (a new nonce each time). */
export async function setDeviceCookie(reply: FastifyReply, email: string): Promise<void> {
  const token = await signCookieToken(reply.server.config.sessionSecret, PURPOSE, {
    subject: normaliseEmail(email),
    ttlSeconds: DEVICE_COOKIE_TTL_SECONDS,
  });
  reply.setCookie(DEVICE_COOKIE, token, {
    ...loginCookieOptions(reply),
    maxAge: DEVICE_COOKIE_TTL_SECONDS,
  });
}

/**
 * The device's nonce when the request carries a valid device cookie issued for `email`
 * (normalised as the sign-in normalises it); null for a stranger, a forged or expired cookie,
 * or one another user's sign-in left in this browser.
 */
export async function deviceOf(request: FastifyRequest, email: string): Promise<string | null> {
  const payload = await verifyCookieToken(
    request.server.config.sessionSecret,
    PURPOSE,
    request.cookies[DEVICE_COOKIE],
  );
  return payload?.sub === normaliseEmail(email) ? payload.jti : null;
}

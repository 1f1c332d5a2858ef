/**
 * The short JWTs (HS256, jose) the sign-in keeps in cookies: the device cookie and the second
 * step's attempt. Each purpose has its own key, derived from the server's secret (any server of
 * a fleet accepts it) and its own audience; a forged, expired or other purpose's token is null.
 */
import { hkdfSync, randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

const ALGORITHM = 'HS256';

/** What keeps one kind of token from passing for another: its key's label and its audience. */
export interface TokenPurpose {
  key: string;
  audience: string;
}

const keyOf = (secret: string, purpose: TokenPurpose): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', secret, 'candor', purpose.key, 32));

export function signCookieToken(
  secret: string,
  purpose: TokenPurpose,
  token: { subject: string; claims?: JWTPayload; ttlSeconds: number },
): Promise<string> {
  return new SignJWT(token.claims ?? {})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(token.subject)
    .setAudience(purpose.audience)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${token.ttlSeconds}s`)
    .sign(keyOf(secret, purpose));
}

/** The payload (with `sub` and `jti`) of a valid token of this purpose, else null. */
export async function verifyCookieToken(
  secret: string,
  purpose: TokenPurpose,
  token: string | undefined,
): Promise<(JWTPayload & { sub: string; jti: string }) | null> {
  if (!token || token.length > 2000) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret, purpose), {
      algorithms: [ALGORITHM],
      audience: purpose.audience,
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    const { sub, jti } = payload;
    return typeof sub === 'string' && typeof jti === 'string' ? { ...payload, sub, jti } : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** Such a cookie's options: HttpOnly, same-site only, and only /login (and below) reads it. */
export const loginCookieOptions = (reply: FastifyReply) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: reply.server.config.secureCookies,
  path: '/login',
});

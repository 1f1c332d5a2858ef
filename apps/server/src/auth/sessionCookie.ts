import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'candor_session';

/** Staff sessions last 12 hours from the last activity. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.secureCookies,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.secureCookies,
    path: '/',
  });
}

import type { PageData } from '@candor/domain';
import type { FastifyRequest } from 'fastify';
import { safeRedirectTarget } from './safeRedirectTarget.js';

const field = (source: unknown, name: string): unknown =>
  typeof source === 'object' && source !== null
    ? (source as Record<string, unknown>)[name]
    : undefined;

/**
 * The login page as a failed form post should show it again: the error, the e-mail the user
 * typed (never the password) and a safe `next`.
 */
export function loginPageFromRequest(request: FastifyRequest, error: string | null): PageData {
  const email = field(request.body, 'email');
  const next = field(request.body, 'next') ?? field(request.query, 'next');
  return {
    kind: 'login',
    error,
    email: typeof email === 'string' ? email.slice(0, 320) : null,
    next: safeRedirectTarget(next),
  };
}

/** The "Forgot password?" form as a failed post should show it again: the error and the e-mail. */
export function forgotPasswordPageFromRequest(
  request: FastifyRequest,
  error: string | null,
): PageData {
  const email = field(request.body, 'email');
  return {
    kind: 'forgot_password',
    sent: false,
    error,
    email: typeof email === 'string' ? email.slice(0, 320) : null,
  };
}

/**
 * The code page again after a wrong code; the password page when the attempt is over (expired,
 * or too many wrong codes: `unauthenticated`).
 */
export function loginCodePageFromRequest(
  request: FastifyRequest,
  httpError: { body: { code: string; message: string } },
): PageData {
  const { message, code } = httpError.body;
  if (code === 'unauthenticated') return loginPageFromRequest(request, message);
  const next = field(request.body, 'next') ?? field(request.query, 'next');
  const recovery = field(request.body, 'recoveryCode');
  return {
    kind: 'login_code',
    error: message,
    next: safeRedirectTarget(next),
    recovery: typeof recovery === 'string' && recovery !== '',
  };
}

/**
 * The anti-forgery token of the visitor's plain HTML forms (request access, subscribe; issue 24
 * §13), on top of the same-origin check every form post has (`sameOriginCheck.ts`): the page
 * sets a random id in an HttpOnly cookie scoped to the form's path and embeds a short JWT
 * (HS256, jose, `signedCookieToken.ts`) naming that id. A post is taken only when its token is
 * valid, unexpired and names the cookie's id, so another site can neither read nor forge a pair.
 * JSON calls need none: a browser cannot send JSON cross-site without a CORS preflight.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signCookieToken, verifyCookieToken } from './signedCookieToken.js';

export const FORM_COOKIE = 'candor_form';
/** A form left open this long must be reloaded before it is sent. */
export const FORM_TOKEN_TTL_SECONDS = 2 * 60 * 60;
export const FORM_REFUSED_MESSAGE =
  'This form has expired or did not come from this site, so it was not sent. Go back, reload the page and send it again.';

const PURPOSE = { key: 'visitor-form-token', audience: 'candor:visitor-form' };
const COOKIE_ID = /^[A-Za-z0-9_-]{24}$/;

/**
 * A token for a form posted to `path` (and the cookie it is bound to, set when the browser has
 * none yet). The cookie lives under `path` only, so the portal's shared pages never see it.
 */
export async function issueFormToken(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
): Promise<string> {
  let id = request.cookies[FORM_COOKIE];
  if (!id || !COOKIE_ID.test(id)) {
    id = randomBytes(18).toString('base64url');
    reply.setCookie(FORM_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: reply.server.config.secureCookies,
      path,
    });
  }
  return signCookieToken(reply.server.config.sessionSecret, PURPOSE, {
    subject: id,
    ttlSeconds: FORM_TOKEN_TTL_SECONDS,
  });
}

/** The post's token is valid, unexpired and bound to this browser's cookie. */
export async function formTokenValid(request: FastifyRequest, token: unknown): Promise<boolean> {
  const id = request.cookies[FORM_COOKIE];
  if (typeof token !== 'string' || !id) return false;
  const payload = await verifyCookieToken(request.server.config.sessionSecret, PURPOSE, token);
  return payload?.sub === id;
}

/**
 * The one adapter from thrown errors to responses: JSON `{code, message, errors?}` for API
 * callers, the web app's error pages for browsers on HTML routes.
 */
import type { PageData } from '@candor/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsHtml } from '../http/acceptsHtml.js';
import { brandOfRequest } from '../presenters/portal/pageBrand.js';
import { sendPage } from '../ssr/sendPage.js';
import {
  forgotPasswordPageFromRequest,
  loginCodePageFromRequest,
  loginPageFromRequest,
} from '../auth/loginPage.js';
import { registerLastAnonymousPages } from '../ssr/lastAnonymousPages.js';
import { toHttpError } from './httpError.js';
import type { HttpError } from './httpErrorShape.js';

export const PAGE_NOT_FOUND_MESSAGE = 'Page not found';

/** A last resort when the web renderer itself fails: plain, dependency-free HTML. */
const FALLBACK_ERROR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head>' +
  '<body><p>Sorry, an error has occurred.</p></body></html>';

function errorPage(
  request: FastifyRequest,
  error: unknown,
  httpError: HttpError,
  isProduction: boolean,
): PageData {
  const { errorPage: formPage } = request.routeOptions.config;
  if (formPage && !httpError.unexpected) {
    if (formPage === 'login') return loginPageFromRequest(request, httpError.body.message);
    if (formPage === 'login_code') return loginCodePageFromRequest(request, httpError);
    return forgotPasswordPageFromRequest(request, httpError.body.message);
  }
  if (httpError.body.code === 'company_not_found') return { kind: 'company_not_found' };
  // An organisation's pages fail in its brand (the tenant is known once its route found it).
  const brand = brandOfRequest(request);
  if (httpError.status === 404) {
    return { kind: 'not_found', message: httpError.body.message, brand };
  }
  if (httpError.status === 403) return { kind: 'no_access' };
  const cause =
    isProduction || !httpError.unexpected
      ? null
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  return {
    kind: 'error',
    message: httpError.unexpected ? null : httpError.body.message,
    cause,
    brand,
  };
}

async function sendErrorPage(reply: FastifyReply, page: PageData, status: number) {
  try {
    return await sendPage(reply, page, { status });
  } catch (renderError) {
    reply.log.error({ err: renderError }, 'rendering the error page failed');
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(FALLBACK_ERROR_HTML);
  }
}

/**
 * Answers with what toHttpError made of `error`: the error page when a browser asked for a
 * page, otherwise the JSON body. `wantsPage` says whether the request was for a page.
 */
export async function sendHttpError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  wantsPage: boolean,
): Promise<FastifyReply> {
  const httpError = toHttpError(error);
  if (httpError.unexpected) {
    request.log.error({ err: error }, 'unexpected error');
  } else if (httpError.status >= 500) {
    request.log.warn({ err: error }, 'request failed');
  }
  if (httpError.body.code === 'database_unavailable' && wantsPage) {
    const stale = request.server.lastAnonymousPages.send(request, reply);
    if (stale) return stale;
  }
  if (httpError.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(httpError.retryAfterSeconds));
  }
  if (wantsPage && acceptsHtml(request)) {
    const page = errorPage(request, error, httpError, request.server.config.isProduction);
    return sendErrorPage(reply, page, httpError.status);
  }
  return reply.status(httpError.status).header('cache-control', 'no-store').send(httpError.body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  registerLastAnonymousPages(app);
  app.setErrorHandler(async (error: FastifyError, request, reply) =>
    sendHttpError(request, reply, error, request.routeOptions.config.html === true),
  );

  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request)) {
      return sendErrorPage(reply, { kind: 'not_found', message: PAGE_NOT_FOUND_MESSAGE }, 404);
    }
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .send({ code: 'not_found', message: 'Not found' });
  });
}

import type { FastifyRequest } from 'fastify';

/** Browsers navigating ask for text/html; API clients and fetch calls do not. */
export function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/** A form route's JSON callers get JSON answers; browsers posting the form get redirects. */
export const wantsJson = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').startsWith('application/json');

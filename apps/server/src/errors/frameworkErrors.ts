/**
 * Errors raised before any route or hook runs, so that the error handler and the security
 * headers would otherwise be skipped: a URL that does not decode or is too long (Fastify's
 * router: `frameworkErrors`), and requests Node's HTTP parser refuses (oversized headers,
 * garbage, slow requests: `clientErrorHandler`, which only has the socket to write to).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { securityHeaderValues } from '../http/securityHeaders.js';
import { sendHttpError } from './errorHandler.js';
import { toHttpError } from './httpError.js';

type FrameworkErrorOptions = Required<
  Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>
>;

/** `scriptHashes`: the inline scripts of the error pages (the renderer's). */
export function frameworkErrorHandling(
  config: Config,
  scriptHashes: readonly string[] = [],
): FrameworkErrorOptions {
  const headers = securityHeaderValues(config, scriptHashes);

  const frameworkErrors: FrameworkErrorOptions['frameworkErrors'] = (error, request, reply) => {
    reply.headers(headers);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    void sendHttpError(request, reply, error, wantsPage);
  };

  function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // Whatever the parser refused is the client's fault: never a 500 that blames us.
    const known = toHttpError(error);
    const { status, body } = known.unexpected ? toHttpError({ statusCode: 400 }) : known;
    const json = JSON.stringify(body);
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      'content-type: application/json; charset=utf-8',
      'cache-control: no-store',
      `content-length: ${Buffer.byteLength(json)}`,
      'connection: close',
    ];
    if (socket.writable) socket.end(`${lines.join('\r\n')}\r\n\r\n${json}`);
    socket.destroySoon();
  }

  return { frameworkErrors, clientErrorHandler };
}

/**
 * The Host header names this server's host and nothing more: `hostname[:port]`, a bracketed
 * IPv6 address allowed. Anything else (`trust.acme.test:@evil.example`, a path, a second port)
 * is refused before any route runs, so no link, tenant or cache key is built from it. Links in
 * mail never come from the request at all (services/access/accessLinks.ts).
 */
import { DomainError } from '@candor/domain';
import type { FastifyInstance } from 'fastify';

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
const WELL_FORMED_HOST = new RegExp(
  `^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::[0-9]{1,5})?$`,
  'i',
);

export const isWellFormedHost = (host: string): boolean =>
  host.length <= 260 && WELL_FORMED_HOST.test(host);

export function registerHostHeaderCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // No Host at all (an HTTP/1.0 probe) names nothing: no link is built from it.
    if (request.host !== '' && !isWellFormedHost(request.host)) {
      throw new DomainError('bad_request', 'Invalid Host header');
    }
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

/**
 * The portal's Content-Security-Policy: scripts only from this origin (no inline script but the
 * pages' boot script, allowed by its hash: `scriptHashes` below; the page data travels as a JSON
 * script element, which is never executed), inline styles for the component library, images
 * from this origin and data: URLs, and no framing.
 */
export const PORTAL_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/** The CSP's directives with the hashes of the inline scripts the pages carry. */
export function cspDirectives(scriptHashes: readonly string[]): typeof PORTAL_CSP_DIRECTIVES {
  if (scriptHashes.length === 0) return PORTAL_CSP_DIRECTIVES;
  return {
    ...PORTAL_CSP_DIRECTIVES,
    scriptSrc: [...PORTAL_CSP_DIRECTIVES.scriptSrc, ...scriptHashes],
  };
}

function securityHeaders(config: Config, scriptHashes: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(scriptHashes) },
    // HSTS only means something over https; on plain http it would only confuse local setups.
    strictTransportSecurity: config.secureCookies
      ? { maxAge: 15552000, includeSubDomains: false }
      : false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * helmet's headers for these options as a plain name → value list, computed once: every answer
 * gets them from `registerSecurityHeaders`, and so do answers written before any route or hook
 * runs (bad URLs, oversized headers).
 */
export function securityHeaderValues(
  config: Config,
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  // helmet never reads the request and only sets, removes and reads headers on the response:
  // the recorder stands in for both.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  const request = {} as IncomingMessage;
  const response = recorder as unknown as ServerResponse;
  helmet(securityHeaders(config, scriptHashes))(request, response, (error?: unknown) => {
    if (error instanceof Error) throw error;
    if (error) throw new Error('helmet could not compute the security headers');
  });
  return headers;
}

/**
 * Sets the security headers on every answer, 404s and errors included (a root onRequest hook,
 * first of all). They are the same for every request, so they are computed once at start rather
 * than by helmet on each request; a route may still replace one (the portal page's own
 * Content-Security-Policy, an SVG's, the API docs').
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  scriptHashes: readonly string[],
): void {
  const headers = Object.entries(securityHeaderValues(config, scriptHashes));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

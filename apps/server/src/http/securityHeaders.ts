import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

/**
 * The portal's Content-Security-Policy: scripts only from this origin (no inline script; the
 * page data travels as a JSON script element, which is never executed), inline styles for the
 * component library, images from this origin and data: URLs, and no framing.
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

export function securityHeaders(config: Config): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: PORTAL_CSP_DIRECTIVES },
    // HSTS only means something over https; on plain http it would only confuse local setups.
    strictTransportSecurity: config.secureCookies
      ? { maxAge: 15552000, includeSubDomains: false }
      : false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The same headers as a plain name → value list, for answers written before any route or hook
 * runs (bad URLs, oversized headers), where the helmet plugin's hook never gets to add them.
 */
export function securityHeaderValues(config: Config): Record<string, string> {
  const { global: _global, enableCSPNonces: _nonces, ...options } = securityHeaders(config);
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
  // @fastify/helmet's options are helmet's own plus its plugin switches, removed above.
  const helmetOptions = options as HelmetOptions;
  // helmet never reads the request and only sets, removes and reads headers on the response:
  // the recorder stands in for both.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  const request = {} as IncomingMessage;
  const response = recorder as unknown as ServerResponse;
  helmet(helmetOptions)(request, response, (error?: unknown) => {
    if (error instanceof Error) throw error;
    if (error) throw new Error('helmet could not compute the security headers');
  });
  return headers;
}

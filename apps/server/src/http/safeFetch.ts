/**
 * The one way the server fetches a URL that came from a user (an integration's link, a rating
 * service's endpoint, an identity provider's JWKS): the SSRF guard.
 *
 * - https only, except to what the operator's allowlist names (`allow`, SAFE_FETCH_ALLOW in
 *   config.ts: host names, addresses, ranges), which may also be plain http.
 * - The host name is resolved here, every address it resolves to must be public unicast
 *   (`outboundAddress.ts`) or allowlisted, and the connection goes to exactly that address (the socket's
 *   `lookup` answers with it), so a DNS answer that changes between the check and the connect
 *   (DNS rebinding) cannot move the request inside the network. TLS still checks the
 *   certificate against the host name.
 * - Redirects are followed by hand, at most three, each target checked like the first URL.
 * - One deadline for the whole exchange (redirects included) and a cap on the body's size.
 * - `safeFetchJson` turns a body that is not JSON into a typed error.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isAllowlisted, outboundAddressVerdict } from './outboundAddress.js';

export type SafeFetchErrorCode =
  /** The URL or a redirect target is not allowed (scheme, address, too many redirects). */
  | 'refused'
  /** The host name does not resolve. */
  | 'dns'
  /** The deadline passed. */
  | 'timeout'
  /** The body is larger than the cap. */
  | 'too_large'
  /** Connection or protocol failure. */
  | 'network'
  /** The answer's status is not 2xx. */
  | 'status'
  /** The body is not JSON. */
  | 'invalid_json';

export class SafeFetchError extends Error {
  /** The host asked (set by safeFetch), for saying what failed (`fetchFailureCause`). */
  host?: string;
  /** The deadline that passed, for 'timeout'. */
  timeoutMs?: number;

  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    /** The HTTP status, for 'status'. */
    readonly status?: number,
    /** The socket's or TLS's error, for 'network'. */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'SafeFetchError';
  }
}

/** The error, told which host it was about and the deadline that applied. */
function aboutHost(error: unknown, url: URL, timeoutMs: number): never {
  if (error instanceof SafeFetchError) {
    error.host ??= url.hostname.replace(/^\[(.*)\]$/, '$1');
    error.timeoutMs ??= timeoutMs;
  }
  throw error;
}

export interface SafeFetchOptions {
  /** The whole exchange, redirects included. */
  timeoutMs?: number;
  /** The most bytes of body read. */
  maxBytes?: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
  /** GET unless said; a POST (an OAuth token request) sends `body` and is never redirected. */
  method?: 'GET' | 'POST';
  body?: string;
  /** Answer any status instead of refusing a non-2xx one (an OAuth error's body is its reason). */
  anyStatus?: boolean;
  /**
   * The operator's allowlist (`config.safeFetchAllow`): host names (`idp.corp.example`,
   * `*.corp.example`), addresses and CIDR ranges reachable although not public, over http or
   * https. Tests name 127.0.0.1 to reach their local fake servers.
   */
  allow?: readonly string[];
  /** Name resolution; tests replace it to play a rebinding resolver. Defaults to the system's. */
  resolve?: (hostname: string) => Promise<string[]>;
}

export interface SafeResponse {
  status: number;
  /** The URL that answered (after redirects). */
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export const SAFE_FETCH_DEFAULTS = {
  timeoutMs: 5_000,
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
} as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function systemResolve(hostname: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) reject(error);
      else resolve(addresses.map((entry) => entry.address));
    });
  });
}

/** The URL's scheme and the addresses its host names, checked; the address to connect to. */
async function checkedTarget(
  url: URL,
  options: SafeFetchOptions,
): Promise<{ address: string; family: 4 | 6 }> {
  const allow = options.allow ?? [];
  const httpPossible = url.protocol === 'http:' && allow.length > 0;
  if (url.protocol !== 'https:' && !httpPossible) {
    throw new SafeFetchError('refused', 'Only https links are allowed');
  }
  if (url.username || url.password) {
    throw new SafeFetchError('refused', 'Links with credentials are not allowed');
  }
  // URL keeps IPv6 literals in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      throw new SafeFetchError('dns', `${host} does not resolve`);
    }
    if (addresses.length === 0) throw new SafeFetchError('dns', `${host} does not resolve`);
  }
  const hostAllowlisted = isAllowlisted(allow, { hostname: host });
  const allowlisted = (address: string) => hostAllowlisted || isAllowlisted(allow, { address });
  // Every answer must be allowed: a resolver that mixes a public and a private address must
  // not get a chance to have the private one used.
  for (const address of addresses) {
    if (allowlisted(address)) continue;
    const verdict = outboundAddressVerdict(address);
    if (!verdict.allowed) {
      throw new SafeFetchError('refused', `${host} points to a ${verdict.reason}`);
    }
  }
  // Plain http only ever to what the operator allowlisted.
  if (url.protocol === 'http:' && !addresses.every(allowlisted)) {
    throw new SafeFetchError('refused', 'Only https links are allowed');
  }
  const address = addresses[0]!;
  return { address, family: isIP(address) === 6 ? 6 : 4 };
}

/**
 * Whether safeFetch would connect to this URL now (scheme, credentials, every address its host
 * resolves to, the allowlist), without connecting: for checking a link when it is saved. Throws
 * the SafeFetchError safeFetch would ('refused', 'dns', 'timeout').
 */
export async function checkFetchableUrl(
  input: string,
  options: Pick<SafeFetchOptions, 'allow' | 'resolve' | 'timeoutMs'> = {},
): Promise<void> {
  const url = parseUrl(input);
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  await withDeadline(timeoutMs, () => checkedTarget(url, options)).catch((error: unknown) =>
    aboutHost(error, url, timeoutMs),
  );
}

function parseUrl(input: string | URL): URL {
  try {
    return new URL(input);
  } catch {
    throw new SafeFetchError('refused', 'Not a valid link');
  }
}

/** Runs `work` against one deadline; name resolution cannot be aborted, so the deadline races it. */
async function withDeadline<T>(
  timeoutMs: number = SAFE_FETCH_DEFAULTS.timeoutMs,
  work: (signal: AbortSignal, deadline: Promise<never>) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SafeFetchError('timeout', 'The provider timed out'));
    }, timeoutMs);
  });
  deadline.catch(() => undefined);
  try {
    return await Promise.race([work(controller.signal, deadline), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** A socket lookup that answers with the checked address whatever the host name. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) {
      (callback as unknown as (e: null, list: LookupAddress[]) => void)(null, [
        { address, family },
      ]);
    } else {
      callback(null, address, family);
    }
  };
}

function requestOnce(
  url: URL,
  target: { address: string; family: 4 | 6 },
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<SafeResponse> {
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: {
          accept: 'application/json',
          'user-agent': 'Candor trust center',
          ...options.headers,
          ...(options.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
        },
        lookup: pinnedLookup(target.address, target.family),
        // One connection per request: a pooled socket could have been opened to another address.
        agent: false,
        signal,
      },
      (response) => {
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          reject(new SafeFetchError('too_large', 'The answer is too large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new SafeFetchError('too_large', 'The answer is too large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            url: url.href,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', (error) => reject(error));
      },
    );
    request.on('error', (error) => reject(error));
    request.end(options.body);
  });
}

/**
 * GET a user-given URL through the guard. Answers with the final 2xx response; anything else is
 * a SafeFetchError (never a request to a refused address).
 */
export async function safeFetch(
  input: string | URL,
  options: SafeFetchOptions = {},
): Promise<SafeResponse> {
  const maxRedirects =
    options.method === 'POST' ? 0 : (options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects);
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  let url = parseUrl(input);
  return withDeadline(timeoutMs, async (signal, deadline) => {
    for (let redirects = 0; ; redirects += 1) {
      const target = await Promise.race([checkedTarget(url, options), deadline]);
      let response: SafeResponse;
      try {
        response = await Promise.race([requestOnce(url, target, options, signal), deadline]);
      } catch (error) {
        if (error instanceof SafeFetchError) throw error;
        if (signal.aborted) throw new SafeFetchError('timeout', 'The provider timed out');
        throw new SafeFetchError('network', (error as Error).message, undefined, error);
      }
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.status) && location) {
        if (redirects >= maxRedirects) {
          throw new SafeFetchError('refused', 'Too many redirects');
        }
        try {
          url = new URL(location, url);
        } catch {
          throw new SafeFetchError('refused', 'Not a valid redirect');
        }
        continue;
      }
      if (!options.anyStatus && (response.status < 200 || response.status > 299)) {
        throw new SafeFetchError(
          'status',
          `The provider answered ${response.status}`,
          response.status,
        );
      }
      return response;
    }
  }).catch((error: unknown) => aboutHost(error, url, timeoutMs));
}

/** safeFetch, then JSON.parse; a body that is not JSON is SafeFetchError 'invalid_json'. */
export async function safeFetchJson(
  input: string | URL,
  options: SafeFetchOptions = {},
): Promise<unknown> {
  const response = await safeFetch(input, options);
  try {
    return JSON.parse(response.body.toString('utf8')) as unknown;
  } catch {
    aboutHost(
      new SafeFetchError('invalid_json', 'The provider did not answer JSON'),
      new URL(response.url),
      options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs,
    );
  }
}

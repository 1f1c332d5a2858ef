/**
 * Why an outbound request failed, in words a self-hosting admin can act on: the one classifier
 * every integration's message uses (bug bounty and status page, security grades, single
 * sign-on's discovery, visitors' identity provider keys, domain verification's DNS lookups).
 * The spec's own message is kept; this is the cause said beside it.
 */
import { SafeFetchError } from './safeFetch.js';

const TLS_CODES =
  /^(CERT_|ERR_TLS_|ERR_SSL_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|HOSTNAME_MISMATCH)/;

const errorCode = (error: unknown): string | null =>
  error !== null && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : null;

/** A DNS resolver's error code (node:dns) in words. */
export function dnsFailureCause(code: string, host?: string): string {
  const name = host ? ` for ${host}` : '';
  switch (code) {
    case 'ENOTFOUND':
    case 'NXDOMAIN':
      return `DNS lookup failed${name}: the name does not exist`;
    case 'ENODATA':
      return `DNS lookup failed${name}: the name has no record of that type`;
    case 'ETIMEOUT':
    case 'ECANCELLED':
      return `DNS lookup failed${name}: the DNS server did not answer in time`;
    case 'ESERVFAIL':
      return `DNS lookup failed${name}: the DNS server answered SERVFAIL`;
    case 'EREFUSED':
      return `DNS lookup failed${name}: the DNS server refused the query`;
    case 'ECONNREFUSED':
      return `DNS lookup failed${name}: the DNS server could not be reached`;
    default:
      return `DNS lookup failed${name} (${code})`;
  }
}

/** The connection's failure (a socket or TLS error under 'network'). */
function networkCause(cause: unknown, host: string): string {
  const code = errorCode(cause) ?? '';
  const message = cause instanceof Error ? cause.message : String(cause);
  if (TLS_CODES.test(code)) return `TLS certificate problem with ${host}: ${message}`;
  switch (code) {
    case 'ECONNREFUSED':
      return `${host} refused the connection (nothing listens on that port)`;
    case 'ECONNRESET':
      return `${host} closed the connection before answering`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${host} cannot be reached from this server (no route to it)`;
    default:
      return `the connection to ${host} failed: ${message}`;
  }
}

/** Why a request through safeFetch (or anything wrapping it) failed, as one sentence's clause. */
export function fetchFailureCause(error: unknown): string {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof SafeFetchError) return safeFetchCause(cause);
  }
  return error instanceof Error ? error.message : String(error);
}

function safeFetchCause(error: SafeFetchError): string {
  const host = error.host ?? 'the server';
  switch (error.code) {
    case 'refused':
      return `refused by the address policy: ${error.message} (the operator's SAFE_FETCH_ALLOW can allow a host)`;
    case 'dns':
      return dnsFailureCause('ENOTFOUND', error.host);
    case 'timeout':
      return `no answer from ${host} within ${String((error.timeoutMs ?? 0) / 1000)} s`;
    case 'status':
      return `${host} answered HTTP ${String(error.status)}`;
    case 'too_large':
      return `the answer from ${host} is too large`;
    case 'invalid_json':
      return `${host} did not answer JSON`;
    case 'network':
      return networkCause(error.cause, host);
  }
}

/** The spec's message, then what failed: "… contact support. What failed: x answered HTTP 503." */
export const withCause = (message: string, cause: string | null | undefined): string =>
  cause ? `${message} What failed: ${cause}.` : message;

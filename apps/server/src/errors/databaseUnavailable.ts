/**
 * Recognises a database that cannot answer (unreachable, refusing, frozen, shutting down,
 * out of connections) among the errors a query can throw, through Drizzle's wrapping. These
 * are outages to wait out, not bugs: the client gets a 503 with Retry-After.
 */
import { UnavailableError } from './unavailableError.js';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that cannot serve now: query_canceled (statement_timeout),
 * admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08 is
 * every connection exception.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);

/** What node-postgres and its pool say when the server does not answer in time or goes away. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
];

function isUnavailableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors (DrizzleQueryError) and pg-pool wraps its own: walk the causes.
  for (let current = error, depth = 0; depth < 5; depth++) {
    if (typeof current !== 'object' || current === null) return false;
    if (current instanceof UnavailableError) return false;
    if (isUnavailableItself(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const databaseUnavailable = (cause: unknown): UnavailableError =>
  new UnavailableError(
    DATABASE_UNAVAILABLE_MESSAGE,
    DATABASE_RETRY_AFTER_SECONDS,
    'database_unavailable',
    { cause },
  );

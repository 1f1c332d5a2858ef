/**
 * Classifies anything a route or hook threw into what the client may see: a status and the
 * `{code, message, errors?}` body. Unknown errors become a plain 500 with no internals.
 */
import { DomainError, type FieldError } from '@candor/domain';
import { databaseUnavailable, isDatabaseUnavailable } from './databaseUnavailable.js';
import type { ErrorBody, HttpError } from './httpErrorShape.js';
import { storageHttpError } from './storageErrors.js';
import { UnavailableError } from './unavailableError.js';

export const INTERNAL_ERROR_BODY: ErrorBody = {
  code: 'internal',
  message: 'Internal server error',
};

/**
 * The client errors Fastify, Node's HTTP parser and plugins raise themselves, by status. Their
 * own messages may quote the request ("'/%zz<script>' is not a valid url component"), so the
 * client gets these fixed words instead.
 */
const CLIENT_ERROR_BY_STATUS: Record<number, ErrorBody> = {
  400: { code: 'bad_request', message: 'The request is not valid.' },
  401: { code: 'unauthenticated', message: 'Sign-in required.' },
  403: { code: 'forbidden', message: 'Forbidden.' },
  404: { code: 'not_found', message: 'Not found' },
  405: { code: 'method_not_allowed', message: 'Method not allowed.' },
  406: { code: 'not_acceptable', message: 'Not acceptable.' },
  408: { code: 'request_timeout', message: 'The request took too long to arrive.' },
  409: { code: 'conflict', message: 'Conflict.' },
  413: { code: 'payload_too_large', message: 'The request body is too large.' },
  414: { code: 'uri_too_long', message: 'The address is too long.' },
  415: { code: 'unsupported_media_type', message: 'The request body type is not supported.' },
  429: { code: 'rate_limited', message: 'Too many requests. Please wait and try again.' },
  431: { code: 'headers_too_large', message: 'The request headers are too large.' },
};

/** Errors known by their code rather than a status: Node's parser and Fastify's router. */
const CLIENT_ERROR_BY_CODE: Record<string, { status: number; body: ErrorBody }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    body: { code: 'bad_request', message: 'The address is not valid.' },
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    body: { code: 'bad_request', message: 'The request body is not valid JSON.' },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: { code: 'bad_request', message: 'The request body is empty.' },
  },
  HPE_HEADER_OVERFLOW: { status: 431, body: CLIENT_ERROR_BY_STATUS[431]! },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, body: CLIENT_ERROR_BY_STATUS[408]! },
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** '/items/0/title' -> 'items.0.title'; a missing required property names the property. */
function issuePath(issue: ValidationIssue): string {
  const segments = (issue.instancePath ?? '').split('/').filter(Boolean);
  const missing = issue.params?.missingProperty;
  if (typeof missing === 'string') segments.push(missing);
  return segments.join('.');
}

function validationErrors(error: object): FieldError[] | null {
  const validation = (error as { validation?: unknown }).validation;
  if (!Array.isArray(validation) || validation.length === 0) return null;
  return (validation as ValidationIssue[]).map((issue) => ({
    path: issuePath(issue),
    message: issue.message ?? 'Invalid value',
  }));
}

/** Errors that know when to come back (rate limits) say so as Retry-After. */
function retryAfterOf(error: object): { retryAfterSeconds?: number } {
  const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' ? { retryAfterSeconds: seconds } : {};
}

export function toHttpError(error: unknown): HttpError {
  if (error instanceof DomainError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.errors?.length) body.errors = error.errors;
    return { status: error.status, body, unexpected: false, ...retryAfterOf(error) };
  }
  if (isDatabaseUnavailable(error)) return toHttpError(databaseUnavailable(error));
  const storage = storageHttpError(error);
  if (storage) return storage;
  if (error instanceof UnavailableError) {
    return {
      status: 503,
      body: { code: error.code, message: error.message },
      unexpected: false,
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
  if (typeof error === 'object' && error !== null) {
    const errors = validationErrors(error);
    if (errors) {
      return {
        status: 400,
        body: { code: 'validation_failed', message: errors[0]!.message, errors },
        unexpected: false,
      };
    }
    const code = (error as { code?: unknown }).code;
    const known = typeof code === 'string' ? CLIENT_ERROR_BY_CODE[code] : undefined;
    if (known) return { status: known.status, body: { ...known.body }, unexpected: false };
    const status = (error as { statusCode?: unknown }).statusCode;
    const body = typeof status === 'number' ? CLIENT_ERROR_BY_STATUS[status] : undefined;
    // Anything else, a 5xx from a plugin included, falls through to the plain 500.
    if (typeof status === 'number' && body) return { status, body: { ...body }, unexpected: false };
  }
  return { status: 500, body: INTERNAL_ERROR_BODY, unexpected: true };
}

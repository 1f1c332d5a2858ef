/**
 * Classifies anything a route or hook threw into what the client may see: a status and the
 * `{code, message, errors?}` body. Unknown errors become a plain 500 with no internals.
 */
import { DomainError, type FieldError } from '@candor/domain';

export interface ErrorBody {
  code: string;
  message: string;
  errors?: FieldError[];
}

export interface HttpError {
  status: number;
  body: ErrorBody;
  /** True when the error is ours (a bug or an outage), to be logged with its stack. */
  unexpected: boolean;
}

export const INTERNAL_ERROR_BODY: ErrorBody = {
  code: 'internal',
  message: 'Internal server error',
};

/** Codes for the client errors Fastify and its plugins raise themselves. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
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

export function toHttpError(error: unknown): HttpError {
  if (error instanceof DomainError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.errors?.length) body.errors = error.errors;
    return { status: error.status, body, unexpected: false };
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
    const status = (error as { statusCode?: unknown }).statusCode;
    const code = typeof status === 'number' ? CODE_BY_STATUS[status] : undefined;
    if (typeof status === 'number' && code) {
      // Client errors raised by Fastify (bad JSON, wrong media type, body too large) carry
      // messages written for clients; anything else falls through to the plain 500.
      const message = (error as { message?: unknown }).message;
      return {
        status,
        body: { code, message: typeof message === 'string' ? message : code },
        unexpected: false,
      };
    }
  }
  return { status: 500, body: INTERNAL_ERROR_BODY, unexpected: true };
}

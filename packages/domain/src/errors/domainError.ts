/** Error codes services throw; the server maps each to an HTTP status in one adapter. */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  /** A custom domain no organisation has claimed. */
  company_not_found: 404,
  /** A custom domain's TXT record is missing, wrong, or could not be looked up. */
  dns_verification_failed: 422,
  conflict: 409,
  unique_violation: 409,
  /** An upload over its size limit. */
  payload_too_large: 413,
  /** An upload whose bytes are not of an accepted type, or not of the type it claims. */
  unsupported_media_type: 415,
  rate_limited: 429,
  /** The AI provider answered with an error or nonsense (Ask AI). */
  ai_provider_failed: 502,
  /** The AI provider is not configured, unreachable or too slow (Ask AI). */
  ai_provider_unavailable: 503,
  // Visitor access (visitor-portal.md §4, §8): the request form's and the login tab's answers.
  not_work_email: 400,
  pending_request: 409,
  account_already_exists: 409,
  request_declined: 403,
  request_declined_blocked_domain: 403,
  request_declined_third_party: 403,
  request_access_auto_declined: 403,
  access_expired: 403,
  blocked_domain: 403,
  unknown_email: 404,
  /** A password sign-in where the organisation requires single sign-on. */
  sso_required: 403,
  /** The identity provider could not be reached or answered nonsense (SSO test, discovery). */
  sso_provider_failed: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  path: string;
  message: string;
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  constructor(code: ErrorCode, message: string, errors?: FieldError[]) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.errors = errors;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message = 'Not found') => new DomainError('not_found', message);
export const forbidden = (message = "You don't have access to this page") =>
  new DomainError('forbidden', message);

/**
 * The server cannot answer now but expects to soon (busy, or its database unreachable): a 503
 * with Retry-After, and a message the client may show.
 */
export class UnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    readonly code = 'unavailable',
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'UnavailableError';
  }
}

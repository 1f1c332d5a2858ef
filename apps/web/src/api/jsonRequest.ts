/**
 * One small JSON fetch for the web app's calls: same-origin with the session cookie, and the
 * server's `{code, message}` error body turned into an ApiError whose message can be shown.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The server's field errors (`errors` of a 400), when it named fields. */
    readonly errors: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const UNKNOWN_ERROR = 'Unfortunately, an unknown error has occurred.';

function fieldErrors(list: unknown[]): { path: string; message: string }[] {
  return list.flatMap((entry) =>
    typeof entry === 'object' &&
    entry !== null &&
    'path' in entry &&
    'message' in entry &&
    typeof entry.path === 'string' &&
    typeof entry.message === 'string'
      ? [{ path: entry.path, message: entry.message }]
      : [],
  );
}

/** The server's `{code, message, errors?}` body as an ApiError; anything else is unknown. */
export function errorOf(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const code = 'code' in body ? body.code : undefined;
    const message = 'message' in body ? body.message : undefined;
    if (typeof code === 'string' && typeof message === 'string') {
      const errors = 'errors' in body && Array.isArray(body.errors) ? fieldErrors(body.errors) : [];
      return new ApiError(status, code, message, errors);
    }
  }
  return new ApiError(status, 'unknown', UNKNOWN_ERROR);
}

/**
 * A FormData body goes as multipart (file uploads with their field names); a Blob body (one
 * uploaded file) as its bytes, the server deciding what it is by its content, so its declared
 * type is not passed on; anything else as JSON.
 */
const isBlob = (body: unknown): body is Blob => typeof Blob !== 'undefined' && body instanceof Blob;

export async function jsonRequest<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const multipart = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        // The browser writes a multipart body's content type itself, with its boundary.
        ...(body === undefined || multipart
          ? {}
          : { 'content-type': isBlob(body) ? 'application/octet-stream' : 'application/json' }),
      },
      body: body === undefined ? null : multipart || isBlob(body) ? body : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    // A cancelled request stays a cancellation (TanStack Query cancels superseded fetches).
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', UNKNOWN_ERROR);
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorOf(response.status, parsed);
  // The caller names the endpoint's answer type, which the server's route schema guarantees.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  return parsed as T;
}

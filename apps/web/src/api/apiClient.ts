/**
 * The web app's typed client of the staff API, generated from the server's OpenAPI document
 * (`npm run openapi` writes `openapi.d.ts`): paths, parameters, bodies and answers are the
 * server's route schemas, so a URL or a field the server does not have fails the typecheck.
 * It keeps the fetch wrapper's behaviour: same-origin with the session cookie, the server's
 * `{code, message, errors?}` error body as the ApiError the UI shows, a 204 as null, uploads as
 * multipart. One small function per call lives in each area's `*Api.ts`:
 *
 *   get: () => answerOf(api.GET('/api/admin/settings')),
 *   upload: (kind, file) =>
 *     answerOf(api.PUT('/api/admin/settings/{kind}', { params: { path: { kind } }, ...withFile(file) })),
 */
import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError, errorOf, UNKNOWN_ERROR } from './jsonRequest.js';
import type { paths } from './openapi.js';

export type ApiPaths = paths;

/** The answer of an `*Api.ts` function: `ApiAnswer<typeof adminApi.staff.list>`. */
export type ApiAnswer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** The JSON body of a route: `ApiBody<'/api/admin/staff/{id}', 'patch'>`. */
export type ApiBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** The query parameters of a GET route: `ApiQuery<'/api/admin/audit'>`. */
export type ApiQuery<P extends keyof paths> = paths[P] extends {
  get: { parameters: { query?: infer Q } };
}
  ? Q
  : never;

/**
 * A client of the API at `baseUrl`, by default the page's own origin. `fetch` is looked up at
 * each call, so a test's stand-in is used.
 */
export function createApiClient(options: { baseUrl?: string; fetch?: typeof fetch } = {}) {
  return createClient<paths>({
    // A Request needs an absolute address outside the browser (tests in jsdom); no page, no calls.
    baseUrl: options.baseUrl ?? globalThis.location?.origin ?? '',
    fetch: (request: Request) => (options.fetch ?? globalThis.fetch)(request),
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
}

/** The app's client. */
export const api = createApiClient();

/**
 * The answer of a call, or the ApiError its failure shows: the server's error body, or the
 * unknown error when the request never got an answer. A cancelled request stays a cancellation
 * (TanStack Query cancels superseded fetches).
 */
export async function answerOf<D>(
  pending: Promise<{ data?: D; error?: unknown; response: Response }>,
): Promise<D> {
  let result: Awaited<typeof pending>;
  try {
    result = await pending;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', UNKNOWN_ERROR);
  }
  if (!result.response.ok) throw errorOf(result.response.status, result.error);
  // openapi-fetch gives no data for a 204; the routes that answer one declare it as null.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  return (result.data ?? null) as D;
}

/**
 * A query the caller builds (a list's filters and paging, in one place): its set values only, as
 * an empty filter is no filter. Typed queries go in `params.query` instead.
 */
export function withQuery(query: Record<string, string | number | null | undefined>): {
  querySerializer: () => string;
} {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  return { querySerializer: () => search.toString() };
}

/**
 * A multipart body for an upload route (the server reads its parts itself, so the OpenAPI
 * document declares no body for it): the form replaces the request's body, and the browser
 * writes its content type with the boundary.
 */
export function withForm(form: FormData): { middleware: Middleware[] } {
  return { middleware: [{ onRequest: ({ request }) => new Request(request, { body: form }) }] };
}

export interface UploadOptions {
  /** Text fields sent before the file (the server reads them with it). */
  fields?: Record<string, string>;
  /** Told the share of the body sent so far (0 to 1) while the upload goes out. */
  onProgress?: (sent: number) => void;
}

/**
 * The contract's single-file uploads: multipart with the one field `file`, after any text
 * fields. With `onProgress` the request goes out through XMLHttpRequest, the one browser API that
 * reports an upload's progress, and its answer comes back as a Response like fetch's.
 */
export function withFile(
  file: File,
  { fields = {}, onProgress }: UploadOptions = {},
): { middleware: Middleware[]; fetch?: (request: Request) => Promise<Response> } {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return {
    ...withForm(form),
    ...(onProgress
      ? { fetch: (request: Request) => sendWithProgress(request, form, onProgress) }
      : {}),
  };
}

function sendWithProgress(
  request: Request,
  form: FormData,
  onProgress: (sent: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = request.credentials !== 'omit';
    // The browser writes the multipart content type with its boundary.
    request.headers.forEach((value, name) => {
      if (name !== 'content-type') xhr.setRequestHeader(name, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/\r?\n/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 304;
      resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('The upload failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

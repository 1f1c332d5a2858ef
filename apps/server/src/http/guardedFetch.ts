/**
 * A Fetch API function that goes through `safeFetch` (the SSRF guard, with the operator's
 * allowlist): for libraries that fetch on their own, such as openid-client's discovery, JWKS and
 * token requests. Only GET and a POST with a string or form body; statuses are handed back as
 * they come (the library reads an OAuth error's body).
 */
import { safeFetch, type SafeFetchOptions } from './safeFetch.js';

export interface GuardedFetchInit {
  method: string;
  headers: Record<string, string>;
  body?: unknown;
}

export function guardedFetch(
  options: Pick<SafeFetchOptions, 'allow' | 'timeoutMs' | 'resolve'>,
): (url: string, init: GuardedFetchInit) => Promise<Response> {
  return async (url, init) => {
    if (init.method !== 'GET' && init.method !== 'POST') {
      throw new TypeError(`guardedFetch does not send ${init.method}`);
    }
    const { body } = init;
    if (
      body !== undefined &&
      body !== null &&
      typeof body !== 'string' &&
      !(body instanceof URLSearchParams)
    ) {
      throw new TypeError('guardedFetch sends string or form bodies only');
    }
    const response = await safeFetch(url, {
      ...options,
      method: init.method,
      headers: init.headers,
      anyStatus: true,
      ...(body === undefined || body === null ? {} : { body: body.toString() }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const empty = response.status === 204 || response.status === 304;
    return new Response(empty ? null : new Uint8Array(response.body), {
      status: response.status,
      headers,
    });
  };
}

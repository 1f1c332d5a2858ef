/** Calls to the staff API from a test, as a browser on the platform would send them. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { TEST_BASE_URL } from './testApp.js';

export function adminApi(app: () => FastifyInstance) {
  const send = (
    method: InjectOptions['method'],
    url: string,
    cookie: string | undefined,
    payload?: unknown,
    extra: { remoteAddress?: string } = {},
  ) =>
    app().inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: {
        ...(cookie ? { cookie } : {}),
        origin: TEST_BASE_URL,
        host: new URL(TEST_BASE_URL).host,
      },
      ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    });
  return {
    get: (url: string, cookie?: string) => send('GET', url, cookie),
    post: (url: string, payload: unknown, cookie?: string, extra?: { remoteAddress?: string }) =>
      send('POST', url, cookie, payload, extra),
    patch: (url: string, payload: unknown, cookie?: string) => send('PATCH', url, cookie, payload),
    delete: (url: string, cookie?: string) => send('DELETE', url, cookie),
  };
}

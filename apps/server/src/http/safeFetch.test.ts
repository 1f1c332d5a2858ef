import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeHttpServer, type FakeHttpServer } from '../testing/fakeHttpServer.js';
import { safeFetch, safeFetchJson, SafeFetchError } from './safeFetch.js';

let server: FakeHttpServer;
beforeAll(async () => {
  server = await startFakeHttpServer();
});
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SafeFetchError) return error;
    throw error;
  }
  throw new Error('expected the fetch to fail');
}

/** The operator's allowlist, as tests use it to reach their local fake servers. */
const local = { allow: ['127.0.0.1'] };

describe('safeFetch refuses what could reach inside the network', () => {
  test('plain http is refused without an allowlist', async () => {
    server.answer('/ok', { json: { ok: true } });
    const before = server.requests.length;
    expect((await failure(safeFetch(`${server.origin}/ok`))).code).toBe('refused');
    expect(server.requests.length).toBe(before);
  });

  test.each([
    'https://127.0.0.1/',
    'https://10.0.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[fd00::1]/',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://2130706433/',
  ])('a literal non-public address is refused: %s', async (url) => {
    expect((await failure(safeFetch(url, { timeoutMs: 1000 }))).code).toBe('refused');
  });

  test('a host name that resolves to a private address is refused', async () => {
    const error = await failure(
      safeFetch('https://intranet.example/', { resolve: () => Promise.resolve(['10.1.2.3']) }),
    );
    expect(error.code).toBe('refused');
  });

  test('a host name with one public and one private address is refused', async () => {
    const error = await failure(
      safeFetch('https://mixed.example/', {
        resolve: () => Promise.resolve(['93.184.216.34', '192.168.0.10']),
      }),
    );
    expect(error.code).toBe('refused');
  });

  test('an allowlisted loopback address does not open a private one', async () => {
    const error = await failure(
      safeFetch('http://intranet.example/', {
        ...local,
        resolve: () => Promise.resolve(['10.1.2.3']),
      }),
    );
    expect(error.code).toBe('refused');
  });

  test('a redirect to a private or metadata address is refused and not followed', async () => {
    server.answer('/to-metadata', { redirect: 'http://169.254.169.254/latest/meta-data/' });
    server.answer('/to-private', { redirect: 'https://10.0.0.5/admin' });
    expect((await failure(safeFetch(`${server.origin}/to-metadata`, local))).code).toBe('refused');
    expect((await failure(safeFetch(`${server.origin}/to-private`, local))).code).toBe('refused');
  });

  test('at most three redirects', async () => {
    server.answer('/r1', { redirect: '/r2' });
    server.answer('/r2', { redirect: '/r3' });
    server.answer('/r3', { redirect: '/r4' });
    server.answer('/r4', { redirect: '/r5' });
    server.answer('/r5', { json: { far: true } });
    expect(await safeFetchJson(`${server.origin}/r2`, local)).toEqual({ far: true });
    const error = await failure(safeFetch(`${server.origin}/r1`, local));
    expect(error.code).toBe('refused');
  });

  test('the connection goes to the address that was checked (no second lookup)', async () => {
    server.answer('/pinned', { json: { pinned: true } });
    // The host name does not exist for the system resolver: only the checked answer is used.
    const body = await safeFetchJson(`http://rebinding.invalid:${server.port}/pinned`, {
      ...local,
      resolve: () => Promise.resolve(['127.0.0.1']),
    });
    expect(body).toEqual({ pinned: true });
  });
});

describe("the operator's allowlist (SAFE_FETCH_ALLOW)", () => {
  test('an allowlisted loopback host is fetched while a non-allowlisted one is refused', async () => {
    server.answer('/idp', { json: { keys: [] } });
    const url = `${server.origin}/idp`;
    const before = server.requests.length;
    for (const allow of [[], ['127.0.0.2'], ['10.0.0.0/8'], ['idp.corp.example']]) {
      expect((await failure(safeFetch(url, { allow }))).code).toBe('refused');
    }
    expect(server.requests.length).toBe(before);
    for (const allow of [['127.0.0.1'], ['127.0.0.0/8'], ['idp.corp.example', '127.0.0.1']]) {
      expect(await safeFetchJson(url, { allow })).toEqual({ keys: [] });
    }
    expect(server.requests.length).toBe(before + 3);
  });

  test('a host name is allowlisted by its name (or a *. entry), whatever it resolves to', async () => {
    server.answer('/crm', { json: { ok: true } });
    const at = (host: string) => `http://${host}:${server.port}/crm`;
    const resolve = () => Promise.resolve(['127.0.0.1']);
    expect(
      await safeFetchJson(at('idp.corp.example'), { allow: ['idp.corp.example'], resolve }),
    ).toEqual({ ok: true });
    expect(
      await safeFetchJson(at('crm.corp.example'), { allow: ['*.corp.example'], resolve }),
    ).toEqual({ ok: true });
    for (const host of ['evil.example', 'corp.example.evil.example', 'xcorp.example']) {
      const error = await failure(safeFetch(at(host), { allow: ['*.corp.example'], resolve }));
      expect(error.code).toBe('refused');
    }
  });
});

describe('safeFetch bounds what a provider can do', () => {
  test('a provider that does not answer ends at the deadline', async () => {
    server.answer('/slow', { hang: true });
    const error = await failure(safeFetch(`${server.origin}/slow`, { ...local, timeoutMs: 200 }));
    expect(error.code).toBe('timeout');
  });

  test('an answer larger than the cap is refused', async () => {
    server.answer('/big', { text: 'x'.repeat(64 * 1024) });
    const error = await failure(safeFetch(`${server.origin}/big`, { ...local, maxBytes: 1024 }));
    expect(error.code).toBe('too_large');
  });

  test('garbage instead of JSON is a typed error', async () => {
    server.answer('/garbage', { text: '<html>oops</html>' });
    expect((await failure(safeFetchJson(`${server.origin}/garbage`, local))).code).toBe(
      'invalid_json',
    );
  });

  test('an error status is a typed error with the status', async () => {
    server.answer('/down', { json: { error: 'down' }, status: 503 });
    const error = await failure(safeFetch(`${server.origin}/down`, local));
    expect(error.code).toBe('status');
    expect(error.status).toBe(503);
  });

  test('a good answer comes back parsed', async () => {
    server.answer('/good', { json: { status: { indicator: 'none' } } });
    expect(await safeFetchJson(`${server.origin}/good`, local)).toEqual({
      status: { indicator: 'none' },
    });
  });
});

describe('safeFetch for OAuth token requests (openid-client through guardedFetch)', () => {
  test('a POST sends its body, answers an error status with anyStatus, and is never redirected', async () => {
    let received = '';
    server.answer('/token', (request, response) => {
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (received += chunk));
      request.on('end', () =>
        response
          .writeHead(400, { 'content-type': 'application/json' })
          .end('{"error":"invalid_grant"}'),
      );
    });
    const answer = await safeFetch(`${server.origin}/token`, {
      ...local,
      method: 'POST',
      body: 'grant_type=authorization_code&code=abc',
      anyStatus: true,
    });
    expect(answer.status).toBe(400);
    expect(received).toBe('grant_type=authorization_code&code=abc');
    server.answer('/token-moved', { redirect: `${server.origin}/token` });
    const moved = await failure(
      safeFetch(`${server.origin}/token-moved`, { ...local, method: 'POST', body: 'x=1' }),
    );
    expect(moved.code).toBe('refused');
  });
});

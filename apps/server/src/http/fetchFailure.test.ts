import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer, type FakeHttpServer } from '../testing/fakeHttpServer.js';
import { fetchFailureCause } from './fetchFailure.js';
import { safeFetchJson, SafeFetchError } from './safeFetch.js';

let server: FakeHttpServer;
beforeAll(async () => {
  server = await startFakeHttpServer();
});
afterAll(() => server.close());

const local = { allow: ['127.0.0.1'], timeoutMs: 2_000 };

async function causeOf(url: string, options = local): Promise<string> {
  try {
    await safeFetchJson(url, options);
  } catch (error) {
    return fetchFailureCause(error);
  }
  throw new Error('expected the fetch to fail');
}

/** A port nothing listens on: a server's, once closed. */
async function closedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('fetchFailureCause says what failed', () => {
  it('a closed port: the connection refused', async () => {
    expect(await causeOf(`http://127.0.0.1:${await closedPort()}/x`)).toBe(
      '127.0.0.1 refused the connection (nothing listens on that port)',
    );
  });

  it("a 503: the server's status", async () => {
    server.answer('/down', { json: { error: 'maintenance' }, status: 503 });
    expect(await causeOf(`${server.origin}/down`)).toBe('127.0.0.1 answered HTTP 503');
  });

  it('a slow server: no answer within the deadline', async () => {
    server.answer('/slow', { hang: true });
    expect(await causeOf(`${server.origin}/slow`, { ...local, timeoutMs: 1_000 })).toBe(
      'no answer from 127.0.0.1 within 1 s',
    );
  });

  it('an unknown host: the DNS lookup', async () => {
    expect(await causeOf('https://no-such-host.invalid/status.json')).toBe(
      'DNS lookup failed for no-such-host.invalid: the name does not exist',
    );
  });

  it('an address the policy refuses, and how the operator may allow it', async () => {
    expect(await causeOf('https://10.0.0.1/', { allow: [], timeoutMs: 1_000 })).toMatch(
      /^refused by the address policy: 10\.0\.0\.1 points to a .+SAFE_FETCH_ALLOW/,
    );
  });

  it('not JSON, and a TLS certificate problem', async () => {
    server.answer('/html', { text: '<html></html>' });
    expect(await causeOf(`${server.origin}/html`)).toBe('127.0.0.1 did not answer JSON');
    const tls = new SafeFetchError(
      'network',
      'self-signed certificate',
      undefined,
      Object.assign(new Error('self-signed certificate'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }),
    );
    tls.host = 'status.acme.example';
    // openid-client wraps the fetch's error: the cause is found inside.
    expect(fetchFailureCause(new Error('discovery failed', { cause: tls }))).toBe(
      'TLS certificate problem with status.acme.example: self-signed certificate',
    );
  });
});

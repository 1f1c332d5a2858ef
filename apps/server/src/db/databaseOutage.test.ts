/**
 * A PostgreSQL that stops answering: pages, the API and /healthz must answer within bounded
 * times (503 with Retry-After, or the last anonymous page), never hang for the outage.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { buildPortalFixture, pageDataOf } from '../testing/portalFixture.js';
import { startFreezableTcpProxy, type FreezableTcpProxy } from '../testing/freezableTcpProxy.js';
import { BROWSER, testConfig, testRenderer } from '../testing/testApp.js';
import { LocalFileStore } from '../storage/localFileStore.js';
import { HEALTH_CHECK_TIMEOUT_MS } from '../routes/healthRoutes.js';
import { POSTGRES_TIMEOUTS, type PostgresTimeouts } from './client.js';
import { createPool, wrapPool } from './postgres.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

const MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
const SOME_UUID = '00000000-0000-4000-8000-000000000000';

interface OutageApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The pool's timeouts here: shorter than production's (POSTGRES_TIMEOUTS, 3 s to connect and 6 s
 * for a query's answer), which each test would otherwise wait out, and still longer than the
 * health check's own limit (1.5 s), so /healthz answers by that limit as in production.
 */
const OUTAGE_TIMEOUTS: PostgresTimeouts = {
  connectMs: 2_000,
  statementMs: 2_000,
  queryMs: 2_500,
  idleInTransactionMs: POSTGRES_TIMEOUTS.idleInTransactionMs,
};

/** The real app on a real pool (OUTAGE_TIMEOUTS) whose server is behind the proxy. */
async function appBehind(proxy: FreezableTcpProxy, database = 'candor'): Promise<OutageApp> {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'candor-files-'));
  const pool = createPool(`postgres://postgres@127.0.0.1:${proxy.port}/${database}`, {
    timeouts: OUTAGE_TIMEOUTS,
  });
  // The errors of connections we give up on are expected here.
  pool.on('error', () => undefined);
  const handle = wrapPool(pool);
  const app = await buildApp({
    config: testConfig(),
    database: handle,
    fileStore: new LocalFileStore(filesDir),
    renderer: testRenderer,
  });
  return {
    app,
    async close() {
      await app.close();
      // A pool with a frozen client would wait for it: ending is not awaited past a moment.
      await Promise.race([handle.close(), new Promise((r) => setTimeout(r, 500))]);
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

async function timed<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await fn();
  return { result, ms: performance.now() - started };
}

/** What every outage answer has in common, whichever the server behind the pool. */
function describeOutageAnswers(get: () => OutageApp) {
  it('/healthz answers 503 within about 2 s', async () => {
    const { result, ms } = await timed(() => get().app.inject({ method: 'GET', url: '/healthz' }));
    expect(result.statusCode).toBe(503);
    expect(result.json()).toEqual({ status: 'unavailable' });
    expect(result.headers['retry-after']).toBeDefined();
    expect(ms).toBeLessThan(2_500);
  });

  it('an API call answers 503 JSON with Retry-After and a clear message', async () => {
    const { result, ms } = await timed(() =>
      get().app.inject({ method: 'GET', url: `/api/share/${SOME_UUID}/assets/${SOME_UUID}` }),
    );
    expect(result.statusCode).toBe(503);
    expect(result.json()).toEqual({ code: 'database_unavailable', message: MESSAGE });
    expect(Number(result.headers['retry-after'])).toBeGreaterThan(0);
    expect(ms).toBeLessThan(10_000);
  }, 15_000);

  it('a page without a kept copy answers the 503 error page', async () => {
    const response = await get().app.inject({
      method: 'GET',
      url: '/never-served-before',
      headers: BROWSER,
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['retry-after']).toBeDefined();
    expect(pageDataOf(response.body)).toEqual({
      kind: 'error',
      message: MESSAGE,
      cause: null,
      brand: null,
    });
  }, 15_000);
}

it("production's pool gives up on a silent server within 10 s: 3 s to connect, 6 s for an answer", async () => {
  const pool = createPool('postgres://postgres@127.0.0.1:1/candor');
  expect(pool.options).toMatchObject({
    connectionTimeoutMillis: 3_000,
    statement_timeout: 5_000,
    query_timeout: 6_000,
  });
  expect(HEALTH_CHECK_TIMEOUT_MS).toBeLessThan(OUTAGE_TIMEOUTS.connectMs);
  await pool.end();
});

describe('a PostgreSQL server that accepts connections and never answers', () => {
  let proxy: FreezableTcpProxy;
  // Filled in by beforeAll, read only inside tests.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  const t = {} as OutageApp;
  beforeAll(async () => {
    proxy = await startFreezableTcpProxy(null);
    Object.assign(t, await appBehind(proxy));
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  describeOutageAnswers(() => t);

  it('a sign-in answers 503 on the login page', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=someone%40acme.example&password=whatever',
    });
    expect(response.statusCode).toBe(503);
    expect(pageDataOf(response.body)).toMatchObject({ kind: 'login', error: MESSAGE });
  }, 15_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL server that freezes', () => {
  let database: TestDatabase;
  let proxy: FreezableTcpProxy;
  // Filled in by beforeAll, read only inside tests.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  const t = {} as OutageApp;
  let servedBefore: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url!);
    await buildPortalFixture(database.db, new LocalFileStore(os.tmpdir()));
    proxy = await startFreezableTcpProxy({ host: target.hostname, port: Number(target.port) });
    Object.assign(t, await appBehind(proxy, target.pathname.slice(1)));
    const warm = await t.app.inject({ method: 'GET', url: '/acme', headers: BROWSER });
    expect(warm.statusCode).toBe(200);
    servedBefore = warm.body;
    proxy.freeze();
    // Past the organisation directory's one-second memory: the next page needs the database.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  }, 30_000);
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await database.close();
  });

  describeOutageAnswers(() => t);

  it('an anonymous visitor gets the page last served at that address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/acme', headers: BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(servedBefore);
    expect(response.headers['cache-control']).toBe('no-store');
  }, 15_000);

  it('a signed-in browser does not get the anonymous copy', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/acme',
      headers: { ...BROWSER, cookie: `candor_session=${'a'.repeat(43)}` },
    });
    expect(response.statusCode).toBe(503);
  }, 15_000);

  it('answers again once the server thaws', async () => {
    proxy.thaw();
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
  });
});

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.js';
import { LocalFileStore } from './storage/localFileStore.js';
import { useOverHttp, withoutDate } from './testing/overHttp.js';
import { tempFolderForTest } from './testing/tempFolder.js';
import { createTestApp, testConfig, testRenderer, useTestApp } from './testing/testApp.js';

const t = useTestApp();

it('answers /healthz after asking the database', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

it('a burst of probes costs one database query, and the next probe after it asks again', async () => {
  // A pass-through spy on drizzle's query method: it only counts the queries.
  const queries = vi.spyOn(t.database.db, 'execute');
  try {
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/healthz' })),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(queries).toHaveBeenCalledTimes(1);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(queries).toHaveBeenCalledTimes(2);
  } finally {
    queries.mockRestore();
  }
});

it('reports the database being unreachable', async () => {
  const other = await createTestApp();
  await other.database.close();
  const response = await other.app.inject({ method: 'GET', url: '/healthz' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ status: 'unavailable' });
  await other.close();
});

describe('/readyz', () => {
  it('is ready when the database and the file store answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not ready without its database', async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', failing: ['database'] });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    await other.close();
  });

  it('is not ready when the file store cannot be written', async () => {
    // A folder store whose folder is a regular file cannot be created or written.
    const notAFolder = path.join(tempFolderForTest('ready'), 'file');
    writeFileSync(notAFolder, 'not a folder');
    const app = await buildApp({
      config: testConfig(),
      database: t.database,
      fileStore: new LocalFileStore(notAFolder),
      renderer: testRenderer,
      jobWorker: false,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', failing: ['files'] });
    } finally {
      await app.close();
    }
  });

  it('stops being ready once the server begins to shut down, while /healthz stays up', async () => {
    const other = await createTestApp();
    other.app.shuttingDown = true;
    const response = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', failing: ['shutting_down'] });
    expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await other.close();
  });
});

describe('/healthz over HTTP, answered before Fastify', () => {
  const o = useTestApp();
  const http = useOverHttp(o);

  it('replays the regular answer, asking the database for each request', async () => {
    const { regular, recorded } = await http.regularThenRecorded('/healthz');
    expect(withoutDate(recorded.headers)).toEqual(withoutDate(regular.headers));
    expect(recorded.body.toString()).toBe('{"status":"ok"}');
    expect(recorded.headers['cache-control']).toBe('no-store');

    const queries = vi.spyOn(o.database.db, 'execute');
    try {
      const replayed = await http.getSeen('/healthz');
      expect([replayed.answer.status, replayed.reachedFastify]).toEqual([200, false]);
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
    }
  });

  it('answers 503 at once when the database stops answering, with one probe', async () => {
    await http.regularThenRecorded('/healthz');
    await o.database.close();
    const queries = vi.spyOn(o.database.db, 'execute');
    const started = performance.now();
    const { answer } = await http.getSeen('/healthz');
    expect(queries).toHaveBeenCalledTimes(1);
    queries.mockRestore();
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body.toString())).toEqual({ status: 'unavailable' });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(2_500);
  });
});

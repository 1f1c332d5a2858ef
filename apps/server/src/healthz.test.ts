import { expect, it } from 'vitest';
import { createTestApp, useTestApp } from './testing/testApp.js';

const t = useTestApp();

it('answers /healthz after asking the database', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

it('reports the database being unreachable', async () => {
  const other = await createTestApp();
  await other.database.close();
  const response = await other.app.inject({ method: 'GET', url: '/healthz' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ status: 'unavailable' });
  await other.close();
});

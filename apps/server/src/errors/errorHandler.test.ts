import { DomainError, ERROR_STATUS, type ErrorCode } from '@candor/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodyOf } from '../testing/errorBody.js';
import { BROWSER, useTestApp, type TestApp } from '../testing/testApp.js';

const SECRET = 'password=hunter2 at db.internal:5432';

function addThrowingRoutes(t: TestApp) {
  const routes = t.app.withTypeProvider<ZodTypeProvider>();
  routes.get<{ Params: { code: string } }>('/test/domain/:code', async (request) => {
    const code = request.params.code as ErrorCode;
    throw new DomainError(code, `Domain says ${code}`, [{ path: 'field', message: 'Bad field' }]);
  });
  routes.get('/test/crash', async () => {
    throw new Error(SECRET);
  });
  routes.get('/test/crash-page', { config: { html: true } }, async () => {
    throw new Error(SECRET);
  });
  routes.post(
    '/test/validate',
    {
      schema: {
        body: z.object({
          title: z.string().min(2, 'Title must be at least 2 characters'),
          items: z.array(z.object({ uid: z.string({ error: 'Item uid is required' }) })),
        }),
      },
    },
    async () => ({ ok: true }),
  );
}

/** A page route that throws: the generic error page in every environment; returns its HTML. */
async function crashedPage(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/test/crash-page', headers: BROWSER });
  expect(response.statusCode).toBe(500);
  expect(response.body).toContain('Sorry, an error has occurred.');
  return response.body;
}

describe('error adapter', () => {
  const t = useTestApp();
  beforeAll(() => addThrowingRoutes(t));

  it.each(Object.entries(ERROR_STATUS))('maps DomainError %s to HTTP %i', async (code, status) => {
    const response = await t.app.inject({ method: 'GET', url: `/test/domain/${code}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      code,
      message: `Domain says ${code}`,
      errors: [{ path: 'field', message: 'Bad field' }],
    });
  });

  it('answers an unknown error with a plain 500 that reveals nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal', message: 'Internal server error' });
    expect(response.body).not.toContain('hunter2');
  });

  it('reports validation failures with the schema messages and paths', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/validate',
      payload: { title: 'x', items: [{}] },
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodyOf(response);
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title must be at least 2 characters' },
        { path: 'items.0.uid', message: 'Item uid is required' },
      ]),
    );
    expect(body.message).toBe(body.errors?.[0]?.message);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).code).toBe('bad_request');
  });

  it('answers unknown routes with JSON for API clients and a 404 page for browsers', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'not_found', message: 'Not found' });

    const page = await t.app.inject({ method: 'GET', url: '/a/b/c/d', headers: BROWSER });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Page not found');
  });

  it('renders the generic error page for HTML routes, with the cause outside production', async () => {
    expect(await crashedPage(t)).toContain('hunter2');
  });
});

describe('error adapter in production', () => {
  const t = useTestApp({ config: { nodeEnv: 'production', isProduction: true } });
  beforeAll(() => addThrowingRoutes(t));

  it('renders the generic error page without the cause', async () => {
    expect(await crashedPage(t)).not.toContain('hunter2');
  });
});

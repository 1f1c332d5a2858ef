import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BROWSER, createTestApp, type TestApp } from './testing/testApp.js';

/** The parts of an OpenAPI 3 document these tests read. */
const OpenApiDocument = z.object({
  openapi: z.string(),
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        requestBody: z
          .object({
            content: z.record(
              z.string(),
              z.object({ schema: z.object({ required: z.array(z.string()).optional() }) }),
            ),
          })
          .optional(),
      }),
    ),
  ),
});

describe('an app with a web build and no organisation yet', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'candor-web-'));
    mkdirSync(path.join(webDist, 'client', 'assets'), { recursive: true });
    writeFileSync(
      path.join(webDist, 'client', 'assets', 'entry-client-Ab12Cd.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("shows 'Company not found' at / when there is no organisation", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: BROWSER });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Company not found');
  });

  it('serves hashed assets with a year-long immutable cache, compressed on request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/entry-client-Ab12Cd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = OpenApiDocument.parse(response.json());
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/login']?.post;
    expect(login?.requestBody?.content['application/json']?.schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(doc.paths['/healthz']).toBeDefined();
    // Pages are not API.
    expect(doc.paths['/{orgSlug}']).toBeUndefined();
  });

  it('serves the API docs page under a policy of its own, leaving the portal policy alone', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: BROWSER });
    expect(docs.statusCode).toBe(200);
    const docsPolicy = docs.headers['content-security-policy'] as string;
    expect(docsPolicy).toContain('script-src');
    expect(docsPolicy).not.toContain("frame-ancestors 'none'");

    const portal = await t.app.inject({ method: 'GET', url: '/login', headers: BROWSER });
    expect(portal.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

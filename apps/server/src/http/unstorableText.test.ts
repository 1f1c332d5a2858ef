/**
 * A NUL character is refused once, before any route sees it, in every string of a body, query
 * or path: PostgreSQL cannot store it, so it used to surface as a 500 from whichever query met
 * it first. Six places an outside probe found, then every route of the API document.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodyOf } from '../testing/errorBody.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { signInAs, TEST_BASE_URL } from '../testing/testApp.js';
import { NUL_TEXT_MESSAGE } from './unstorableText.js';

const { t, f } = usePortalTestApp();

let admin: string;
beforeAll(async () => {
  admin = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
});

const browser = () => ({ origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host });
const asStaff = () => ({ ...browser(), cookie: admin });

function expectRefused(response: LightMyRequestResponse, path: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(errorBodyOf(response)).toEqual({
    code: 'validation_failed',
    message: NUL_TEXT_MESSAGE,
    errors: [{ path, message: NUL_TEXT_MESSAGE }],
  });
}

describe('a NUL character', () => {
  it("is refused in an access request's job title", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/acme/api/products/${f.product.id}/request`,
      headers: browser(),
      remoteAddress: '10.9.0.1',
      payload: {
        email: 'dana@globex.example',
        firstName: 'Dana',
        lastName: 'Globex',
        companyName: 'Globex Corp',
        agree: true,
        productId: f.product.id,
        source: 'documents',
        jobTitle: 'CISO\u0000',
      },
    });
    expectRefused(response, 'jobTitle');
  });

  it("is refused in a subscription's source", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/acme/subscribe',
      headers: browser(),
      remoteAddress: '10.9.0.2',
      payload: { email: 'sam@globex.example', source: 'por\u0000tal' },
    });
    expectRefused(response, 'source');
  });

  it("is refused in a knowledge-base question and in the portal's title", async () => {
    const entry = await t.app.inject({
      method: 'POST',
      url: '/api/admin/knowledge-base',
      headers: asStaff(),
      payload: {
        question: 'Do you \u0000 encrypt?',
        answer: 'Yes.',
        comment: null,
        accessLevel: 'public',
        productIds: [],
      },
    });
    expectRefused(entry, 'question');
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: asStaff(),
      payload: { portalTitle: 'Trust\u0000' },
    });
    expectRefused(settings, 'portalTitle');
  });

  it('is refused in an account search and in the TLS question', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/admin/access/accounts?search=glo%00bex',
      headers: asStaff(),
    });
    expectRefused(search, 'search');
    const tls = await t.app.inject({ method: 'GET', url: '/api/tls/allowed?domain=a%00.test' });
    expectRefused(tls, 'domain');
  });

  it('is refused in nested strings, a path parameter and a form body', async () => {
    const nested = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: asStaff(),
      payload: { contactSupport: { links: ['ok', 'x\u0000'] } },
    });
    expectRefused(nested, 'contactSupport.links.1');
    const page = await t.app.inject({ method: 'GET', url: '/ac%00me/api/knowledge-base' });
    expectRefused(page, 'orgSlug');
    const form = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { ...browser(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=dana%00%40acme.example&password=guess',
    });
    expectRefused(form, 'email');
  });

  it('never makes a route of the API document answer 5xx, in its query or its path', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    type Operation = { parameters?: { in: string; name: string }[] };
    const { paths } = docs.json<{ paths: Record<string, Record<string, Operation>> }>();
    const urls = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const query = (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => `${p.name}=a%00`)
          .concat('q=%00')
          .join('&');
        const real = path.replace('{orgSlug}', 'acme').replace('{productId}', f.product.id);
        const made = real.replace(/\{[^}]+\}/g, () => randomUUID());
        const nul = path.replace(/\{[^}]+\}/g, 'a%00');
        const sent = [`${made}?${query}`, ...(nul === path ? [] : [nul])];
        return sent.map((url) => ({ method: method.toUpperCase(), url }));
      }),
    );
    expect(urls.length).toBeGreaterThan(200);
    const answers = new Map<string, number>();
    for (const { method, url } of urls) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: asStaff(),
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
      });
      answers.set(`${method} ${url}`, response.statusCode);
    }
    const failures = [...answers].filter(([, status]) => status >= 500);
    expect(failures).toEqual([]);
    expect([...answers].filter(([, status]) => status !== 400)).toEqual([]);
  }, 120_000);
});

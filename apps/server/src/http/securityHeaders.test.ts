import { describe, expect, it } from 'vitest';
import { buildAsset } from '../db/factories.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { BROWSER, signInAs } from '../testing/testApp.js';

const { t, f } = usePortalTestApp();

/** The security headers helmet computed on every request before they were computed once. */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * Every header of the answer, those that change from one request to the next as placeholders,
 * and each security header that has its usual value left out: a missing or changed one shows.
 */
async function headersOf(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers: { ...BROWSER, ...headers } });
  const { date: _date, 'set-cookie': _cookie, ...rest } = response.headers;
  const varying = ['etag', 'last-modified', 'content-length'].filter((name) => rest[name]);
  const answer: Record<string, unknown> = { status: response.statusCode, ...rest };
  for (const name of varying) answer[name] = '…';
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (answer[name] === value) delete answer[name];
    else answer[name] ??= '(missing)';
  }
  return answer;
}

// The security headers are computed once at start and set in one go (http/securityHeaders.ts);
// these are the very headers that helmet computed on every request before.
describe('every answer carries the same headers as before the security headers were precomputed', () => {
  it('/healthz', async () => {
    expect(await headersOf('/healthz')).toMatchInlineSnapshot(`
      {
        "cache-control": "no-store",
        "connection": "keep-alive",
        "content-length": "…",
        "content-type": "application/json; charset=utf-8",
        "status": 200,
      }
    `);
  });

  it('the portal page, to a visitor and to staff', async () => {
    expect(await headersOf('/acme')).toMatchInlineSnapshot(`
      {
        "cache-control": "public, max-age=0, must-revalidate",
        "connection": "keep-alive",
        "content-length": "…",
        "content-type": "text/html; charset=utf-8",
        "etag": "…",
        "status": 200,
        "vary": "accept-encoding, cookie",
      }
    `);
    const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    expect(await headersOf('/acme', { cookie })).toMatchInlineSnapshot(`
      {
        "cache-control": "private, no-store",
        "connection": "keep-alive",
        "content-length": "…",
        "content-type": "text/html; charset=utf-8",
        "status": 200,
      }
    `);
  });

  it('an API JSON answer and an API 404', async () => {
    expect(await headersOf('/api/knowledge-base', { host: 'trust.acme.test' }))
      .toMatchInlineSnapshot(`
      {
        "cache-control": "public, max-age=0, must-revalidate",
        "connection": "keep-alive",
        "content-length": "…",
        "content-type": "application/json; charset=utf-8",
        "etag": "…",
        "status": 200,
        "vary": "cookie",
      }
    `);
    expect(await headersOf('/api/no-such-route')).toMatchInlineSnapshot(`
      {
        "cache-control": "private, no-store",
        "connection": "keep-alive",
        "content-length": "…",
        "content-type": "text/html; charset=utf-8",
        "status": 404,
      }
    `);
  });

  it('a share asset, an SVG one and an unknown one', async () => {
    const logo = await buildAsset(t.database.db, {
      org: f.org,
      fileStore: t.fileStore,
      type: 'logo',
      contentType: 'image/png',
      bytes: Buffer.from('not-really-a-png'),
    });
    const icon = await buildAsset(t.database.db, {
      org: f.org,
      fileStore: t.fileStore,
      type: 'icon',
    });
    expect(await headersOf(`/api/share/${f.org.id}/assets/${logo.id}?v=1`)).toMatchInlineSnapshot(`
      {
        "cache-control": "public, max-age=31536000, immutable",
        "connection": "keep-alive",
        "content-length": "…",
        "content-type": "image/png",
        "etag": "…",
        "status": 200,
      }
    `);
    expect(await headersOf(`/api/share/${f.org.id}/assets/${icon.id}`)).toMatchInlineSnapshot(`
      {
        "cache-control": "public, max-age=0, must-revalidate",
        "connection": "keep-alive",
        "content-length": "…",
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
        "content-type": "image/svg+xml",
        "etag": "…",
        "status": 200,
      }
    `);
    expect(await headersOf(`/api/share/${f.org.id}/assets/00000000-0000-4000-8000-000000000000`))
      .toMatchInlineSnapshot(`
      {
        "cache-control": "no-store",
        "connection": "keep-alive",
        "content-length": "…",
        "content-type": "application/json; charset=utf-8",
        "status": 404,
      }
    `);
  });

  it('the API docs keep their own policy', async () => {
    expect(await headersOf('/api/docs/static/index.html')).toMatchInlineSnapshot(`
      {
        "connection": "keep-alive",
        "content-length": "…",
        "content-security-policy": "default-src 'self'; base-uri 'self'; font-src 'self' https: data:; frame-ancestors 'self'; img-src 'self' data: validator.swagger.io; object-src 'none'; script-src 'self' ; script-src-attr 'none'; style-src 'self' https: ; upgrade-insecure-requests;",
        "location": "/api/docs/",
        "status": 302,
      }
    `);
  });
});

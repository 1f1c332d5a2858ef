/**
 * Every state-changing route the server has, taken from its own OpenAPI document, so a route
 * added later is checked without anyone remembering to: a request without a session is refused
 * before its body is even looked at, a cross-site browser request is refused, and a staff member
 * without scopes changes nothing. A route that is public on purpose is listed here, with why.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStaffUser } from '../db/factories.js';
import { auditLog } from '../db/schema/index.js';
import { errorBodyOf } from '../testing/errorBody.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { signInAs, TEST_BASE_URL } from '../testing/testApp.js';

/** Writes anyone may send, each for a reason; everything else needs a staff session. */
const PUBLIC_WRITES = new Set([
  'POST /login', // signing in
  'POST /logout', // signing out (a no-op without a session)
  'POST /api/auth/set-password', // the invitation link's token is the credential
  // Visitors zip the documents canSee lets them download (each file checked, as for one).
  'POST /{orgSlug}/api/bulk-download',
  'POST /api/bulk-download', // the same on a custom domain
  // Visitors subscribe to trust updates (double opt-in, rate-limited) and leave with the
  // signed link of their mail (RFC 8058 one-click).
  'POST /{orgSlug}/subscribe',
  'POST /{orgSlug}/unsubscribe',
  'POST /subscribe',
  'POST /unsubscribe',
  // Visitors ask for access and for a mailed sign-in link from the access modal (refused
  // cross-site, rate-limited per address and e-mail, answering only the spec's states).
  'POST /{orgSlug}/api/products/{productId}/request',
  'POST /{orgSlug}/api/products/{productId}/login',
  'POST /api/products/{productId}/request',
  'POST /api/products/{productId}/login',
  // Visitors' browsers log how long an expanded card was open (same-origin, rate-limited).
  'POST /{orgSlug}/api/events/card-view',
  'POST /api/events/card-view',
  // Ask AI: a question, answered only at the Full level (signed-in members, staff previewing)
  // from what that viewer may read (same-origin, rate-limited; visitors get 403).
  'POST /{orgSlug}/api/search/answer',
  'POST /api/search/answer',
  // Visitor search: a read sent as POST (the spec's call; rate-limited, answers only what the
  // viewer may read), and the browser's search analytics (same-origin, rate-limited).
  'POST /{orgSlug}/api/search',
  'POST /api/search',
  'POST /{orgSlug}/api/events/search',
  'POST /api/events/search',
]);

/**
 * Writes of a signed-in account member (their own account's NDA): refused 401 without a member
 * session before the body is read, and 403 to staff and members of other accounts
 * (routes/portal/ndaRoutes.test.ts). Checked below on the fixture's portal.
 */
const MEMBER_WRITES = new Set([
  'POST /{orgSlug}/api/accounts/{accountId}/nda/accept',
  'POST /{orgSlug}/api/accounts/{accountId}/download-signed-clickwrap-nda',
  'POST /api/accounts/{accountId}/nda/accept',
  'POST /api/accounts/{accountId}/download-signed-clickwrap-nda',
  // Comments of account-external members ('Conversation'; routes/conversations tests).
  'POST /{orgSlug}/api/comments',
  'POST /api/comments',
]);

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;
type WriteMethod = (typeof WRITE_METHODS)[number];
const isWrite = (method: string): method is WriteMethod =>
  (WRITE_METHODS as readonly string[]).includes(method);

const { t, f } = usePortalTestApp();

let routes: { method: Uppercase<WriteMethod>; path: string }[] = [];
let admin: string;
let scopeless: string;
beforeAll(async () => {
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const { paths } = docs.json<{ paths: Record<string, Record<string, unknown>> }>();
  routes = Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter(isWrite)
      .map((method) => ({ method: method.toUpperCase() as Uppercase<WriteMethod>, path })),
  );
  admin = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
  const user = await buildStaffUser(t.database.db, { org: f.org, scopes: [] });
  scopeless = await signInAs(t.app, user.user.email, user.password);
});

/** A concrete URL: the organisation's own product, a real card kind, other ids made up. */
const urlOf = (path: string) =>
  path
    .replace('{productId}', f.product.id)
    .replace('{kind}', 'DataSecurity')
    .replace(/\{[^}]+\}/g, () => randomUUID());

const send = (
  route: { method: Uppercase<WriteMethod>; path: string },
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: route.method,
    url: urlOf(route.path),
    // Not a valid body for any route: what is refused here must be refused before validation.
    payload: { unexpected: true },
    headers: { host: new URL(TEST_BASE_URL).host, ...headers },
  });

const auditRows = async () =>
  (
    await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.orgId, f.org.id))
  )[0]!.n;

const staffWrites = () =>
  routes.filter(
    (r) =>
      !PUBLIC_WRITES.has(`${r.method} ${r.path}`) && !MEMBER_WRITES.has(`${r.method} ${r.path}`),
  );

describe('every write route', () => {
  it('is found in the API document (the staff API is there)', () => {
    const listed = routes.map((r) => `${r.method} ${r.path}`);
    expect(listed).toContain('PATCH /api/trust-center/products/{productId}/cards/{kind}');
    expect(listed).toContain('PATCH /api/admin/settings');
    expect(staffWrites().length).toBeGreaterThan(30);
  });

  /** Each route that does not answer `status` with `message`, with what it answered. */
  const answersOtherThan = async (
    headers: Record<string, string>,
    status: number,
    message: string,
  ): Promise<string[]> => {
    const wrong: string[] = [];
    for (const route of staffWrites()) {
      const response = await send(route, headers);
      const answer = `${response.statusCode} ${errorBodyOf(response).message}`;
      if (answer !== `${status} ${message}`) wrong.push(`${route.method} ${route.path}: ${answer}`);
    }
    return wrong;
  };

  it('answers 401 without a session, whatever the body, before looking at it', async () => {
    expect(await answersOtherThan({ origin: TEST_BASE_URL }, 401, 'Sign in to continue')).toEqual(
      [],
    );
  });

  it('refuses a cross-site browser request from a signed-in admin', async () => {
    const before = await auditRows();
    const crossSite = { cookie: admin, origin: 'https://evil.example' };
    expect(await answersOtherThan(crossSite, 403, 'Cross-site request refused.')).toEqual([]);
    expect(await auditRows()).toBe(before);
  });

  it('changes nothing for a staff member without scopes', async () => {
    const before = await auditRows();
    for (const route of staffWrites()) {
      const response = await send(route, { cookie: scopeless, origin: TEST_BASE_URL });
      expect(response.statusCode, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${route.method} ${route.path}`).toBeLessThan(500);
    }
    expect(await auditRows()).toBe(before);
  });

  it('answers 401 to member-only writes without a member session, before the body', async () => {
    for (const key of MEMBER_WRITES) {
      const [method, path] = key.split(' ') as [Uppercase<WriteMethod>, string];
      const response = await send(
        { method, path: path.replace('{orgSlug}', 'acme') },
        // A custom-domain path is served on the organisation's domain.
        path.startsWith('/api/')
          ? { origin: 'https://trust.acme.test', host: 'trust.acme.test' }
          : { origin: TEST_BASE_URL },
      );
      expect(`${key}: ${response.statusCode} ${errorBodyOf(response).message}`).toBe(
        `${key}: 401 Sign in to continue`,
      );
    }
  });
});

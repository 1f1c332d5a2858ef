/**
 * The visitor-access authorization matrix: every access endpoint (taken from the server's own
 * API document, so one added later without a row here fails the first test) against every role
 * that may knock: an anonymous visitor, a member of account A (the account the URLs name), a
 * member of account B, staff with access:manage, staff without it, and staff of another
 * organisation. Each endpoint names who may use it; everybody else is refused (401, 403 or 404)
 * and the refusal writes nothing.
 */
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOrg, buildStaffUser } from '../db/factories.js';
import { buildGrantedMember } from '../testing/grantedMember.js';
import type { AccountRow } from '../db/rows.js';
import { auditLog } from '../db/schema/index.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { signInAs, TEST_BASE_URL } from '../testing/testApp.js';

const { t, f } = usePortalTestApp();

type Role = 'visitor' | 'memberA' | 'memberB' | 'accessStaff' | 'otherStaff' | 'foreignStaff';
const ROLES: readonly Role[] = [
  'visitor',
  'memberA',
  'memberB',
  'accessStaff',
  'otherStaff',
  'foreignStaff',
];

/**
 * Who may use an endpoint:
 * - anyone: the public flows (request form, login tab, sign-in link, byoid welcome);
 * - memberA: a signed-in member of the account the URL names (its own account menu, NDA,
 *   invitations, extension); `/auth/me` and logout for any signed-in member;
 * - accessStaff: staff of the organisation holding access:manage (previewing also
 *   statuspage:edit, which `otherStaff` holds).
 */
type Allowed = 'anyone' | 'members' | 'memberA' | 'accessStaff' | 'previewStaff';

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the API document names it. */
  path: string;
  allowed: Allowed;
}

const ENDPOINTS: Endpoint[] = [
  // Public flows.
  { method: 'GET', path: '/{orgSlug}/api/products/{productId}/request-form', allowed: 'anyone' },
  { method: 'POST', path: '/{orgSlug}/api/products/{productId}/request', allowed: 'anyone' },
  { method: 'POST', path: '/{orgSlug}/api/products/{productId}/login', allowed: 'anyone' },
  { method: 'GET', path: '/{orgSlug}/api/auth/sign-in', allowed: 'anyone' },
  { method: 'GET', path: '/byoid/{orgId}/welcome', allowed: 'anyone' },
  // A signed-in member.
  { method: 'GET', path: '/{orgSlug}/api/auth/me', allowed: 'members' },
  {
    method: 'GET',
    path: '/api/statuspage/share/{accountId}/external/extend-access',
    allowed: 'memberA',
  },
  {
    method: 'POST',
    path: '/api/statuspage/share/{accountId}/external/invite-colleague',
    allowed: 'memberA',
  },
  { method: 'GET', path: '/{orgSlug}/api/accounts/{accountId}/nda', allowed: 'memberA' },
  { method: 'GET', path: '/{orgSlug}/api/accounts/{accountId}/nda/template', allowed: 'memberA' },
  { method: 'POST', path: '/{orgSlug}/api/accounts/{accountId}/nda/accept', allowed: 'memberA' },
  {
    method: 'POST',
    path: '/{orgSlug}/api/accounts/{accountId}/download-signed-clickwrap-nda',
    allowed: 'memberA',
  },
  // Staff: requests and rules.
  { method: 'GET', path: '/api/admin/access/rules', allowed: 'accessStaff' },
  { method: 'PUT', path: '/api/admin/access/rules', allowed: 'accessStaff' },
  { method: 'POST', path: '/api/admin/access/rules/dry-run', allowed: 'accessStaff' },
  { method: 'GET', path: '/api/admin/access/requests', allowed: 'accessStaff' },
  { method: 'GET', path: '/api/admin/access/requests/options', allowed: 'accessStaff' },
  {
    method: 'POST',
    path: '/api/admin/access/requests/{requestId}/approve',
    allowed: 'accessStaff',
  },
  {
    method: 'POST',
    path: '/api/admin/access/requests/{requestId}/decline',
    allowed: 'accessStaff',
  },
  { method: 'POST', path: '/api/admin/access/requests/bulk', allowed: 'accessStaff' },
  // Staff: accounts, members, grants, profiles, NDA templates, settings.
  { method: 'GET', path: '/api/admin/access/accounts', allowed: 'accessStaff' },
  { method: 'POST', path: '/api/admin/access/accounts', allowed: 'accessStaff' },
  { method: 'GET', path: '/api/admin/access/accounts/{accountId}', allowed: 'accessStaff' },
  { method: 'PUT', path: '/api/admin/access/accounts/{accountId}', allowed: 'accessStaff' },
  {
    method: 'PUT',
    path: '/api/admin/access/accounts/{accountId}/status',
    allowed: 'accessStaff',
  },
  {
    method: 'PUT',
    path: '/api/admin/access/accounts/{accountId}/signed-nda',
    allowed: 'accessStaff',
  },
  {
    method: 'GET',
    path: '/api/admin/access/accounts/{accountId}/signed-nda',
    allowed: 'accessStaff',
  },
  {
    method: 'POST',
    path: '/api/admin/access/accounts/{accountId}/members',
    allowed: 'accessStaff',
  },
  {
    method: 'PUT',
    path: '/api/admin/access/accounts/{accountId}/members/{memberId}/status',
    allowed: 'accessStaff',
  },
  {
    method: 'DELETE',
    path: '/api/admin/access/accounts/{accountId}/members/{memberId}',
    allowed: 'accessStaff',
  },
  {
    method: 'PUT',
    path: '/api/admin/access/accounts/{accountId}/grants',
    allowed: 'accessStaff',
  },
  {
    method: 'DELETE',
    path: '/api/admin/access/accounts/{accountId}/grants/{productId}',
    allowed: 'accessStaff',
  },
  { method: 'GET', path: '/api/admin/access/profiles', allowed: 'accessStaff' },
  { method: 'GET', path: '/api/admin/access/profiles/catalogue', allowed: 'accessStaff' },
  { method: 'POST', path: '/api/admin/access/profiles', allowed: 'accessStaff' },
  { method: 'PUT', path: '/api/admin/access/profiles/{profileId}', allowed: 'accessStaff' },
  { method: 'DELETE', path: '/api/admin/access/profiles/{profileId}', allowed: 'accessStaff' },
  { method: 'GET', path: '/api/admin/access/nda-templates', allowed: 'accessStaff' },
  { method: 'POST', path: '/api/admin/access/nda-templates', allowed: 'accessStaff' },
  {
    method: 'PUT',
    path: '/api/admin/access/nda-templates/{templateId}',
    allowed: 'accessStaff',
  },
  { method: 'GET', path: '/api/admin/access/settings', allowed: 'accessStaff' },
  { method: 'PATCH', path: '/api/admin/access/settings', allowed: 'accessStaff' },
  { method: 'GET', path: '/api/access/byoid', allowed: 'accessStaff' },
  { method: 'PUT', path: '/api/access/byoid', allowed: 'accessStaff' },
  { method: 'GET', path: '/api/access/preview-options', allowed: 'previewStaff' },
  // Staff: analytics.
  { method: 'GET', path: '/api/analytics/summary', allowed: 'accessStaff' },
  { method: 'GET', path: '/api/analytics/events', allowed: 'accessStaff' },
  { method: 'GET', path: '/api/analytics/events.csv', allowed: 'accessStaff' },
  // Questionnaires, TPRM and comments (issue 11 §4, §5): the member's side …
  {
    method: 'POST',
    path: '/api/statuspage/share/{accountId}/external/questionnaires',
    allowed: 'memberA',
  },
  {
    method: 'GET',
    path: '/api/statuspage/share/{accountId}/external/questionnaires',
    allowed: 'memberA',
  },
  {
    method: 'POST',
    path: '/api/statuspage/share/{accountId}/external/questionnaires/link',
    allowed: 'memberA',
  },
  {
    method: 'GET',
    path: '/api/statuspage/share/{accountId}/external/questionnaires/{questionnaireId}/answer',
    allowed: 'memberA',
  },
  {
    method: 'GET',
    path: '/api/statuspage/share/{accountId}/external/{partnerId}/jwt',
    allowed: 'memberA',
  },
  // … any member (the query names the account; account-external mode is checked after) …
  { method: 'GET', path: '/{orgSlug}/api/comments', allowed: 'members' },
  { method: 'POST', path: '/{orgSlug}/api/comments', allowed: 'members' },
  // … and staff's queue and conversations.
  { method: 'GET', path: '/api/admin/questionnaires', allowed: 'accessStaff' },
  { method: 'PATCH', path: '/api/admin/questionnaires/{questionnaireId}', allowed: 'accessStaff' },
  {
    method: 'POST',
    path: '/api/admin/questionnaires/{questionnaireId}/answer',
    allowed: 'accessStaff',
  },
  { method: 'GET', path: '/api/admin/conversations', allowed: 'accessStaff' },
  { method: 'GET', path: '/api/admin/conversations/{accountId}/{itemUid}', allowed: 'accessStaff' },
  {
    method: 'POST',
    path: '/api/admin/conversations/{accountId}/{itemUid}',
    allowed: 'accessStaff',
  },
  // Last: it ends the member's session.
  { method: 'POST', path: '/api/statuspage/share/auth/logout', allowed: 'members' },
];

/** Paths of the API document that are visitor access: each must have a row above. */
const ACCESS_PATH =
  /^\/(\{orgSlug\}\/)?api\/(admin\/(access|questionnaires|conversations)|access|analytics|statuspage|comments|auth\/(me|sign-in)|accounts|products\/\{productId\}\/(request|login))|^\/byoid/;

const allows = (allowed: Allowed, role: Role): boolean => {
  switch (allowed) {
    case 'anyone':
      return true;
    case 'members':
      return role === 'memberA' || role === 'memberB';
    case 'memberA':
      return role === 'memberA';
    case 'accessStaff':
      return role === 'accessStaff';
    case 'previewStaff':
      return role === 'accessStaff' || role === 'otherStaff';
  }
};

let cookies: Record<Role, string | null>;
let accountA: AccountRow;
let memberAId: string;

beforeAll(async () => {
  const db = t.database.db;
  const memberA = await buildGrantedMember(db, {
    org: f.org,
    product: f.product,
    account: { name: 'Globex' },
  });
  accountA = memberA.account;
  memberAId = memberA.member.id;
  const memberB = await buildGrantedMember(db, {
    org: f.org,
    product: f.product,
    account: { name: 'Initrode' },
  });
  const other = await buildStaffUser(db, { org: f.org, scopes: ['statuspage:edit', 'audit:view'] });
  const { org: foreignOrg } = await buildOrg(db, {
    slug: 'umbrella',
    product: { slug: 'core', name: 'Core' },
  });
  const foreign = await buildStaffUser(db, { org: foreignOrg });
  cookies = {
    visitor: null,
    memberA: memberA.cookie,
    memberB: memberB.cookie,
    accessStaff: await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD),
    otherStaff: await signInAs(t.app, other.user.email, other.password),
    foreignStaff: await signInAs(t.app, foreign.user.email, foreign.password),
  };
});

/** A concrete URL: the fixture's organisation and product, account A, the member of A. */
const urlOf = (path: string) =>
  path
    .replace('{orgSlug}', 'acme')
    .replace('{orgId}', f.org.id)
    .replace('{productId}', f.product.id)
    .replace('{accountId}', accountA.id)
    .replace('{memberId}', memberAId)
    .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

const send = (endpoint: Endpoint, role: Role): Promise<LightMyRequestResponse> => {
  const cookie = cookies[role];
  return t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint.path),
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
    headers: {
      host: new URL(TEST_BASE_URL).host,
      origin: TEST_BASE_URL,
      ...(cookie ? { cookie } : {}),
    },
  });
};

const auditRows = async () =>
  (
    await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.orgId, f.org.id))
  )[0]!.n;

describe('the visitor-access authorization matrix', () => {
  it('has a row for every access endpoint of the API document', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = docs.json<{ paths: Record<string, Record<string, unknown>> }>();
    const listed = new Set(ENDPOINTS.map((e) => `${e.method} ${e.path}`));
    const documented = Object.entries(paths)
      .filter(([path]) => ACCESS_PATH.test(path) && !path.startsWith('/api/products'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => method !== 'head')
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      // Custom-domain twins (`/api/...` of `/{orgSlug}/api/...`) behave the same.
      .filter((route) => !/^\w+ \/api\/(auth\/|accounts\/|comments$)/.test(route));
    expect(documented.filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !documented.includes(route))).toEqual([]);
  });

  for (const role of ROLES) {
    it(`${role}: refused everywhere it is not allowed, and the refusal writes nothing`, async () => {
      const wrong: string[] = [];
      for (const endpoint of ENDPOINTS) {
        const before = await auditRows();
        const response = await send(endpoint, role);
        const refused = [401, 403, 404].includes(response.statusCode);
        const allowed = allows(endpoint.allowed, role);
        const name = `${endpoint.method} ${endpoint.path}: ${response.statusCode}`;
        // Staff of another organisation use the staff API in their own organisation: they may
        // be answered, but with nothing of this one.
        const foreignAnswer =
          role === 'foreignStaff' &&
          (endpoint.allowed === 'accessStaff' || endpoint.allowed === 'previewStaff') &&
          !refused;
        if (response.statusCode >= 500) wrong.push(`${name} (server error)`);
        else if (foreignAnswer) {
          if ([accountA.id, 'Globex', f.org.id].some((secret) => response.body.includes(secret))) {
            wrong.push(`${name} (shows this organisation's data)`);
          }
        } else if (allowed && [401, 403].includes(response.statusCode)) {
          wrong.push(`${name} (should be allowed)`);
        } else if (!allowed && !refused) wrong.push(`${name} (should be refused)`);
        else if (!allowed && (await auditRows()) !== before) wrong.push(`${name} (wrote audit)`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

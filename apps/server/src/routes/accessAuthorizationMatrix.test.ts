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

/** Who may use each endpoint, named 'METHOD path' as the API document names it. */
const ALLOWED: Record<string, Allowed> = {
  // Public flows.
  'GET /{orgSlug}/api/products/{productId}/request-form': 'anyone',
  'POST /{orgSlug}/api/products/{productId}/request': 'anyone',
  'POST /{orgSlug}/api/products/{productId}/login': 'anyone',
  'GET /{orgSlug}/api/auth/sign-in': 'anyone',
  'POST /{orgSlug}/api/products/{productId}/extend-access': 'anyone',
  'GET /{orgSlug}/api/auth/extend-access': 'anyone',
  'GET /byoid/{orgId}/welcome': 'anyone',
  // A signed-in member.
  'GET /{orgSlug}/api/auth/me': 'members',
  'GET /api/statuspage/share/{accountId}/external/extend-access': 'memberA',
  'POST /api/statuspage/share/{accountId}/external/invite-colleague': 'memberA',
  'GET /{orgSlug}/api/accounts/{accountId}/nda': 'memberA',
  'GET /{orgSlug}/api/accounts/{accountId}/nda/template': 'memberA',
  'POST /{orgSlug}/api/accounts/{accountId}/nda/accept': 'memberA',
  'POST /{orgSlug}/api/accounts/{accountId}/download-signed-clickwrap-nda': 'memberA',
  // Staff: requests and rules.
  'GET /api/admin/access/rules': 'accessStaff',
  'PUT /api/admin/access/rules': 'accessStaff',
  'POST /api/admin/access/rules/dry-run': 'accessStaff',
  'GET /api/admin/access/ask-rule': 'accessStaff',
  'PUT /api/admin/access/ask-rule': 'accessStaff',
  'POST /api/admin/access/ask-rule/secret': 'accessStaff',
  'GET /api/admin/access/requests': 'accessStaff',
  'GET /api/admin/access/requests/options': 'accessStaff',
  'POST /api/admin/access/requests/{requestId}/approve': 'accessStaff',
  'POST /api/admin/access/requests/{requestId}/decline': 'accessStaff',
  'POST /api/admin/access/requests/bulk': 'accessStaff',
  // Staff: accounts, members, grants, profiles, NDA templates, settings.
  'GET /api/admin/access/accounts': 'accessStaff',
  'POST /api/admin/access/accounts': 'accessStaff',
  'GET /api/admin/access/accounts/{accountId}': 'accessStaff',
  'PUT /api/admin/access/accounts/{accountId}': 'accessStaff',
  'PUT /api/admin/access/accounts/{accountId}/status': 'accessStaff',
  'PUT /api/admin/access/accounts/{accountId}/signed-nda': 'accessStaff',
  'GET /api/admin/access/accounts/{accountId}/signed-nda': 'accessStaff',
  'POST /api/admin/access/accounts/{accountId}/members': 'accessStaff',
  'PUT /api/admin/access/accounts/{accountId}/members/{memberId}/status': 'accessStaff',
  'DELETE /api/admin/access/accounts/{accountId}/members/{memberId}': 'accessStaff',
  'PUT /api/admin/access/accounts/{accountId}/grants': 'accessStaff',
  'DELETE /api/admin/access/accounts/{accountId}/grants/{productId}': 'accessStaff',
  'GET /api/admin/access/profiles': 'accessStaff',
  'GET /api/admin/access/profiles/catalogue': 'accessStaff',
  'POST /api/admin/access/profiles': 'accessStaff',
  'PUT /api/admin/access/profiles/{profileId}': 'accessStaff',
  'DELETE /api/admin/access/profiles/{profileId}': 'accessStaff',
  'GET /api/admin/access/nda-templates': 'accessStaff',
  'POST /api/admin/access/nda-templates': 'accessStaff',
  'PUT /api/admin/access/nda-templates/{templateId}': 'accessStaff',
  'GET /api/admin/access/settings': 'accessStaff',
  'PATCH /api/admin/access/settings': 'accessStaff',
  'GET /api/access/byoid': 'accessStaff',
  'PUT /api/access/byoid': 'accessStaff',
  'GET /api/access/preview-options': 'previewStaff',
  // Staff: analytics.
  'GET /api/analytics/summary': 'accessStaff',
  'GET /api/analytics/events': 'accessStaff',
  'GET /api/analytics/events.csv': 'accessStaff',
  // Staff: the access exports and the signed NDAs the inventory links.
  'GET /api/admin/access/exports': 'accessStaff',
  'GET /api/admin/access/inventory.csv': 'accessStaff',
  'GET /api/admin/access/inventory.json': 'accessStaff',
  'GET /api/admin/access/log.csv': 'accessStaff',
  'GET /api/admin/access/log.json': 'accessStaff',
  'GET /api/admin/access/nda-acceptances/{acceptanceId}/signed-nda': 'accessStaff',
  // Staff: a member's API tokens, listed and revoked on the account's page.
  'GET /api/admin/access/accounts/{accountId}/api-tokens': 'accessStaff',
  'DELETE /api/admin/access/accounts/{accountId}/api-tokens/{tokenId}': 'accessStaff',
  // Questionnaires, TPRM and comments (issue 11 §4, §5): the member's side …
  'POST /api/statuspage/share/{accountId}/external/questionnaires': 'memberA',
  'GET /api/statuspage/share/{accountId}/external/questionnaires': 'memberA',
  'POST /api/statuspage/share/{accountId}/external/questionnaires/link': 'memberA',
  'GET /api/statuspage/share/{accountId}/external/questionnaires/{questionnaireId}/answer':
    'memberA',
  'GET /api/statuspage/share/{accountId}/external/{partnerId}/jwt': 'memberA',
  // … any member (the query names the account; account-external mode is checked after) …
  'GET /{orgSlug}/api/comments': 'members',
  'POST /{orgSlug}/api/comments': 'members',
  // … and staff's queue and conversations.
  'GET /api/admin/questionnaires': 'accessStaff',
  'PATCH /api/admin/questionnaires/{questionnaireId}': 'accessStaff',
  'POST /api/admin/questionnaires/{questionnaireId}/answer': 'accessStaff',
  'GET /api/admin/conversations': 'accessStaff',
  'GET /api/admin/conversations/{accountId}/{itemUid}': 'accessStaff',
  'POST /api/admin/conversations/{accountId}/{itemUid}': 'accessStaff',
  // Last: it ends the member's session.
  'POST /api/statuspage/share/auth/logout': 'members',
};
const ENDPOINTS: Endpoint[] = Object.entries(ALLOWED).map(([route, allowed]) => {
  const [method, path] = route.split(' ') as [Endpoint['method'], string];
  return { method, path, allowed };
});

/** Paths of the API document that are visitor access: each must have a row above. */
const ACCESS_PATH =
  /^\/(\{orgSlug\}\/)?api\/(admin\/(access|questionnaires|conversations)|access|analytics|statuspage|comments|auth\/(me|sign-in|extend-access)|accounts|products\/\{productId\}\/(request|login|extend-access))|^\/byoid/;

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

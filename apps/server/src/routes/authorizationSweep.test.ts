/**
 * The authorization sweep: every route the app registers (collected by its own onRoute hook, so a
 * route added later fails the first test until it has a line in ROUTES) against every caller: an
 * anonymous visitor, a signed-in account member, a staff member without scopes, one staff member
 * per scope of SCOPES (a scope added there is swept without a change here), and staff of another
 * organisation holding every scope. A staff route answers 401 'unauthenticated' without a staff
 * session, exactly 403 'forbidden' to staff holding none of its scopes, and neither to staff
 * holding one; staff of another organisation get 403/404 or an answer holding nothing of this
 * organisation. No refusal names a raw scope (`audit:view`): users read the scopes' labels. Requests sent with a body no route accepts, and every refused request leaves
 * every row this organisation owns as it was (tenant tables, counted and checksummed).
 *
 * Adding a route or a scope: one line in ROUTES, e.g. `'GET /api/admin/mail': staff('mail:read')`
 * (any of several scopes: `staff('a', 'b')`).
 */
import { randomUUID } from 'node:crypto';
import { SCOPES, UPDATE_COMPOSER_SCOPES, type Scope } from '@candor/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SCOPES_PATTERN } from '@candor/domain/staff/staffScopes';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccessGrant,
  buildAccount,
  buildAccountMember,
  buildApiToken,
  buildMemberSession,
  buildOrg,
  buildStaffUser,
} from '../db/factories.js';
import type { AccountRow } from '../db/rows.js';
import { errorBodyOf } from '../testing/errorBody.js';
import { buildGrantedMember } from '../testing/grantedMember.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { changedTables, tenantTables } from '../testing/tenantTables.js';
import { signInAs, TEST_BASE_URL } from '../testing/testApp.js';

/** Anyone may call it (each checks what it serves itself: canSee, signed links, tokens). */
/**
 * Routes served only when the web app's build is there (the hashed files): `npm test` builds
 * beside the tests, so they may or may not be registered when this file runs.
 */
const BUILD_ONLY = new Set(['GET /assets/*']);
const PUBLIC = { kind: 'public' } as const;
/** A signed-in account member only (their own account's menu, NDA, comments, questionnaires). */
const MEMBER = { kind: 'member' } as const;
/** Staff of the organisation holding any of the scopes. */
const staff = (...scopes: Scope[]) => ({ kind: 'staff', scopes }) as const;
/** Any staff member of the organisation, scopes or not (their own account). */
const OWN_ACCOUNT = { kind: 'ownAccount' } as const;
type Access = typeof PUBLIC | typeof MEMBER | typeof OWN_ACCOUNT | ReturnType<typeof staff>;

/** Who may call each route, as the app registers it ('METHOD url'). */
const ROUTES: Record<string, Access> = {
  // The API document and its viewer, probes, certificates (on-demand TLS asks), sign-in pages.
  'GET /api/docs': PUBLIC,
  'GET /api/docs/static/index.html': PUBLIC,
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/*': PUBLIC,
  'GET /healthz': PUBLIC,
  'GET /assets/*': PUBLIC, // only once the web app is built (BUILD_ONLY)
  'GET /readyz': PUBLIC,
  'GET /api/tls/allowed': PUBLIC,
  'GET /login': PUBLIC,
  'GET /api/sso/lookup': PUBLIC, // answers from verified domains only, nothing about staff
  'GET /sso/start': PUBLIC,
  'GET /sso/callback': PUBLIC, // the single-use state row is the credential
  'POST /login': PUBLIC,
  'GET /login/code': PUBLIC, // the second step: the attempt's signed cookie is the credential
  'POST /login/code': PUBLIC,
  'GET /api/admin/account/totp': OWN_ACCOUNT,
  'POST /api/admin/account/totp': OWN_ACCOUNT,
  'POST /api/admin/account/totp/confirm': OWN_ACCOUNT,
  'POST /api/admin/account/totp/disable': OWN_ACCOUNT,
  'GET /api/admin/staff/totp': staff('staff:manage'),
  'DELETE /api/admin/staff/:id/totp': staff('staff:manage'),
  'GET /api/admin/settings/totp': staff('staff:manage'),
  'PUT /api/admin/settings/totp': staff('staff:manage'),
  'POST /logout': PUBLIC,
  'GET /set-password': PUBLIC,
  'POST /api/auth/set-password': PUBLIC, // the invitation's or reset's token is the credential
  'GET /forgot-password': PUBLIC,
  'POST /forgot-password': PUBLIC, // the same answer for every e-mail; limited per address and e-mail
  // The private area's shell: a sign-in redirect, or the app (whose API checks the scopes).
  'GET /admin': PUBLIC,
  'GET /admin/*': PUBLIC,
  'GET /no-access': PUBLIC,
  // The portal, its lists, feeds and files: what canSee shows the caller.
  'GET /': PUBLIC,
  'GET /:orgSlug': PUBLIC,
  'GET /:orgSlug/item/:slug': PUBLIC,
  'GET /:orgSlug/product/:productSlug/:slug': PUBLIC,
  'GET /item/:slug': PUBLIC,
  'GET /product/:productSlug/:slug': PUBLIC,
  'GET /:orgSlug/api/view': PUBLIC,
  'GET /api/view': PUBLIC,
  'GET /:orgSlug/view/:productId': PUBLIC,
  'GET /view/:productId': PUBLIC,
  'GET /:orgSlug/api/view/:productId': PUBLIC,
  'GET /api/view/:productId': PUBLIC,
  'GET /:orgSlug/og.png': PUBLIC,
  'GET /og.png': PUBLIC,
  'GET /robots.txt': PUBLIC,
  'GET /:orgSlug/sitemap.xml': PUBLIC,
  'GET /sitemap.xml': PUBLIC,
  'GET /:orgSlug/api/knowledge-base': PUBLIC,
  'GET /:orgSlug/api/updates': PUBLIC,
  'GET /:orgSlug/api/documents': PUBLIC,
  'GET /:orgSlug/api/cards/:kind/items': PUBLIC,
  'GET /api/knowledge-base': PUBLIC,
  'GET /api/updates': PUBLIC,
  'GET /api/documents': PUBLIC,
  'GET /api/cards/:kind/items': PUBLIC,
  'GET /:orgSlug/api/kb/ais': PUBLIC,
  'GET /api/kb/ais': PUBLIC,
  'GET /:orgSlug/updates.atom': PUBLIC,
  'GET /:orgSlug/updates.atom.sig': PUBLIC,
  'GET /:orgSlug/updates.json': PUBLIC,
  'GET /:orgSlug/updates.json.sig': PUBLIC,
  'GET /:orgSlug/audit/checkpoint.json': PUBLIC,
  'GET /:orgSlug/audit/checkpoints.json': PUBLIC,
  'GET /audit/checkpoint.json': PUBLIC,
  'GET /audit/checkpoints.json': PUBLIC,
  'GET /:orgSlug/.well-known/candor-signing-key': PUBLIC,
  'GET /updates.atom': PUBLIC,
  'GET /updates.atom.sig': PUBLIC,
  'GET /updates.json': PUBLIC,
  'GET /updates.json.sig': PUBLIC,
  'GET /.well-known/candor-signing-key': PUBLIC,
  // The signed posture for machines (issue 27), its schema, llms.txt and security.txt.
  'GET /:orgSlug/.well-known/trust.json': PUBLIC,
  'GET /:orgSlug/.well-known/trust.json.sig': PUBLIC,
  'GET /:orgSlug/llms.txt': PUBLIC,
  'GET /:orgSlug/.well-known/security.txt': PUBLIC,
  'GET /.well-known/trust.json': PUBLIC,
  'GET /.well-known/trust.json.sig': PUBLIC,
  'GET /llms.txt': PUBLIC,
  'GET /.well-known/security.txt': PUBLIC,
  'GET /schemas/trust-v1.json': PUBLIC,
  'GET /api/share/:orgId/assets/:assetId': PUBLIC,
  'GET /api/share/:orgId/files/:fileId': PUBLIC,
  'GET /api/share/:orgId/bridge-letters/:itemUid': PUBLIC,
  'GET /api/share/:orgId/signed': PUBLIC,
  'GET /api/share/:orgId/questionnaire-file': PUBLIC,
  'POST /:orgSlug/api/bulk-download': PUBLIC,
  'POST /api/bulk-download': PUBLIC,
  'GET /api/companies/:companyId/logo.svg': PUBLIC,
  'GET /api/certification-logos/:file': PUBLIC,
  // Visitors subscribe (double opt-in), unsubscribe with their mail's signed link, search, ask
  // AI (answered at the Full level only), log card views and searches, ask for access and for a
  // sign-in link (refused cross-site, rate-limited).
  'POST /:orgSlug/subscribe': PUBLIC,
  'GET /:orgSlug/subscribe/confirm': PUBLIC,
  'POST /:orgSlug/unsubscribe': PUBLIC,
  'POST /subscribe': PUBLIC,
  'GET /subscribe/confirm': PUBLIC,
  'POST /unsubscribe': PUBLIC,
  // The same without JavaScript (issue 24 §13): pages, and forms with a token and the limits.
  'GET /:orgSlug/request-access': PUBLIC,
  'POST /:orgSlug/request-access': PUBLIC,
  'GET /request-access': PUBLIC,
  'POST /request-access': PUBLIC,
  'GET /:orgSlug/subscribe': PUBLIC,
  'POST /:orgSlug/subscribe/form': PUBLIC,
  'GET /subscribe': PUBLIC,
  'POST /subscribe/form': PUBLIC,
  'GET /:orgSlug/search': PUBLIC,
  'GET /search': PUBLIC,
  // Verify a copy (issue 27 §4): anyone may check a PDF; the answer is what its receipt says.
  'GET /:orgSlug/verify': PUBLIC,
  'GET /verify': PUBLIC,
  'POST /:orgSlug/api/verify': PUBLIC,
  'POST /api/verify': PUBLIC,
  'POST /:orgSlug/api/events/card-view': PUBLIC,
  'POST /api/events/card-view': PUBLIC,
  'POST /:orgSlug/api/search/answer': PUBLIC,
  'POST /api/search/answer': PUBLIC,
  'POST /:orgSlug/api/search': PUBLIC,
  'POST /api/search': PUBLIC,
  'POST /:orgSlug/api/events/search': PUBLIC,
  'POST /api/events/search': PUBLIC,
  'GET /:orgSlug/api/products/:productId/request-form': PUBLIC,
  'POST /:orgSlug/api/products/:productId/request': PUBLIC,
  'POST /:orgSlug/api/products/:productId/login': PUBLIC,
  'GET /api/products/:productId/request-form': PUBLIC,
  'POST /api/products/:productId/request': PUBLIC,
  'POST /api/products/:productId/login': PUBLIC,
  'GET /:orgSlug/api/auth/sign-in': PUBLIC, // the mailed link's token is the credential
  'GET /api/auth/sign-in': PUBLIC,
  'POST /:orgSlug/api/products/:productId/extend-access': PUBLIC, // mails the member only
  'POST /api/products/:productId/extend-access': PUBLIC,
  'GET /:orgSlug/api/auth/extend-access': PUBLIC, // the mailed link's token is the credential
  'GET /api/auth/extend-access': PUBLIC,
  'GET /byoid/:orgId/welcome': PUBLIC, // the identity provider's signed token is the credential
  // The public read API: anonymous, or an account member's API token (swept below too).
  'GET /api/v1/orgs/:orgSlug/items': PUBLIC,
  'GET /api/v1/orgs/:orgSlug/documents': PUBLIC,
  'GET /api/v1/orgs/:orgSlug/subprocessors': PUBLIC,
  'GET /api/v1/orgs/:orgSlug/updates': PUBLIC,
  'GET /api/v1/orgs/:orgSlug/certifications': PUBLIC,
  // Signed-in account members.
  'GET /api/account/api-tokens': MEMBER,
  'POST /api/account/api-tokens': MEMBER,
  'DELETE /api/account/api-tokens/:tokenId': MEMBER,
  'GET /:orgSlug/api/auth/me': MEMBER,
  'GET /api/auth/me': MEMBER,
  'POST /api/statuspage/share/auth/logout': MEMBER,
  'GET /api/statuspage/share/:accountId/external/extend-access': MEMBER,
  'POST /api/statuspage/share/:accountId/external/invite-colleague': MEMBER,
  'GET /:orgSlug/api/accounts/:accountId/nda': MEMBER,
  'GET /:orgSlug/api/accounts/:accountId/nda/template': MEMBER,
  'POST /:orgSlug/api/accounts/:accountId/nda/accept': MEMBER,
  'POST /:orgSlug/api/accounts/:accountId/download-signed-clickwrap-nda': MEMBER,
  'GET /api/accounts/:accountId/nda': MEMBER,
  'GET /api/accounts/:accountId/nda/template': MEMBER,
  'POST /api/accounts/:accountId/nda/accept': MEMBER,
  'POST /api/accounts/:accountId/download-signed-clickwrap-nda': MEMBER,
  'GET /:orgSlug/api/comments': MEMBER,
  'POST /:orgSlug/api/comments': MEMBER,
  'GET /api/comments': MEMBER,
  'POST /api/comments': MEMBER,
  'POST /api/statuspage/share/:accountId/external/questionnaires': MEMBER,
  'POST /api/statuspage/share/:accountId/external/questionnaires/link': MEMBER,
  'GET /api/statuspage/share/:accountId/external/questionnaires': MEMBER,
  'GET /api/statuspage/share/:accountId/external/questionnaires/:questionnaireId/answer': MEMBER,
  'GET /api/statuspage/share/:accountId/external/:partnerId/jwt': MEMBER,
  // Staff: organisation settings, products, custom domain, AI, sent mail.
  'GET /api/admin/settings': staff('settings:edit'),
  'PATCH /api/admin/settings': staff('settings:edit'),
  'PUT /api/admin/settings/:kind': staff('settings:edit'),
  'DELETE /api/admin/settings/:kind': staff('settings:edit'),
  'GET /api/admin/generative-ai': staff('settings:edit'),
  'PUT /api/admin/generative-ai': staff('settings:edit'),
  'GET /api/admin/custom-domain': staff('settings:edit'),
  'PUT /api/admin/custom-domain': staff('settings:edit'),
  'POST /api/admin/custom-domain/verify': staff('settings:edit'),
  'DELETE /api/admin/custom-domain': staff('settings:edit'),
  'GET /api/admin/sso': staff('sso:manage'),
  'PUT /api/admin/sso': staff('sso:manage'),
  'POST /api/admin/sso/test': staff('sso:manage'),
  'POST /api/admin/sso/domains': staff('sso:manage'),
  'POST /api/admin/sso/domains/:domainId/verify': staff('sso:manage'),
  'DELETE /api/admin/sso/domains/:domainId': staff('sso:manage'),
  'GET /api/admin/webhooks': staff('webhooks:manage'),
  'POST /api/admin/webhooks': staff('webhooks:manage'),
  'PATCH /api/admin/webhooks/:id': staff('webhooks:manage'),
  'DELETE /api/admin/webhooks/:id': staff('webhooks:manage'),
  'POST /api/admin/webhooks/:id/rotate-secret': staff('webhooks:manage'),
  'POST /api/admin/webhooks/:id/test': staff('webhooks:manage'),
  'GET /api/admin/webhooks/:id/deliveries': staff('webhooks:manage'),
  'GET /api/admin/webhooks/:id/deliveries/:deliveryId': staff('webhooks:manage'),
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/redeliver': staff('webhooks:manage'),
  'GET /api/admin/products': staff('settings:edit'),
  'POST /api/admin/products': staff('settings:edit'),
  'PUT /api/admin/products/order': staff('settings:edit'),
  'PATCH /api/admin/products/:id': staff('settings:edit'),
  'DELETE /api/admin/products/:id': staff('settings:edit'),
  'PUT /api/admin/products/:id/banner': staff('settings:edit'),
  'DELETE /api/admin/products/:id/banner': staff('settings:edit'),
  'POST /api/admin/product-links': staff('settings:edit'),
  'PUT /api/admin/product-links/order': staff('settings:edit'),
  'PATCH /api/admin/product-links/:id': staff('settings:edit'),
  'DELETE /api/admin/product-links/:id': staff('settings:edit'),
  'GET /api/admin/dashboard': OWN_ACCOUNT,
  'POST /api/admin/settings/publish': staff('settings:edit'),
  'POST /api/admin/settings/unpublish': staff('settings:edit'),
  'GET /api/admin/mail': staff('mail:read'),
  'GET /api/admin/mail/:id': staff('mail:read'),
  'GET /api/admin/data-exports': staff('data:export'),
  'POST /api/admin/data-exports': staff('data:export'),
  'GET /api/admin/data-exports/:id/download': staff('data:export'),
  // Staff: the audit log, staff members, the installation.
  'GET /api/admin/audit': staff('audit:view'),
  'GET /api/admin/audit/actions': staff('audit:view'),
  'GET /api/admin/audit/verify': staff('audit:view'),
  'GET /api/admin/audit/export.csv': staff('audit:view'),
  'GET /api/admin/audit/people': staff('audit:view'),
  'GET /api/admin/staff': staff('staff:manage'),
  'POST /api/admin/staff': staff('staff:manage'),
  'PATCH /api/admin/staff/:id': staff('staff:manage'),
  'POST /api/admin/staff/:id/invite': staff('staff:manage'),
  'DELETE /api/admin/staff/:id': staff('staff:manage'),
  'GET /api/admin/installation/orgs': staff('installation:admin'),
  'PATCH /api/admin/installation/orgs/:id': staff('installation:admin'),
  'POST /api/admin/installation/orgs': staff('installation:admin'),
  'DELETE /api/admin/installation/orgs/:id': staff('installation:admin'),
  // Staff: Trust Center content.
  'PATCH /api/trust-center/products/:productId': staff('statuspage:edit'),
  'PATCH /api/trust-center/products/:productId/cards': staff('statuspage:edit'),
  'POST /api/trust-center/products/:productId/cards': staff('statuspage:edit'),
  'PATCH /api/trust-center/products/:productId/cards/:kind': staff('statuspage:edit'),
  'PUT /api/trust-center/products/:productId/cards/:kind/form': staff('statuspage:edit'),
  'POST /api/trust-center/products/:productId/cards/:kind/items': staff('statuspage:edit'),
  'PATCH /api/trust-center/products/:productId/cards/:kind/items': staff('statuspage:edit'),
  'GET /api/trust-center/products/:productId/order': staff('statuspage:edit'),
  'GET /api/trust-center/products/:productId/cards/:kind/items/order': staff('statuspage:edit'),
  'PUT /api/trust-center/products/:productId/cards/:kind/icon': staff('assets:edit'),
  'DELETE /api/trust-center/products/:productId/cards/:kind/icon': staff('assets:edit'),
  'PATCH /api/trust-center/products/:productId/items/:itemUid': staff('statuspage:edit'),
  'PATCH /api/trust-center/items/:itemUid': staff('statuspage:edit'),
  'PUT /api/trust-center/products/:productId/items/:itemUid/custom-url': staff('statuspage:edit'),
  'DELETE /api/trust-center/products/:productId/items/:itemUid': staff('statuspage:edit'),
  'PUT /api/trust-center/products/:productId/items/:itemUid/bridge-letter':
    staff('statuspage:edit'),
  'PUT /api/trust-center/products/:productId/items/:itemUid/documents': staff('statuspage:edit'),
  'POST /api/trust-center/products/:productId/items/:itemUid/integration': staff('statuspage:edit'),
  'POST /api/trust-center/products/:productId/items/:itemUid/integration/check':
    staff('statuspage:edit'),
  'PATCH /api/trust-center/products/:productId/items/:itemUid/integration':
    staff('statuspage:edit'),
  'DELETE /api/trust-center/products/:productId/items/:itemUid/integration':
    staff('statuspage:edit'),
  'PUT /api/trust-center/products/:productId/items/:itemUid/security-grade':
    staff('statuspage:edit'),
  'GET /api/integrations/ssc/:domain': staff('statuspage:edit'),
  'GET /api/companies': staff('statuspage:edit'),
  'POST /api/trust-center/products/:productId/subprocessors': staff('statuspage:edit'),
  'PATCH /api/trust-center/products/:productId/subprocessors/:subprocessorId':
    staff('statuspage:edit'),
  'DELETE /api/trust-center/products/:productId/subprocessors/:subprocessorId':
    staff('statuspage:edit'),
  'POST /api/trust-center/products/:productId/trusted-by': staff('statuspage:edit'),
  'DELETE /api/trust-center/products/:productId/trusted-by/:itemUid': staff('statuspage:edit'),
  'POST /api/trust-center/products/:productId/certifications': staff('statuspage:edit'),
  // The document library: read by staff who may open files, changed by editors.
  'GET /api/documents/trust-center': staff('statuspage:edit', 'files:view', 'files:download'),
  'GET /api/documents/trust-center/items': staff('statuspage:edit', 'files:view', 'files:download'),
  'POST /api/documents/trust-center': staff('statuspage:edit'),
  'PUT /api/documents/trust-center/:fileId/file': staff('statuspage:edit'),
  'PATCH /api/documents/trust-center/:fileId': staff('statuspage:edit'),
  'DELETE /api/documents/trust-center/:fileId': staff('statuspage:edit'),
  // Trust updates, subscribers and the knowledge base (content editors).
  'POST /api/trust-center/update-topics': staff(...UPDATE_COMPOSER_SCOPES),
  'PATCH /api/trust-center/update-topics/:topicId': staff(...UPDATE_COMPOSER_SCOPES),
  'DELETE /api/trust-center/update-topics/:topicId': staff(...UPDATE_COMPOSER_SCOPES),
  'POST /api/trust-center/update-topics/:topicId/updates': staff(...UPDATE_COMPOSER_SCOPES),
  'PATCH /api/trust-center/updates/:updateId': staff(...UPDATE_COMPOSER_SCOPES),
  'DELETE /api/trust-center/updates/:updateId': staff(...UPDATE_COMPOSER_SCOPES),
  'GET /api/trust-center/updates/:updateId/delivery': staff(...UPDATE_COMPOSER_SCOPES),
  'GET /api/trust-center/updates': staff(...UPDATE_COMPOSER_SCOPES),
  'GET /api/trust-center/update-audience': staff(...UPDATE_COMPOSER_SCOPES),
  'GET /api/admin/subscribers': staff('statuspage:edit'),
  'GET /api/admin/subscribers.csv': staff('statuspage:edit'),
  'GET /api/admin/subscriber-blocks': staff('statuspage:edit'),
  'POST /api/admin/subscriber-blocks': staff('statuspage:edit'),
  'DELETE /api/admin/subscriber-blocks/:blockId': staff('statuspage:edit'),
  'GET /api/admin/knowledge-base': staff('statuspage:edit'),
  'GET /api/admin/knowledge-base.csv': staff('statuspage:edit'),
  'POST /api/admin/knowledge-base': staff('statuspage:edit'),
  'PUT /api/admin/knowledge-base/:entryId': staff('statuspage:edit'),
  'PATCH /api/admin/knowledge-base/:entryId/access': staff('statuspage:edit'),
  'DELETE /api/admin/knowledge-base/:entryId': staff('statuspage:edit'),
  'POST /api/admin/knowledge-base/import': staff('statuspage:edit'),
  // Visitor access (access:manage); previewing the portal as an account also for editors.
  'GET /api/access/preview-options': staff('access:manage', 'statuspage:edit'),
  'GET /api/access/byoid': staff('access:manage'),
  'PUT /api/access/byoid': staff('access:manage'),
  'GET /api/analytics/summary': staff('access:manage'),
  'GET /api/analytics/events': staff('access:manage'),
  'GET /api/analytics/events.csv': staff('access:manage'),
  'GET /api/admin/access/rules': staff('access:manage'),
  'PUT /api/admin/access/rules': staff('access:manage'),
  'POST /api/admin/access/rules/dry-run': staff('access:manage'),
  'GET /api/admin/access/ask-rule': staff('access:manage'),
  'PUT /api/admin/access/ask-rule': staff('access:manage'),
  'POST /api/admin/access/ask-rule/secret': staff('access:manage'),
  'GET /api/admin/access/requests': staff('access:manage'),
  'GET /api/admin/access/requests/options': staff('access:manage'),
  'POST /api/admin/access/requests/:requestId/approve': staff('access:manage'),
  'POST /api/admin/access/requests/:requestId/decline': staff('access:manage'),
  'POST /api/admin/access/requests/bulk': staff('access:manage'),
  'GET /api/admin/access/accounts': staff('access:manage'),
  'GET /api/admin/access/accounts/:accountId': staff('access:manage'),
  'POST /api/admin/access/accounts': staff('access:manage'),
  'PUT /api/admin/access/accounts/:accountId': staff('access:manage'),
  'PUT /api/admin/access/accounts/:accountId/status': staff('access:manage'),
  'PUT /api/admin/access/accounts/:accountId/signed-nda': staff('access:manage'),
  'GET /api/admin/access/accounts/:accountId/signed-nda': staff('access:manage'),
  'GET /api/admin/access/nda-acceptances/:acceptanceId/signed-nda': staff('access:manage'),
  'GET /api/admin/access/exports': staff('access:manage'),
  'GET /api/admin/access/inventory.csv': staff('access:manage'),
  'GET /api/admin/access/inventory.json': staff('access:manage'),
  'GET /api/admin/access/log.csv': staff('access:manage'),
  'GET /api/admin/access/log.json': staff('access:manage'),
  'POST /api/admin/access/accounts/:accountId/members': staff('access:manage'),
  'PUT /api/admin/access/accounts/:accountId/members/:memberId/status': staff('access:manage'),
  'DELETE /api/admin/access/accounts/:accountId/members/:memberId': staff('access:manage'),
  'PUT /api/admin/access/accounts/:accountId/grants': staff('access:manage'),
  'DELETE /api/admin/access/accounts/:accountId/grants/:productId': staff('access:manage'),
  'GET /api/admin/access/accounts/:accountId/api-tokens': staff('access:manage'),
  'DELETE /api/admin/access/accounts/:accountId/api-tokens/:tokenId': staff('access:manage'),
  'GET /api/admin/access/profiles': staff('access:manage'),
  'GET /api/admin/access/profiles/catalogue': staff('access:manage'),
  'POST /api/admin/access/profiles': staff('access:manage'),
  'PUT /api/admin/access/profiles/:profileId': staff('access:manage'),
  'DELETE /api/admin/access/profiles/:profileId': staff('access:manage'),
  'GET /api/admin/access/nda-templates': staff('access:manage'),
  'POST /api/admin/access/nda-templates': staff('access:manage'),
  'PUT /api/admin/access/nda-templates/:templateId': staff('access:manage'),
  'GET /api/admin/access/settings': staff('access:manage'),
  'PATCH /api/admin/access/settings': staff('access:manage'),
  'GET /api/admin/questionnaires': staff('access:manage'),
  'PATCH /api/admin/questionnaires/:questionnaireId': staff('access:manage'),
  'POST /api/admin/questionnaires/:questionnaireId/answer': staff('access:manage'),
  'GET /api/admin/conversations': staff('access:manage'),
  'GET /api/admin/conversations/:accountId/:itemUid': staff('access:manage'),
  'POST /api/admin/conversations/:accountId/:itemUid': staff('access:manage'),
};

const { t, f } = usePortalTestApp();

interface Route {
  key: string;
  method: string;
  url: string;
  access: Access;
  /** Served at the organisation's custom domain (the twin of `/:orgSlug{url}`). */
  customDomain: boolean;
}

interface Caller {
  name: string;
  /** Staff of this organisation with these scopes (null: not staff of it). */
  scopes: readonly Scope[] | null;
  foreign?: true;
  member?: true;
  /** The installation's operator without an organisation: its API, and no organisation's. */
  operator?: true;
}

/**
 * The callers, in this order: staff of another organisation hold every scope but the
 * installation operator's (who sees every organisation by design); settings:edit may remove the
 * custom domain the others are sent to, so it comes last but for the admin.
 */
const CALLERS: Caller[] = [
  { name: 'visitor', scopes: null },
  { name: 'member', scopes: null, member: true },
  { name: 'staff of another organisation', scopes: null, foreign: true },
  { name: 'operator without an organisation', scopes: null, operator: true },
  { name: 'staff without scopes', scopes: [] },
  ...[...SCOPES]
    .sort((a, b) => Number(a === 'settings:edit') - Number(b === 'settings:edit'))
    .map((scope) => ({ name: `staff with ${scope}`, scopes: [scope] })),
  { name: 'admin', scopes: SCOPES },
];

/** Registered routes, HEAD (Fastify's twin of each GET) left out. */
const registered = () =>
  t.app.routeTable.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => `${method} ${route.url}`),
  );

let routes: Route[];
const cookies: Record<string, string | null> = {};
let account: AccountRow;
let memberId: string;
let foreignOrg: Awaited<ReturnType<typeof buildOrg>>['org'];
let foreignProduct: Awaited<ReturnType<typeof buildOrg>>['product'];
/** Strings only this organisation's data holds: no answer to another organisation shows them. */
let secrets: string[];

beforeAll(async () => {
  const db = t.database.db;
  const keys = new Set(registered());
  routes = [...keys].flatMap((key) => {
    const [method, url] = key.split(' ') as [string, string];
    const access = ROUTES[key];
    return access
      ? [{ key, method, url, access, customDomain: keys.has(`${method} /:orgSlug${url}`) }]
      : [];
  });
  account = await buildAccount(db, { org: f.org, name: 'Globex' });
  const member = await buildAccountMember(db, { account });
  memberId = member.id;
  await buildAccessGrant(db, { account, product: f.product });
  ({ org: foreignOrg, product: foreignProduct } = await buildOrg(db, {
    slug: 'umbrella',
    product: { slug: 'core', name: 'Core' },
  }));
  const signIn = async (org: typeof f.org | null, scopes: readonly Scope[]) => {
    const user = await buildStaffUser(db, { org, scopes: [...scopes] });
    return signInAs(t.app, user.user.email, user.password);
  };
  for (const caller of CALLERS) {
    cookies[caller.name] = caller.member
      ? (await buildMemberSession(db, { member })).cookie
      : caller.operator
        ? await signIn(null, [])
        : caller.foreign
          ? await signIn(
              foreignOrg,
              SCOPES.filter((scope) => scope !== 'installation:admin'),
            )
          : caller.scopes && (await signIn(f.org, caller.scopes));
  }
  secrets = [f.org.id, f.product.id, account.id, 'Acme', 'Globex', 'Penetration test'];
});

/**
 * A concrete URL. Callers who must be refused name this organisation's real rows; callers who
 * may act name made-up ones beside the organisation's product, so the sweep deletes nothing the
 * next caller needs.
 */
const urlOf = (url: string, realRows: boolean) => {
  const real: Record<string, string> = {
    orgSlug: 'acme',
    orgId: f.org.id,
    productId: f.product.id,
    kind: 'DataSecurity',
    accountId: account.id, // the member's own
    ...(realRows
      ? {
          memberId,
          itemUid: f.items.restrictedItem.uid,
          fileId: f.files.restrictedFile.id,
          id: f.product.id,
        }
      : {}),
  };
  return url
    .replace(/:(\w+)/g, (_, name: string) => real[name] ?? randomUUID())
    .replace('*', 'sections');
};

/** What the caller must be answered on the route: 'refused' statuses, or 'allowed'. */
function expectation(
  route: Route,
  caller: Caller,
): { refused: number[]; code?: string } | 'allowed' {
  const { access } = route;
  if (access.kind === 'public') return 'allowed';
  const visitor = caller.scopes === null && !caller.member && !caller.foreign && !caller.operator;
  if (visitor) return { refused: [401], code: 'unauthenticated' };
  if (access.kind === 'member') return caller.member ? 'allowed' : { refused: [401, 403, 404] };
  if (caller.foreign) return { refused: [403, 404] };
  if (caller.operator) {
    return access.kind === 'staff' && access.scopes.includes('installation:admin')
      ? 'allowed'
      : { refused: [403], code: 'forbidden' };
  }
  if (caller.scopes === null) return { refused: [401], code: 'unauthenticated' };
  if (access.kind === 'ownAccount') return 'allowed';
  return access.scopes.some((scope) => caller.scopes?.includes(scope))
    ? 'allowed'
    : { refused: [403], code: 'forbidden' };
}

const send = (route: Route, caller: Caller, realRows: boolean): Promise<LightMyRequestResponse> => {
  const origin = route.customDomain ? 'https://trust.acme.test' : TEST_BASE_URL;
  return t.app.inject({
    method: route.method as 'GET',
    url: urlOf(route.url, realRows),
    // Not a valid body for any route: what is refused here is refused before validation.
    ...(route.method === 'GET' ? {} : { payload: { unexpected: true } }),
    headers: {
      host: new URL(origin).host,
      origin,
      ...(cookies[caller.name] ? { cookie: cookies[caller.name]! } : {}),
    },
  });
};

const errorOf = (response: LightMyRequestResponse) => {
  try {
    return errorBodyOf(response);
  } catch {
    return undefined;
  }
};

/** A raw scope name in what the refusal tells the user (they read labels, never `audit:view`). */
const rawScopeIn = (response: LightMyRequestResponse): string | undefined => {
  const error = errorOf(response);
  const texts = [error?.message, ...(error?.errors ?? []).map((field) => field.message)];
  return SCOPES_PATTERN.exec(texts.join(' '))?.[0];
};

/** What is wrong with the answer to one request (nothing: an empty list). */
async function check(route: Route, caller: Caller): Promise<string[]> {
  const expected = expectation(route, caller);
  const response = await send(route, caller, expected !== 'allowed');
  const code = errorOf(response)?.code;
  const answer = `${route.key}: ${response.statusCode} ${code ?? ''}`;
  if (response.statusCode >= 500) return [`${answer} (server error)`];
  if (expected === 'allowed') {
    const refused = route.access.kind !== 'public' && [401, 403].includes(response.statusCode);
    return refused ? [`${answer} (should be allowed)`] : [];
  }
  if (caller.foreign && !expected.refused.includes(response.statusCode)) {
    // Staff of another organisation use the staff API in their own: answered, but with nothing
    // of this one.
    const shown = secrets.filter((secret) => response.body.includes(secret));
    return shown.length ? [`${answer} (shows ${shown.join(', ')})`] : [];
  }
  if (!expected.refused.includes(response.statusCode)) {
    return [`${answer} (should be ${expected.refused.join('/')})`];
  }
  const rawScope = rawScopeIn(response);
  if (rawScope) return [`${answer} (names the scope ${rawScope})`];
  return expected.code && code !== expected.code ? [`${answer} (should be ${expected.code})`] : [];
}

describe('the authorization sweep', () => {
  it('has a line for every registered route, and no line for a route that is gone', () => {
    const keys = registered();
    expect(keys.filter((key) => !(key in ROUTES))).toEqual([]);
    const gone = Object.keys(ROUTES).filter((key) => !keys.includes(key));
    expect(gone.filter((key) => !BUILD_ONLY.has(key))).toEqual([]);
  });

  /**
   * The organisation's rows, once the portal views counted in memory are written and the jobs
   * an allowed request queued (an export) have run: their writes are not the refusals'.
   */
  const tables = async () => {
    await t.app.portalViews.flush();
    for (let i = 0; i < 100; i++) {
      const { rows } = await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from jobs where org_id = ${f.org.id}
            and status in ('queued', 'running') and run_at <= now()`,
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return tenantTables(t.database.db, f.org.id);
  };

  for (const caller of CALLERS) {
    it(`answers ${caller.name} on every route as ROUTES says; its refusals write nothing`, async () => {
      const wrong: string[] = [];
      const allowed = (route: Route) => expectation(route, caller) === 'allowed';
      // Refused requests first, the organisation's rows read around them; then the allowed
      // ones, sign-outs last (they end the caller's session).
      const signOut = (route: Route) => route.url.endsWith('/logout');
      const refused = routes.filter((route) => !allowed(route));
      const rest = routes.filter(allowed).sort((a, b) => Number(signOut(a)) - Number(signOut(b)));
      const before = await tables();
      for (const route of refused) wrong.push(...(await check(route, caller)));
      const changed = changedTables(before, await tables());
      if (changed.length) wrong.push(`its refusals changed ${changed.join(', ')}`);
      for (const route of rest) wrong.push(...(await check(route, caller)));
      expect(wrong).toEqual([]);
    });
  }

  it("answers every /api/v1 route to API tokens as their member's access allows, and no further", async () => {
    const db = t.database.db;
    const live = (await buildApiToken(db, { member: { id: memberId, orgId: f.org.id } })).token;
    const hooli = await buildAccount(db, { org: f.org, name: 'Hooli' });
    const ungranted = await buildApiToken(db, {
      member: await buildAccountMember(db, { account: hooli }),
    });
    const expired = await buildApiToken(db, {
      member: { id: memberId, orgId: f.org.id },
      expiresAt: new Date(Date.now() - 1000),
    });
    const revoked = await buildApiToken(db, {
      member: { id: memberId, orgId: f.org.id },
      revokedAt: new Date(),
    });
    const umbrella = await buildGrantedMember(db, { org: foreignOrg, product: foreignProduct });
    const foreign = await buildApiToken(db, { member: umbrella.member });
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.url.startsWith('/api/v1/'))) {
      const call = (token?: string) =>
        t.app.inject({
          method: 'GET',
          url: urlOf(route.url, true),
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      const anonymous = await call();
      const withGrant = await call(live);
      const withoutGrant = await call(ungranted.token);
      const answers = {
        anonymous: [anonymous, 200, 'public, max-age=60'],
        'token of a member with a grant': [withGrant, 200, 'private, no-store'],
        'token of a member without one': [withoutGrant, 200, 'private, no-store'],
        'expired token': [await call(expired.token), 401],
        'revoked token': [await call(revoked.token), 401],
        "other organisation's token": [await call(foreign.token), 401],
      } as const;
      for (const [who, [response, status, cacheControl]] of Object.entries(answers)) {
        const answer = `${route.key} for ${who}: ${response.statusCode}`;
        if (response.statusCode !== status) wrong.push(`${answer} (should be ${status})`);
        if (cacheControl && response.headers['cache-control'] !== cacheControl) {
          wrong.push(`${answer} (cache-control ${String(response.headers['cache-control'])})`);
        }
        if (status === 401 && !String(response.headers['www-authenticate']).startsWith('Bearer')) {
          wrong.push(`${answer} (no WWW-Authenticate: Bearer)`);
        }
        if (status === 401 && secrets.some((secret) => response.body.includes(secret))) {
          wrong.push(`${answer} (shows this organisation's data)`);
        }
      }
      // canSee decides: without a grant, a token sees exactly what a visitor sees.
      if (withoutGrant.body !== anonymous.body) wrong.push(`${route.key}: ungranted ≠ anonymous`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a cross-site browser request to every staff write, writing nothing', async () => {
    // A session of its own: the sweep above signed the others out.
    const admin = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    // Read once the jobs the sweep's allowed writes queued (a data export) have run.
    const before = await tables();
    const wrong: string[] = [];
    for (const route of routes) {
      const staffOnly = route.access.kind === 'staff' || route.access.kind === 'ownAccount';
      if (!staffOnly || route.method === 'GET') continue;
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: urlOf(route.url, true),
        payload: { unexpected: true },
        headers: { cookie: admin, origin: 'https://evil.example' },
      });
      const answer = `${response.statusCode} ${errorBodyOf(response).message}`;
      if (answer !== '403 Cross-site request refused.') wrong.push(`${route.key}: ${answer}`);
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await tables())).toEqual([]);
  });
});

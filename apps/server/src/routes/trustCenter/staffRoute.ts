import type { Scope } from '@candor/domain';
import { sameOriginCheck } from '../../auth/sameOriginCheck.js';
import {
  requireInstallationOperator,
  staffTenant,
  staffTenantWithScope,
} from '../../viewer/tenants.js';

/**
 * Route options of the staff API, naming the scope the route needs (any of several when a list):
 * the signed-in staff member's organisation is the tenant, and a request without a session (401)
 * or without the scope (403) is refused before the body is validated, whatever it sends. The
 * services check the policy again. Writes also refuse cross-site browser requests, before
 * anything else is read. routes/authorizationSweep.test.ts holds every route to its scope.
 */
export const scopedRead = (scopes: Scope | readonly Scope[]) =>
  ({ config: { tenant: staffTenantWithScope(scopes) } }) as const;
export const scopedRoute = (scopes: Scope | readonly Scope[]) =>
  ({ ...scopedRead(scopes), onRequest: sameOriginCheck }) as const;

/**
 * Route options of the installation operator's API: no tenant (the operator may have none), and
 * anyone but the operator refused before the body is validated (401 without a session, 403).
 * Its handlers take `installationContext(request)`.
 */
export const operatorRead = { preValidation: requireInstallationOperator } as const;
export const operatorRoute = { ...operatorRead, onRequest: sameOriginCheck } as const;

/** Visitor access's staff API (access:manage). */
export const accessStaffRead = scopedRead('access:manage');
export const accessStaffRoute = scopedRoute('access:manage');

/**
 * Any staff member of the organisation, whatever their scopes (the Overview, which reads only
 * what each one's abilities show): 401 without a staff session.
 */
export const anyStaffRead = { config: { tenant: staffTenant } } as const;

/**
 * Any staff member of the organisation, on their own account (the second factor's set-up): also
 * served to a session that must still set up the second factor its organisation requires.
 */
export const ownAccountRead = { config: { tenant: staffTenant, totpEnrolment: true } } as const;
export const ownAccountRoute = { ...ownAccountRead, onRequest: sameOriginCheck } as const;

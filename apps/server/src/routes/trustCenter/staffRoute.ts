import { sameOriginCheck } from '../../auth/sameOriginCheck.js';
import { staffTenant, staffTenantWithScope } from '../../viewer/tenants.js';

/**
 * Route options of the staff API: the signed-in staff member's organisation is the tenant
 * (found before the body is validated, so a request without a session is a 401 whatever it
 * sends). Writes also refuse cross-site browser requests, before anything else is read.
 */
export const staffRead = { config: { tenant: staffTenant } } as const;
export const staffRoute = { ...staffRead, onRequest: sameOriginCheck } as const;

/** Visitor access's staff API (access:manage): staff without the scope are refused up front. */
export const accessStaffRead = {
  config: { tenant: staffTenantWithScope('access:manage') },
} as const;
export const accessStaffRoute = { ...accessStaffRead, onRequest: sameOriginCheck } as const;

import { sameOriginCheck } from '../../auth/sameOriginCheck.js';
import { staffTenant } from '../../viewer/tenants.js';

/** Staff API routes: the signed-in staff member's organisation, same-origin requests only. */
export const staffRoute = { config: { tenant: staffTenant }, preHandler: sameOriginCheck } as const;

/** The organisation's staff and the scopes that may be granted to them. */
import {
  assertAuthorized,
  SCOPE_DESCRIPTIONS,
  type ScopeDescription,
  type StaffMember,
} from '@candor/domain';
import type { ServiceContext } from '../serviceContext.js';
import { listStaffRows, presentStaffMember } from './staffMembers.js';

export interface StaffList {
  staff: StaffMember[];
  scopes: ScopeDescription[];
}

export async function listStaff(ctx: ServiceContext): Promise<StaffList> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'staff.view', { orgId });
  const rows = await listStaffRows(ctx.db, orgId);
  return { staff: rows.map(presentStaffMember), scopes: [...SCOPE_DESCRIPTIONS] };
}

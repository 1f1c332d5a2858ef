/**
 * Changes a staff member's name or scopes. The scopes the API cannot grant (the installation
 * operator's) are kept as they are, and the last holder of staff:manage keeps it.
 */
import {
  DomainError,
  notFound,
  STAFF_MESSAGES,
  type StaffMember,
  type UpdateStaff,
} from '@candor/domain';
import { eq } from 'drizzle-orm';
import { staffUsers } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import {
  findStaffRow,
  lockStaffManagers,
  presentStaffMember,
  withUngrantableScopes,
} from './staffMembers.js';

export async function updateStaff(
  ctx: ServiceContext,
  input: UpdateStaff & { staffId: string },
): Promise<{ staff: StaffMember }> {
  const { orgId } = ctx.viewer;
  const result = await mutate(ctx, {
    action: 'staff.edit',
    subject: {},
    revision: 'none',
    async run(tx) {
      const managers = await lockStaffManagers(tx, orgId);
      const before = await findStaffRow(tx, orgId, input.staffId);
      if (!before) throw notFound(STAFF_MESSAGES.notFound);
      const scopes = input.scopes ? withUngrantableScopes(input.scopes, before.scopes) : undefined;
      const losesManage =
        scopes !== undefined &&
        before.scopes.includes('staff:manage') &&
        !scopes.includes('staff:manage');
      if (losesManage && managers.every((id) => id === before.id)) {
        throw new DomainError('conflict', STAFF_MESSAGES.lastManager);
      }
      const [after] = await tx
        .update(staffUsers)
        .set({
          ...(input.displayName === undefined ? {} : { displayName: input.displayName }),
          ...(scopes === undefined ? {} : { scopes }),
        })
        .where(eq(staffUsers.id, before.id))
        .returning();
      return { before, after: after! };
    },
    audit: ({ before, after }) => ({
      action: 'staff.updated',
      entityType: 'staff_user',
      entityId: after.id,
      before: { displayName: before.displayName, scopes: before.scopes },
      after: { displayName: after.displayName, scopes: after.scopes },
    }),
  });
  return { staff: presentStaffMember(result.after) };
}

/**
 * Invites a staff member: the user with the scopes of the chosen role and no usable password, a
 * set-password link, and the mail carrying it, in one transaction (inviteMail.ts).
 */
import { rolePreset, STAFF_MESSAGES, type InviteStaff, type StaffMember } from '@candor/domain';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { insertNewStaff, queueInviteMail } from './inviteMail.js';
import { actingStaffId } from './staffActor.js';
import { presentStaffMember } from './staffMembers.js';

export interface InvitedStaff {
  staff: StaffMember;
  message: string;
}

export async function inviteStaff(
  ctx: ServiceContext,
  input: InviteStaff & { baseUrl: string },
): Promise<InvitedStaff> {
  const { orgId, actor } = ctx.viewer;
  const role = rolePreset(input.role);
  const result = await mutate(ctx, {
    action: 'staff.invite',
    subject: {},
    revision: 'none',
    async run(tx) {
      const user = await insertNewStaff(tx, {
        email: input.email,
        displayName: input.displayName,
        scopes: role.scopes,
        orgId,
        emailField: 'email',
      });
      const { queued: mail } = await queueInviteMail(tx, {
        user,
        invitedById: actingStaffId(actor),
        baseUrl: input.baseUrl,
      });
      return { user, mail };
    },
    audit: ({ user, mail }) => ({
      action: 'staff.invited',
      entityType: 'staff_user',
      entityId: user.id,
      after: {
        email: user.email,
        displayName: user.displayName,
        role: role.id,
        scopes: user.scopes,
        ...mail,
      },
    }),
  });
  notifyJobsQueued();
  return { staff: presentStaffMember(result.user), message: STAFF_MESSAGES.invited };
}

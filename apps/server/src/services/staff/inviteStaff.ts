/**
 * Invites a staff member: the user with the scopes of the chosen role and no usable password, a
 * set-password link, and the mail carrying it, in one transaction.
 */
import {
  DomainError,
  rolePreset,
  STAFF_MESSAGES,
  type InviteStaff,
  type StaffMember,
} from '@candor/domain';
import { eq } from 'drizzle-orm';
import { staffUsers } from '../../db/schema/index.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { queueInviteMail } from './inviteMail.js';
import { actingStaffId } from './staffActor.js';
import { INVITED_PASSWORD_HASH, presentStaffMember } from './staffMembers.js';

export interface InvitedStaff {
  staff: StaffMember;
  message: string;
}

export async function inviteStaff(
  ctx: ServiceContext,
  input: InviteStaff & { baseUrl: string },
): Promise<InvitedStaff> {
  const { orgId, actor } = ctx.viewer;
  const email = input.email.toLowerCase();
  const role = rolePreset(input.role);
  const result = await mutate(ctx, {
    action: 'staff.invite',
    subject: {},
    revision: 'none',
    async run(tx) {
      // Staff e-mails are unique per installation (they sign in with the e-mail alone).
      const [taken] = await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(staffUsers.email, email))
        .limit(1);
      if (taken) {
        throw new DomainError('conflict', STAFF_MESSAGES.emailTaken, [
          { path: 'email', message: STAFF_MESSAGES.emailTaken },
        ]);
      }
      const [user] = await tx
        .insert(staffUsers)
        .values({
          orgId,
          email,
          displayName: input.displayName,
          passwordHash: INVITED_PASSWORD_HASH,
          scopes: [...role.scopes],
        })
        .returning();
      const mail = await queueInviteMail(tx, {
        user: user!,
        invitedById: actingStaffId(actor),
        baseUrl: input.baseUrl,
      });
      return { user: user!, mail };
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

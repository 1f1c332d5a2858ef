/** Sends an invited staff member a new link; the links sent before stop working. */
import { DomainError, notFound, STAFF_MESSAGES } from '@candor/domain';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { queueInviteMail } from './inviteMail.js';
import { actingStaffId } from './staffActor.js';
import { findStaffRow, INVITED_PASSWORD_HASH } from './staffMembers.js';

export async function resendInvite(
  ctx: ServiceContext,
  input: { staffId: string; baseUrl: string },
): Promise<{ message: string }> {
  const { orgId, actor } = ctx.viewer;
  await mutate(ctx, {
    action: 'staff.invite',
    subject: {},
    revision: 'none',
    async run(tx) {
      const user = await findStaffRow(tx, orgId, input.staffId, { forUpdate: true });
      if (!user) throw notFound(STAFF_MESSAGES.notFound);
      if (user.passwordHash !== INVITED_PASSWORD_HASH) {
        throw new DomainError('conflict', STAFF_MESSAGES.alreadyActive);
      }
      const { queued: mail } = await queueInviteMail(tx, {
        user,
        invitedById: actingStaffId(actor),
        baseUrl: input.baseUrl,
      });
      return { user, mail };
    },
    audit: ({ user, mail }) => ({
      action: 'staff.invite_resent',
      entityType: 'staff_user',
      entityId: user.id,
      after: mail,
    }),
  });
  notifyJobsQueued();
  return { message: STAFF_MESSAGES.inviteResent };
}

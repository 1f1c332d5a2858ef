/** An admin removes another member's authenticator and recovery codes (staff:manage). */
import { DomainError, notFound, STAFF_MESSAGES, TOTP_MESSAGES } from '@candor/domain';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { findStaffRow } from './staffMembers.js';
import { removeTotp } from './staffTotp.js';

/** An admin takes away a member's authenticator and recovery codes; they set one up again. */
export async function resetStaffTotp(
  ctx: ServiceContext,
  input: { staffId: string },
): Promise<void> {
  await mutate(ctx, {
    action: 'totp.reset',
    subject: {},
    revision: 'none',
    async run(tx) {
      const user = await findStaffRow(tx, ctx.viewer.orgId, input.staffId);
      if (!user) throw notFound(STAFF_MESSAGES.notFound);
      if (!(await removeTotp(tx, user.id))) {
        throw new DomainError('conflict', TOTP_MESSAGES.notEnabled);
      }
      return user;
    },
    audit: (user) => ({
      action: 'staff.totp_reset',
      entityType: 'staff_user',
      entityId: user.id,
      before: { email: user.email },
    }),
  });
}

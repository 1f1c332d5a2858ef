/**
 * Removes a member from an account (access.manage), ending its sessions. A member who has acted
 * (membersWhoActed: signed in, accepted an NDA, asked for access, …) can only be revoked.
 */
import { ACCOUNT_ADMIN_MESSAGES, DomainError } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { closeSessionsOfMember } from '../../auth/memberSession.js';
import { accountMembers } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { accountAnswer, changeAccounts, type AccountAnswer } from './accountChange.js';
import { membersWhoActed, requireMember } from './accountQueries.js';

export async function removeMember(
  ctx: ServiceContext,
  accountId: string,
  memberId: string,
): Promise<AccountAnswer> {
  const { orgId } = ctx.viewer;
  await changeAccounts(ctx, {
    async run(tx) {
      const member = await requireMember(tx, orgId, accountId, memberId);
      if ((await membersWhoActed(tx, orgId, [memberId])).size > 0) {
        throw new DomainError('conflict', ACCOUNT_ADMIN_MESSAGES.memberHasActed);
      }
      await closeSessionsOfMember(tx, orgId, memberId);
      await tx
        .delete(accountMembers)
        .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.id, memberId)));
      return member;
    },
    audit: (member) => ({
      action: 'account_member.removed',
      entityType: 'account_member',
      entityId: memberId,
      before: { accountId, email: member.email },
    }),
  });
  return accountAnswer(ctx, accountId, ACCOUNT_ADMIN_MESSAGES.memberRemoved);
}

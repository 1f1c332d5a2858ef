/** Revokes or reactivates one member of an account (access.manage); revoking ends its sessions. */
import { ACCOUNT_ADMIN_MESSAGES, type AccessStatus } from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import { closeSessionsOfMember } from '../../auth/memberSession.js';
import { accountMembers } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { accountAnswer, changeAccounts, type AccountAnswer } from './accountChange.js';
import { requireMember } from './accountQueries.js';

export async function setMemberStatus(
  ctx: ServiceContext,
  accountId: string,
  memberId: string,
  status: AccessStatus,
): Promise<AccountAnswer> {
  const { orgId } = ctx.viewer;
  await changeAccounts(ctx, {
    async run(tx) {
      const member = await requireMember(tx, orgId, accountId, memberId);
      await tx
        .update(accountMembers)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.id, memberId)));
      if (status === 'revoked') await closeSessionsOfMember(tx, orgId, memberId);
      return member;
    },
    audit: (member) => ({
      action: status === 'revoked' ? 'account_member.revoked' : 'account_member.reactivated',
      entityType: 'account_member',
      entityId: memberId,
      before: { status: member.status },
      after: { status, email: member.email },
    }),
  });
  return accountAnswer(
    ctx,
    accountId,
    status === 'revoked'
      ? ACCOUNT_ADMIN_MESSAGES.memberRevoked
      : ACCOUNT_ADMIN_MESSAGES.memberReactivated,
  );
}

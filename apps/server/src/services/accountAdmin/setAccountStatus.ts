/** Revokes or reactivates an account (access.manage); revoking ends its members' sessions. */
import { ACCOUNT_ADMIN_MESSAGES, type AccessStatus } from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import { closeSessionsOfMember } from '../../auth/memberSession.js';
import type { Tx } from '../../db/client.js';
import { accountMembers, accounts } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { accountAnswer, changeAccounts, type AccountAnswer } from './accountChange.js';
import { requireAccount } from './accountQueries.js';

async function memberIdsOf(tx: Tx, orgId: string, accountId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: accountMembers.id })
    .from(accountMembers)
    .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.accountId, accountId)));
  return rows.map((row) => row.id);
}

export async function setAccountStatus(
  ctx: ServiceContext,
  accountId: string,
  status: AccessStatus,
): Promise<AccountAnswer> {
  const { orgId } = ctx.viewer;
  await changeAccounts(ctx, {
    async run(tx) {
      const before = await requireAccount(tx, orgId, accountId);
      await tx
        .update(accounts)
        .set({ accessStatus: status, updatedAt: sql`now()` })
        .where(and(eq(accounts.orgId, orgId), eq(accounts.id, accountId)));
      if (status === 'revoked') {
        for (const memberId of await memberIdsOf(tx, orgId, accountId)) {
          await closeSessionsOfMember(tx, orgId, memberId);
        }
      }
      return before.accessStatus;
    },
    audit: (before) => ({
      action: status === 'revoked' ? 'account.revoked' : 'account.reactivated',
      entityType: 'account',
      entityId: accountId,
      before: { accessStatus: before },
      after: { accessStatus: status },
    }),
  });
  return accountAnswer(
    ctx,
    accountId,
    status === 'revoked'
      ? ACCOUNT_ADMIN_MESSAGES.accountRevoked
      : ACCOUNT_ADMIN_MESSAGES.accountReactivated,
  );
}

/** Adds a member to an account (access.manage); an e-mail address belongs to one member only. */
import {
  ACCOUNT_ADMIN_MESSAGES,
  DomainError,
  memberInputSchema,
  type MemberInput,
} from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { accountMembers } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { accountAnswer, changeAccounts, type AccountAnswer } from './accountChange.js';
import { requireAccount } from './accountQueries.js';

export async function addMember(
  ctx: ServiceContext,
  accountId: string,
  raw: MemberInput,
): Promise<AccountAnswer> {
  const { orgId } = ctx.viewer;
  const input = memberInputSchema.parse(raw);
  await changeAccounts(ctx, {
    async run(tx) {
      await requireAccount(tx, orgId, accountId);
      const [taken] = await tx
        .select({ id: accountMembers.id })
        .from(accountMembers)
        .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.email, input.email)));
      if (taken) {
        throw new DomainError('conflict', ACCOUNT_ADMIN_MESSAGES.memberEmailTaken, [
          { path: 'email', message: ACCOUNT_ADMIN_MESSAGES.memberEmailTaken },
        ]);
      }
      const [member] = await tx
        .insert(accountMembers)
        .values({ orgId, accountId, ...input })
        .returning();
      return member!;
    },
    audit: (member) => ({
      action: 'account_member.added',
      entityType: 'account_member',
      entityId: member.id,
      after: {
        accountId,
        email: member.email,
        firstName: member.firstName,
        lastName: member.lastName,
      },
    }),
  });
  return accountAnswer(ctx, accountId, ACCOUNT_ADMIN_MESSAGES.memberAdded);
}

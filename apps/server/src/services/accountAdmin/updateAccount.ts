/** Edits an account (access.manage): name, domain, review status, profile, expiry, NDA provider. */
import { ACCOUNT_ADMIN_MESSAGES, accountInputSchema, type AccountInput } from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { accountAnswer, changeAccounts, type AccountAnswer } from './accountChange.js';
import { accountColumns, requireProfile } from './accountForm.js';
import { requireAccount } from './accountQueries.js';

export async function updateAccount(
  ctx: ServiceContext,
  accountId: string,
  raw: AccountInput,
): Promise<AccountAnswer> {
  const { orgId } = ctx.viewer;
  const input = accountInputSchema.parse(raw);
  await changeAccounts(ctx, {
    async run(tx) {
      const before = await requireAccount(tx, orgId, accountId);
      await requireProfile(tx, orgId, input.permissionProfileId);
      await tx
        .update(accounts)
        .set({ ...accountColumns(input), updatedAt: sql`now()` })
        .where(and(eq(accounts.orgId, orgId), eq(accounts.id, accountId)));
      return before;
    },
    audit: (before) => ({
      action: 'account.updated',
      entityType: 'account',
      entityId: accountId,
      before: {
        name: before.name,
        domain: before.domain,
        reviewStatus: before.reviewStatus,
        permissionProfileId: before.permissionProfileId,
        accessExpiresAt: before.accessExpiresAt,
        ndaProvider: before.ndaProvider,
      },
      after: input,
    }),
  });
  return accountAnswer(ctx, accountId, ACCOUNT_ADMIN_MESSAGES.accountSaved);
}

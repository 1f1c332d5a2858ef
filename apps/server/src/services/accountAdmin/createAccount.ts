/** Creates a visitor account (access.manage), with its permission profile and NDA provider. */
import { ACCOUNT_ADMIN_MESSAGES, accountInputSchema, type AccountInput } from '@candor/domain';
import { accounts } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { accountAnswer, changeAccounts, type AccountAnswer } from './accountChange.js';
import { accountColumns, requireProfile } from './accountForm.js';

export async function createAccount(
  ctx: ServiceContext,
  raw: AccountInput,
): Promise<AccountAnswer> {
  const { orgId } = ctx.viewer;
  const input = accountInputSchema.parse(raw);
  const row = await changeAccounts(ctx, {
    async run(tx) {
      await requireProfile(tx, orgId, input.permissionProfileId);
      const [inserted] = await tx
        .insert(accounts)
        .values({ orgId, ...accountColumns(input) })
        .returning();
      return inserted!;
    },
    audit: (inserted) => ({
      action: 'account.created',
      entityType: 'account',
      entityId: inserted.id,
      after: input,
    }),
  });
  return accountAnswer(ctx, row.id, ACCOUNT_ADMIN_MESSAGES.accountSaved);
}

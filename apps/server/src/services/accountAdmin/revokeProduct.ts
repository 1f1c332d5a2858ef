/** Revokes an account's access to a product (access.manage); the grant row stays, revoked. */
import { ACCOUNT_ADMIN_MESSAGES, notFound } from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import { accessGrants } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { accountAnswer, changeAccounts, type AccountAnswer } from './accountChange.js';
import { requireAccount } from './accountQueries.js';

export async function revokeProduct(
  ctx: ServiceContext,
  accountId: string,
  productId: string,
): Promise<AccountAnswer> {
  const { orgId } = ctx.viewer;
  await changeAccounts(ctx, {
    async run(tx) {
      await requireAccount(tx, orgId, accountId);
      const updated = await tx
        .update(accessGrants)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(accessGrants.orgId, orgId),
            eq(accessGrants.accountId, accountId),
            eq(accessGrants.productId, productId),
          ),
        )
        .returning({ id: accessGrants.id });
      if (updated.length === 0) throw notFound(ACCOUNT_ADMIN_MESSAGES.productNotFound);
    },
    audit: () => ({
      action: 'access_grant.revoked',
      entityType: 'account',
      entityId: accountId,
      after: { productId },
    }),
  });
  return accountAnswer(ctx, accountId, ACCOUNT_ADMIN_MESSAGES.grantRevoked);
}

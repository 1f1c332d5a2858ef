/**
 * Grants an account access to a product (access.manage) until an optional day; granting again
 * renews a revoked or expiring grant.
 */
import {
  ACCOUNT_ADMIN_MESSAGES,
  endOfDayUtc,
  grantInputSchema,
  notFound,
  type GrantInput,
} from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import { accessGrants, products } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { actingStaffId } from '../staff/staffActor.js';
import { accountAnswer, changeAccounts, type AccountAnswer } from './accountChange.js';
import { requireAccount } from './accountQueries.js';

export async function grantProduct(
  ctx: ServiceContext,
  accountId: string,
  raw: GrantInput,
): Promise<AccountAnswer> {
  const { orgId, actor } = ctx.viewer;
  const input = grantInputSchema.parse(raw);
  const expiresAt = input.expiresOn ? endOfDayUtc(input.expiresOn) : null;
  await changeAccounts(ctx, {
    async run(tx) {
      await requireAccount(tx, orgId, accountId);
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.orgId, orgId), eq(products.id, input.productId)));
      if (!product) throw notFound(ACCOUNT_ADMIN_MESSAGES.productNotFound);
      const staffId = actingStaffId(actor);
      await tx
        .insert(accessGrants)
        .values({ orgId, accountId, productId: product.id, grantedByStaffId: staffId, expiresAt })
        .onConflictDoUpdate({
          target: [accessGrants.accountId, accessGrants.productId],
          set: { expiresAt, revokedAt: null, grantedByStaffId: staffId, grantedAt: sql`now()` },
        });
    },
    audit: () => ({
      action: 'access_grant.granted',
      entityType: 'account',
      entityId: accountId,
      after: { productId: input.productId, expiresOn: input.expiresOn },
    }),
  });
  return accountAnswer(ctx, accountId, ACCOUNT_ADMIN_MESSAGES.grantSaved);
}

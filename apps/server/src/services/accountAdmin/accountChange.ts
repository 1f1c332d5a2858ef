/**
 * What every staff change to accounts shares: the policy action (access.manage), one
 * transaction with its audit row through `mutate`, nothing on the portal to refresh, and the
 * answer (the account as the page shows it, and the snack to show).
 */
import type { AccountDetail } from '@candor/domain';
import { mutate, type Change } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { accountDetail } from './accountQueries.js';

export interface AccountAnswer {
  account: AccountDetail;
  message: string;
}

export function changeAccounts<T>(
  ctx: ServiceContext,
  change: Pick<Change<T>, 'run' | 'audit'>,
): Promise<T> {
  return mutate(ctx, { action: 'access.manage', subject: {}, revision: 'none', ...change });
}

export async function accountAnswer(
  ctx: ServiceContext,
  accountId: string,
  message: string,
): Promise<AccountAnswer> {
  return { account: await accountDetail(ctx.db, ctx.viewer.orgId, accountId), message };
}

/**
 * The signed-in member as the account menu shows them (visitor-portal.md §2 'Account menu',
 * §3 'Account user', 'NDA info'): their account's name and review status, whether its access
 * runs until a date or has ended, and where they stand with the NDA (the account's provider,
 * else the organisation's).
 */
import type { AccountMemberView, NdaInfo } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  ndaAcceptances,
  portalCustomizations,
} from '../../db/schema/index.js';
import { accountAccess } from '../../viewer/viewerGrants.js';
import type { RequestContext } from '../serviceContext.js';

export async function ndaInfoOf(
  db: DbOrTx,
  input: {
    orgId: string;
    account: { id: string; ndaProvider: NdaInfo['provider'] | null; ndaSignedAt: Date | null };
    member: { id: string; email: string };
  },
): Promise<NdaInfo> {
  let provider = input.account.ndaProvider;
  if (provider === null) {
    const [row] = await db
      .select({ ndaProvider: portalCustomizations.ndaProvider })
      .from(portalCustomizations)
      .where(eq(portalCustomizations.orgId, input.orgId));
    provider = row?.ndaProvider ?? 'none';
  }
  let passed = true;
  if (provider === 'external') passed = input.account.ndaSignedAt !== null;
  if (provider === 'clickwrap') {
    const [accepted] = await db
      .select({ id: ndaAcceptances.id })
      .from(ndaAcceptances)
      .where(
        and(
          eq(ndaAcceptances.orgId, input.orgId),
          eq(ndaAcceptances.accountId, input.account.id),
          eq(ndaAcceptances.memberId, input.member.id),
        ),
      )
      .limit(1);
    passed = accepted !== undefined;
  }
  return { passed, provider, email: input.member.email };
}

/** The member's view, or null when the member is not (or no longer) one of the organisation. */
export async function loadAccountMemberView(
  ctx: RequestContext,
  input: { orgId: string; memberId: string; now?: Date },
): Promise<AccountMemberView | null> {
  const { db } = ctx;
  const now = input.now ?? new Date();
  const [row] = await db
    .select({ member: accountMembers, account: accounts })
    .from(accountMembers)
    .innerJoin(
      accounts,
      and(eq(accounts.orgId, accountMembers.orgId), eq(accounts.id, accountMembers.accountId)),
    )
    .where(and(eq(accountMembers.orgId, input.orgId), eq(accountMembers.id, input.memberId)));
  if (!row || row.member.status !== 'active' || row.account.accessStatus !== 'active') return null;
  const { member, account } = row;
  const access = await accountAccess(db, {
    orgId: input.orgId,
    productId: null,
    accountId: account.id,
    now,
  });
  const active = access?.active ?? false;
  const expiry = account.accessExpiresAt;
  return {
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    accountId: account.id,
    accountName: account.name,
    isAutoApprovedAccountMember: member.autoApproved,
    reviewStatus: account.reviewStatus,
    accessExpiresAt: expiry ? expiry.toISOString() : null,
    accessExpired: !active && ((access?.expired ?? false) || (expiry !== null && expiry <= now)),
    nda: await ndaInfoOf(db, { orgId: input.orgId, account, member }),
  };
}

/** API tokens as the account menu and the private area list them: live ones, newest first. */
import type { ApiTokenView, MemberApiTokenView } from '@candor/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { tokenMember } from '../../auth/apiToken.js';
import type { DbOrTx } from '../../db/client.js';
import { accountMembers, memberApiTokens } from '../../db/schema/index.js';

type TokenRow = typeof memberApiTokens.$inferSelect;

export const apiTokenView = (row: TokenRow, now: Date): ApiTokenView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expired: row.expiresAt <= now,
});

/** Whose tokens: one member's, or those of every member of one account. */
export type TokenOwner = { memberId: string } | { accountId: string };

/** The tokens of the owner (with the token's member joined). */
export const ownedBy = (owner: TokenOwner) =>
  'memberId' in owner
    ? eq(memberApiTokens.memberId, owner.memberId)
    : eq(accountMembers.accountId, owner.accountId);

/** The tokens (not revoked) of one member, or of every member of one account. */
export async function listApiTokens(
  db: DbOrTx,
  orgId: string,
  owner: TokenOwner,
  now: Date = new Date(),
): Promise<MemberApiTokenView[]> {
  const rows = await db
    .select({ token: memberApiTokens, memberEmail: accountMembers.email })
    .from(memberApiTokens)
    .innerJoin(accountMembers, tokenMember)
    .where(and(eq(memberApiTokens.orgId, orgId), isNull(memberApiTokens.revokedAt), ownedBy(owner)))
    .orderBy(desc(memberApiTokens.createdAt), desc(memberApiTokens.id));
  return rows.map(({ token, memberEmail }) => ({
    ...apiTokenView(token, now),
    memberId: token.memberId,
    memberEmail,
  }));
}

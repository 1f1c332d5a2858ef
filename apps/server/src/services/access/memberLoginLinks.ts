/**
 * Sign-in links of account members (the login tab, the approval mail): a random token mailed
 * once, stored as its SHA-256, good for 15 minutes and one use. Consuming a link marks it used in
 * the same statement that checks it, so two concurrent clicks open one session at most.
 */
import { ACCESS_LIMITS, type LoginTokenPurpose } from '@candor/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { accountMembers, memberLoginTokens } from '../../db/schema/index.js';
import {
  hashSessionToken,
  isWellFormedSessionToken,
  newSessionToken,
} from '../../auth/sessionToken.js';

export const LOGIN_LINK_TTL_MS = ACCESS_LIMITS.loginLinkMinutes * 60 * 1000;

export async function issueLoginToken(
  tx: Db | Tx,
  input: {
    orgId: string;
    memberId: string;
    productId: string | null;
    purpose?: LoginTokenPurpose;
    now?: Date;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + LOGIN_LINK_TTL_MS);
  await tx.insert(memberLoginTokens).values({
    orgId: input.orgId,
    memberId: input.memberId,
    tokenHash: hashSessionToken(token),
    productId: input.productId,
    purpose: input.purpose ?? 'sign_in',
    expiresAt,
  });
  return { token, expiresAt };
}

export interface ConsumedLoginToken {
  memberId: string;
  accountId: string;
  productId: string | null;
}

/**
 * The member a valid, unused, unexpired token of this organisation and purpose names; null
 * otherwise (a sign-in link files no extension request, and an extension link signs no one in).
 */
export async function consumeLoginToken(
  tx: Db | Tx,
  orgId: string,
  token: string,
  now: Date = new Date(),
  purpose: LoginTokenPurpose = 'sign_in',
): Promise<ConsumedLoginToken | null> {
  if (!isWellFormedSessionToken(token)) return null;
  const [used] = await tx
    .update(memberLoginTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(memberLoginTokens.orgId, orgId),
        eq(memberLoginTokens.tokenHash, hashSessionToken(token)),
        eq(memberLoginTokens.purpose, purpose),
        isNull(memberLoginTokens.usedAt),
        gt(memberLoginTokens.expiresAt, now),
      ),
    )
    .returning({ memberId: memberLoginTokens.memberId, productId: memberLoginTokens.productId });
  if (!used) return null;
  const [member] = await tx
    .select({ accountId: accountMembers.accountId })
    .from(accountMembers)
    .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.id, used.memberId)));
  if (!member) return null;
  return { memberId: used.memberId, accountId: member.accountId, productId: used.productId };
}

/**
 * Account members' API tokens: `cndr_` and 32 random bytes (base64url), recognisable in logs and
 * secret scanners; the table keeps only the SHA-256. A token is the member's only while the
 * member and their account are active, it is neither revoked nor expired, and it is used for
 * the organisation it was made in; anything else is no token at all. Tokens are read on the
 * public read API's routes alone (`auth/actorResolution.ts`), never as a portal session.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { accountMembers, accounts, memberApiTokens } from '../db/schema/index.js';
import { memberSignsIn, type MemberActor } from './memberSession.js';

export const API_TOKEN_PREFIX = 'cndr_';
/** What the lists show of a token: its prefix and the first characters after it. */
const SHOWN_LENGTH = API_TOKEN_PREFIX.length + 6;
/** Last use is written at most once a minute per token. */
const LAST_USED_EVERY_MS = 60_000;

export const newApiToken = (): string => API_TOKEN_PREFIX + randomBytes(32).toString('base64url');

export const hashApiToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const shownPartOf = (token: string): string => token.slice(0, SHOWN_LENGTH);

const WELL_FORMED = /^cndr_[A-Za-z0-9_-]{43}$/;

/** The token of `Authorization: Bearer …`; null without one, undefined when malformed. */
export function bearerTokenOf(header: string | undefined): string | null | undefined {
  if (header === undefined) return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match && WELL_FORMED.test(match[1]!) ? match[1] : undefined;
}

/** A token's member, to join on. */
export const tokenMember = and(
  eq(accountMembers.orgId, memberApiTokens.orgId),
  eq(accountMembers.id, memberApiTokens.memberId),
)!;

/** The member a live token speaks for, its last use noted; null for any other token. */
export async function findApiToken(
  db: DbOrTx,
  token: string,
  now: Date = new Date(),
): Promise<{ actor: MemberActor; tokenId: string } | null> {
  const [row] = await db
    .select({
      tokenId: memberApiTokens.id,
      memberId: accountMembers.id,
      accountId: accountMembers.accountId,
      orgId: accountMembers.orgId,
      email: accountMembers.email,
    })
    .from(memberApiTokens)
    .innerJoin(accountMembers, tokenMember)
    .innerJoin(
      accounts,
      and(eq(accounts.orgId, accountMembers.orgId), eq(accounts.id, accountMembers.accountId)),
    )
    .where(
      and(
        eq(memberApiTokens.tokenHash, hashApiToken(token)),
        isNull(memberApiTokens.revokedAt),
        gt(memberApiTokens.expiresAt, now),
        memberSignsIn,
      ),
    )
    .limit(1);
  if (!row) return null;
  await db
    .update(memberApiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(memberApiTokens.id, row.tokenId),
        or(
          isNull(memberApiTokens.lastUsedAt),
          lt(memberApiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS)),
        ),
      ),
    );
  const { tokenId, ...member } = row;
  return { actor: { type: 'member', ...member }, tokenId };
}

/**
 * Set-password links: 32 random bytes in the mail, only their SHA-256 in staff_password_tokens.
 * A link works once, for seven days (an invitation) or 30 minutes (a password reset); a new link
 * for the same user, of either purpose, makes the older ones unusable.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES } from '@candor/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staffPasswordTokens } from '../../db/schema/index.js';

export type PasswordTokenPurpose = 'invite' | 'reset';

export const PASSWORD_TOKEN_TTL_MS: Record<PasswordTokenPurpose, number> = {
  invite: 7 * 24 * 60 * 60 * 1000,
  reset: PASSWORD_RESET_TTL_MINUTES * 60 * 1000,
};

export const hashPasswordToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Only strings that can be one of our tokens reach the database. */
export const isWellFormedPasswordToken = (value: string): boolean =>
  /^[A-Za-z0-9_-]{43}$/.test(value);

export interface IssuedPasswordToken {
  id: string;
  token: string;
  expiresAt: Date;
}

/** Retires the user's unused links, then issues a new one. */
export async function issuePasswordToken(
  tx: DbOrTx,
  user: { orgId: string | null; id: string },
  purpose: PasswordTokenPurpose = 'invite',
): Promise<IssuedPasswordToken> {
  await retirePasswordTokens(tx, user.id);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PASSWORD_TOKEN_TTL_MS[purpose]);
  const [row] = await tx
    .insert(staffPasswordTokens)
    .values({
      orgId: user.orgId,
      staffUserId: user.id,
      tokenHash: hashPasswordToken(token),
      purpose,
      expiresAt,
    })
    .returning({ id: staffPasswordTokens.id });
  return { id: row!.id, token, expiresAt };
}

/** Marks every unused link of the user used, so none of them works any more. */
export async function retirePasswordTokens(tx: DbOrTx, staffUserId: string): Promise<void> {
  await tx
    .update(staffPasswordTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(staffPasswordTokens.staffUserId, staffUserId), isNull(staffPasswordTokens.usedAt)),
    );
}

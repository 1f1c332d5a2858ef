/**
 * Colleague invitations (visitor-portal.md §3 'Invite token', §5): a JWT (HS256, jose) whose
 * subject is the invitee's e-mail, whose audience is the organisation, with a `jti` and an
 * expiry of 14 days, signed with a key derived from the server's secret. The request form reads
 * it back with `verifyInviteToken`; it counts once (`used_tokens`, kind invite) when the request
 * is made, through `markInviteTokenUsed`.
 *
 * The key: every app registers its secret when its member routes are registered
 * (`useInviteTokenSecret`), so callers that only have an organisation and a token can verify;
 * a caller holding the secret may pass it instead.
 */
import { hkdfSync, randomUUID } from 'node:crypto';
import { ACCESS_LIMITS, EMAIL_PATTERN, normaliseEmail } from '@candor/domain';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { DbOrTx } from '../../db/client.js';
import { usedTokens } from '../../db/schema/index.js';

const ISSUER = 'candor';
const ALGORITHM = 'HS256';
export const INVITE_TTL_SECONDS = ACCESS_LIMITS.inviteDays * 24 * 60 * 60;

/** The audience of an organisation's invitations: a token of one organisation is not another's. */
export const inviteAudience = (orgId: string): string => `candor:org:${orgId}:invite`;

const keyOf = (secret: string): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', secret, 'candor', 'invite-tokens', 32));

let registeredSecret: string | null = null;

/** Called by the app at start: the secret `verifyInviteToken` uses when it is given none. */
export function useInviteTokenSecret(secret: string): void {
  registeredSecret = secret;
}

const secretOrRegistered = (secret: string | undefined): string => {
  const found = secret ?? registeredSecret;
  if (!found) throw new Error('invite tokens: no secret registered');
  return found;
};

export interface SignedInvite {
  token: string;
  jti: string;
  expiresAt: Date;
}

export async function signInviteToken(input: {
  orgId: string;
  email: string;
  invitedByMemberId: string;
  secret?: string;
  now?: Date;
}): Promise<SignedInvite> {
  const now = input.now ?? new Date();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const jti = randomUUID();
  const exp = issuedAt + INVITE_TTL_SECONDS;
  const token = await new SignJWT({ inv: input.invitedByMemberId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(normaliseEmail(input.email))
    .setAudience(inviteAudience(input.orgId))
    .setIssuer(ISSUER)
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(exp)
    .sign(keyOf(secretOrRegistered(input.secret)));
  return { token, jti, expiresAt: new Date(exp * 1000) };
}

export interface VerifiedInvite {
  /** The invitee's e-mail, lower-cased. */
  email: string;
  invitedByMemberId: string;
  /** For `markInviteTokenUsed`. */
  jti: string;
  expiresAt: Date;
}

/**
 * The invitation a token carries, or null (not invited): not a string, not a JWT, forged or
 * signed with another secret, without a subject (or one that is not an e-mail), of another
 * organisation, or expired.
 */
export async function verifyInviteToken(
  orgId: string,
  token: unknown,
  options: { secret?: string; now?: Date } = {},
): Promise<VerifiedInvite | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4000) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secretOrRegistered(options.secret)), {
      algorithms: [ALGORITHM],
      audience: inviteAudience(orgId),
      issuer: ISSUER,
      requiredClaims: ['sub', 'exp', 'jti'],
      ...(options.now ? { currentDate: options.now } : {}),
    });
    const { sub, inv, jti, exp } = payload;
    if (typeof sub !== 'string' || !EMAIL_PATTERN.test(sub)) return null;
    if (typeof inv !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return null;
    return {
      email: normaliseEmail(sub),
      invitedByMemberId: inv,
      jti,
      expiresAt: new Date(exp * 1000),
    };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/**
 * Records that an invitation was used; false when it already was (a replay). Call it in the
 * transaction that creates the access request, so a failed request leaves it unused.
 */
export async function markInviteTokenUsed(
  tx: DbOrTx,
  orgId: string,
  invite: Pick<VerifiedInvite, 'jti' | 'expiresAt'>,
): Promise<boolean> {
  const inserted = await tx
    .insert(usedTokens)
    .values({ orgId, kind: 'invite', tokenId: invite.jti, expiresAt: invite.expiresAt })
    .onConflictDoNothing()
    .returning({ tokenId: usedTokens.tokenId });
  return inserted.length > 0;
}

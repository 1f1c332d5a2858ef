/**
 * POST /api/auth/set-password: the link's token sets the staff member's first (or a new)
 * password and is used up, with every other link of theirs. An invitation's link signs them in;
 * a password reset's link ends every session of theirs instead and signs no one in, so the next
 * sign-in goes through /login and any second factor. Attempts count against the sign-in limits,
 * so the form cannot be used to try tokens at speed.
 */
import { DomainError, STAFF_MESSAGES, type SetPassword } from '@candor/domain';
import { hash } from '@node-rs/argon2';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { staffActorOf } from '../../auth/staffActor.js';
import type { SignInAttemptLimiter } from '../../auth/signInLimits.js';
import { writeAudit } from '../../db/audit.js';
import type { DbOrTx } from '../../db/client.js';
import { organizations, sessions, staffPasswordTokens, staffUsers } from '../../db/schema/index.js';
import { openStaffSession } from '../auth/openStaffSession.js';
import { SignInRateLimitedError } from '../auth/signIn.js';
import type { RequestContext } from '../serviceContext.js';
import {
  hashPasswordToken,
  isWellFormedPasswordToken,
  retirePasswordTokens,
} from './passwordTokens.js';
import { REMOVED_PASSWORD_HASH } from './staffMembers.js';

export interface SetPasswordInput extends SetPassword {
  ip: string | null;
  userAgent: string | null;
}

export interface PasswordSet {
  /** The new session after an invitation's link; null after a reset (sign in again). */
  session: { token: string; expiresAt: Date } | null;
  /** Null for the operator without an organisation. */
  orgSlug: string | null;
}

const invalidLink = () => new DomainError('bad_request', STAFF_MESSAGES.tokenInvalid);

/** The link's user, when the link is unused and unexpired and the user still exists. */
async function findUsableLink(db: DbOrTx, tokenHash: string, now: Date, forUpdate: boolean) {
  const query = db
    .select({
      id: staffPasswordTokens.id,
      purpose: staffPasswordTokens.purpose,
      userId: staffUsers.id,
      orgId: staffUsers.orgId,
      email: staffUsers.email,
      scopes: staffUsers.scopes,
      isOperator: staffUsers.isOperator,
      orgSlug: organizations.slug,
    })
    .from(staffPasswordTokens)
    // The token's staff user (a plain reference holds it, the operator's org-less one too).
    .innerJoin(staffUsers, eq(staffUsers.id, staffPasswordTokens.staffUserId))
    .leftJoin(organizations, eq(organizations.id, staffUsers.orgId))
    .where(
      and(
        eq(staffPasswordTokens.tokenHash, tokenHash),
        isNull(staffPasswordTokens.usedAt),
        gt(staffPasswordTokens.expiresAt, now),
        ne(staffUsers.passwordHash, REMOVED_PASSWORD_HASH),
      ),
    )
    .limit(1);
  // The token row is locked (an outer join's nullable side cannot be).
  const [link] = forUpdate ? await query.for('update', { of: staffPasswordTokens }) : await query;
  return link;
}

export async function setPasswordWithToken(
  { db }: RequestContext,
  input: SetPasswordInput,
  deps: { limiter: SignInAttemptLimiter },
): Promise<PasswordSet> {
  const tokenHash = hashPasswordToken(input.token);
  // Per address across links, and per link across addresses, like sign-in per e-mail.
  const hit = await deps.limiter.attempt(input.ip ?? 'unknown', `set-password:${tokenHash}`);
  if (hit) throw new SignInRateLimitedError(hit.retryAfterSeconds);
  if (!isWellFormedPasswordToken(input.token)) throw invalidLink();

  const now = new Date();

  // Checked before the argon2 hash, so a made-up link costs no hashing time.
  if (!(await findUsableLink(db, tokenHash, now, false))) throw invalidLink();
  const passwordHash = await hash(input.password);

  return db.transaction(async (tx) => {
    // Again under a lock: two uses of one link at once let only one through.
    const link = await findUsableLink(tx, tokenHash, now, true);
    if (!link) throw invalidLink();

    const user = { ...link, id: link.userId };
    const actor = staffActorOf(user);
    // This link and any other the user still had: none works again.
    await retirePasswordTokens(tx, link.userId);
    if (link.purpose === 'reset') {
      await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, link.userId));
      // Signed out everywhere: whoever knew the old password keeps no way in.
      const ended = await tx
        .delete(sessions)
        .where(and(eq(sessions.kind, 'staff'), eq(sessions.staffUserId, link.userId)))
        .returning({ id: sessions.id });
      await writeAudit(tx, {
        orgId: link.orgId,
        actor,
        action: 'staff.password_reset.completed',
        entityType: 'staff_user',
        entityId: link.userId,
        after: { tokenId: link.id, sessionsEnded: ended.length },
        ip: input.ip,
      });
      return { session: null, orgSlug: link.orgSlug };
    }

    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, link.userId));
    await writeAudit(tx, {
      orgId: link.orgId,
      actor,
      action: 'staff.password_set',
      entityType: 'staff_user',
      entityId: link.userId,
      after: { tokenId: link.id },
      ip: input.ip,
    });
    // An invited user has no second factor yet: the link proves the mailbox, as a password would.
    const session = await openStaffSession(tx, user, {
      now,
      ip: input.ip,
      userAgent: input.userAgent,
      method: 'password',
    });
    return { session, orgSlug: link.orgSlug };
  });
}

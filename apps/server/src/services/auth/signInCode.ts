/**
 * The sign-in's second step: the user whose password was right (the signed attempt of
 * `auth/secondStepCookie.ts`) sends a code from their authenticator or a recovery code, and the
 * session opens. A wrong code is audited; the fifth wrong code of one attempt ends it (the user
 * starts again with the password, under the sign-in limits). A recovery code's use is audited.
 */
import { DomainError, TOTP_ATTEMPTS_PER_SIGN_IN, TOTP_MESSAGES } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { staffActorOf } from '../../auth/staffActor.js';
import { writeAudit } from '../../db/audit.js';
import { organizations, staffUsers } from '../../db/schema/index.js';
import type { SecondStep } from '../../auth/secondStepCookie.js';
import type { TotpSecrets } from '../../auth/totp.js';
import type { RateLimiterAbstract } from '../../http/rateLimiter.js';
import type { RequestContext } from '../serviceContext.js';
import { type SecondFactorInput, useSecondFactor } from '../staff/staffTotp.js';
import { openStaffSession } from './openStaffSession.js';
import type { SignInResult } from './signIn.js';
import { recordSignInFailure, type SignInLogger } from './signInAudit.js';

export interface SignInCodeDeps {
  secrets: TotpSecrets;
  /** Wrong codes per attempt id (`TOTP_ATTEMPTS_PER_SIGN_IN` points). */
  wrongCodes: RateLimiterAbstract;
  log: SignInLogger;
}

/** The attempt is over (expired, or too many wrong codes): back to the password. */
export const attemptOver = (message: string) => new DomainError('unauthenticated', message);

export async function signInWithCode(
  { db }: RequestContext,
  input: {
    attempt: SecondStep;
    factor: SecondFactorInput;
    ip: string | null;
    userAgent: string | null;
    now?: Date;
  },
  deps: SignInCodeDeps,
): Promise<SignInResult> {
  const now = input.now ?? new Date();
  const { attempt, ip } = input;
  const spent = await deps.wrongCodes.get(attempt.attemptId);
  if ((spent?.consumedPoints ?? 0) >= TOTP_ATTEMPTS_PER_SIGN_IN) {
    throw attemptOver(TOTP_MESSAGES.tooManyCodes);
  }
  const [user] = await db
    .select({
      id: staffUsers.id,
      orgId: staffUsers.orgId,
      email: staffUsers.email,
      scopes: staffUsers.scopes,
      isOperator: staffUsers.isOperator,
      orgSlug: organizations.slug,
    })
    .from(staffUsers)
    .leftJoin(organizations, eq(organizations.id, staffUsers.orgId))
    .where(eq(staffUsers.id, attempt.staffUserId))
    .limit(1);
  if (!user) throw attemptOver(TOTP_MESSAGES.stepExpired);

  const session = await db.transaction(async (tx) => {
    const used = await useSecondFactor(tx, deps.secrets, user.id, input.factor, now);
    if (!used) return null;
    if (used === 'recovery_code') {
      await writeAudit(tx, {
        orgId: user.orgId,
        actor: staffActorOf(user),
        action: 'staff.recovery_code_used',
        entityType: 'staff_user',
        entityId: user.id,
        ip,
      });
    }
    return openStaffSession(tx, user, {
      now,
      ip,
      userAgent: input.userAgent,
      method: 'password',
      secondFactor: used,
    });
  });
  if (session) return { ...session, orgSlug: user.orgSlug };

  await recordSignInFailure(db, deps.log, {
    orgId: user.orgId,
    email: user.email,
    ip,
    failure: {
      kind: 'failed',
      reason: 'code' in input.factor ? 'wrong_code' : 'wrong_recovery_code',
    },
  });
  const wrong = await deps.wrongCodes.penalty(attempt.attemptId, 1);
  if (wrong.consumedPoints >= TOTP_ATTEMPTS_PER_SIGN_IN)
    throw attemptOver(TOTP_MESSAGES.tooManyCodes);
  throw new DomainError(
    'invalid_credentials',
    'code' in input.factor ? TOTP_MESSAGES.codeIncorrect : TOTP_MESSAGES.recoveryInvalid,
  );
}

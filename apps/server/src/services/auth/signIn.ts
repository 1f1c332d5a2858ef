/**
 * Staff sign-in: counts the attempt against the limits, checks the password and opens a
 * session. Every failed or refused attempt is logged and audited.
 */
import { DomainError, SSO_MESSAGES } from '@candor/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organizations, staffUsers } from '../../db/schema/index.js';
import {
  checkPassword,
  PasswordChecksBusyError,
  passwordChecksBusy,
} from '../../auth/passwordCheck.js';
import type { SignInAttemptLimiter } from '../../auth/signInLimits.js';
import { UnavailableError } from '../../errors/unavailableError.js';
import { hasConfirmedTotp, totpRequired } from '../staff/staffTotp.js';
import type { RequestContext } from '../serviceContext.js';
import { findLoginOrgId, type LoginPortal } from './loginOrg.js';
import { openStaffSession, type OpenedSession } from './openStaffSession.js';
import { breakGlassAllowed } from '../sso/breakGlass.js';
import { ssoRequiredFor } from '../sso/ssoLookup.js';
import { emailHash, recordSignInFailure, type SignInLogger } from './signInAudit.js';

/** The same words for an unknown e-mail and a wrong password: the answer reveals neither. */
export const INCORRECT_CREDENTIALS = 'Incorrect email or password.';
export const TOO_MANY_SIGN_IN_ATTEMPTS =
  'Too many sign-in attempts. Please wait a minute and try again.';
/** When every password check is taken, a client should come back after this long. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** Over a sign-in limit: a 429 whose Retry-After says when the window ends. */
export class SignInRateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', TOO_MANY_SIGN_IN_ATTEMPTS);
  }
}

export interface SignInInput {
  email: string;
  password: string;
  ip: string | null;
  userAgent: string | null;
  /** Where the sign-in came from, to audit an unknown e-mail under that portal's organisation. */
  portal: LoginPortal;
  /** The nonce of the request's device cookie for this e-mail (`auth/deviceCookie.ts`). */
  device?: string | null;
  now?: Date;
}

export interface SignInDeps {
  limiter: SignInAttemptLimiter;
  log: SignInLogger;
}

export interface SignInResult extends OpenedSession {
  /** Null for the operator without an organisation, whose place is the private area. */
  orgSlug: string | null;
  /** The organisation requires a second factor the user has not set up yet. */
  mustEnrolTotp?: boolean;
}

/** The password was right and the user has an authenticator: the code comes next. */
export interface SecondFactorNeeded {
  kind: 'second_factor';
  staffUserId: string;
  email: string;
}

export async function signIn(
  { db }: RequestContext,
  input: SignInInput,
  deps: SignInDeps,
): Promise<SignInResult | SecondFactorNeeded> {
  const now = input.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const ip = input.ip;

  const hit = await deps.limiter.attempt(ip ?? 'unknown', email, input.device);
  if (hit) {
    // Recorded once per limit and window: a flood must not become a flood of audit writes.
    if (hit.first) {
      await recordSignInFailure(db, deps.log, {
        orgId: await orgOfEmail(db, email, input.portal),
        email,
        ip,
        failure: { kind: 'rate_limited', scope: hit.scope },
      });
    }
    throw new SignInRateLimitedError(hit.retryAfterSeconds);
  }
  // Refused before any query when no password check could start soon anyway.
  if (passwordChecksBusy()) throw busy(ip, email, deps.log, new PasswordChecksBusyError());

  const [user] = await db
    .select({
      id: staffUsers.id,
      orgId: staffUsers.orgId,
      email: staffUsers.email,
      passwordHash: staffUsers.passwordHash,
      scopes: staffUsers.scopes,
      isOperator: staffUsers.isOperator,
      orgSlug: organizations.slug,
    })
    .from(staffUsers)
    .leftJoin(organizations, eq(organizations.id, staffUsers.orgId))
    .where(eq(staffUsers.email, email))
    .limit(1);

  let passwordMatches: boolean;
  try {
    passwordMatches = await checkPassword(user?.passwordHash ?? null, input.password);
  } catch (error) {
    if (!(error instanceof PasswordChecksBusyError)) throw error;
    throw busy(ip, email, deps.log, error);
  }
  if (!user || !passwordMatches) {
    await recordSignInFailure(db, deps.log, {
      orgId: user?.orgId ?? (await findLoginOrgId(db, input.portal)),
      email,
      ip,
      failure: { kind: 'failed', reason: user ? 'wrong_password' : 'unknown_email' },
    });
    throw new DomainError('invalid_credentials', INCORRECT_CREDENTIALS);
  }

  // Where the organisation requires single sign-on, a password opens nothing, break-glass aside.
  if ((await ssoRequiredFor(db, user)) && !(await breakGlassAllowed(db, user))) {
    await recordSignInFailure(db, deps.log, {
      orgId: user.orgId,
      email,
      ip,
      failure: { kind: 'failed', reason: 'sso_required' },
    });
    throw new DomainError('sso_required', SSO_MESSAGES.ssoRequired);
  }

  if (await hasConfirmedTotp(db, user.id)) {
    // The password was right: it is given back, and the code decides (`signInCode.ts`).
    await deps.limiter.succeeded(ip ?? 'unknown', email, input.device);
    return { kind: 'second_factor', staffUserId: user.id, email: user.email };
  }
  const session = await db.transaction((tx) =>
    openStaffSession(tx, user, { now, ip, userAgent: input.userAgent, method: 'password' }),
  );
  await deps.limiter.succeeded(ip ?? 'unknown', email, input.device);
  return {
    ...session,
    orgSlug: user.orgSlug,
    mustEnrolTotp: user.orgId !== null && (await totpRequired(db, user.orgId)),
  };
}

/** A server condition, not a judgement on this attempt: logged, not audited. */
function busy(ip: string | null, email: string, log: SignInLogger, cause: Error): UnavailableError {
  log.warn({ ip, emailHash: emailHash(email) }, 'sign-in refused: password checks busy');
  return new UnavailableError(TOO_MANY_SIGN_IN_ATTEMPTS, BUSY_RETRY_AFTER_SECONDS, 'busy', {
    cause,
  });
}

/** The organisation an attempt on `email` is audited under: the account's, else the portal's. */
async function orgOfEmail(db: Db, email: string, portal: LoginPortal): Promise<string | null> {
  const [user] = await db
    .select({ orgId: staffUsers.orgId })
    .from(staffUsers)
    .where(eq(staffUsers.email, email))
    .limit(1);
  return user?.orgId ?? (await findLoginOrgId(db, portal));
}

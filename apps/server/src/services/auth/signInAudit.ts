/**
 * Failed and refused sign-ins, logged (warn, with the address and a hash of the e-mail, never
 * the password) and audited in the organisation's hash-chained log.
 */
import { createHash } from 'node:crypto';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import type { SignInLimitScope } from '../../auth/signInLimits.js';

export type SignInFailure =
  | {
      kind: 'failed';
      reason:
        | 'unknown_email'
        | 'wrong_password'
        | 'wrong_code'
        | 'wrong_recovery_code'
        | 'sso_required'
        | 'sso_email_unverified'
        | 'sso_wrong_organisation'
        | 'sso_no_account';
    }
  | { kind: 'rate_limited'; scope: SignInLimitScope };

export interface SignInLogger {
  warn(fields: object, message: string): void;
}

export const SIGN_IN_FAILED_ACTION = 'auth.sign_in_failed';
export const SIGN_IN_RATE_LIMITED_ACTION = 'auth.sign_in_rate_limited';

/** Logs correlate attempts on one e-mail without writing the address itself into log files. */
export const emailHash = (email: string): string =>
  createHash('sha256').update(email).digest('hex').slice(0, 16);

export async function recordSignInFailure(
  db: Db,
  log: SignInLogger,
  entry: { orgId: string | null; email: string; ip: string | null; failure: SignInFailure },
): Promise<void> {
  const { orgId, email, ip, failure } = entry;
  const detail = failure.kind === 'failed' ? { reason: failure.reason } : { scope: failure.scope };
  log.warn(
    { ip, emailHash: emailHash(email), orgId, ...detail },
    failure.kind === 'failed' ? 'sign-in failed' : 'sign-in attempts over the limit',
  );
  await db.transaction(async (tx) => {
    await writeAudit(tx, {
      orgId,
      actor: { type: 'visitor' },
      action: failure.kind === 'failed' ? SIGN_IN_FAILED_ACTION : SIGN_IN_RATE_LIMITED_ACTION,
      entityType: 'sign_in',
      entityId: email,
      after: { email, ...detail },
      ip,
    });
  });
}

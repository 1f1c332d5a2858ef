/**
 * The second factor of staff sign-in (issue 23): what is set up and required, and the code or
 * recovery code the sign-in uses (`useSecondFactor`, inside its own transaction). Each change is
 * a use case of its own file, through `mutate` (policy, one transaction, audit row):
 * startTotpEnrolment, confirmTotp, disableTotp, resetStaffTotp, setTotpRequired.
 */
import { DomainError, type TotpStatus } from '@candor/domain';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { hashRecoveryCode, matchingStep, type TotpSecrets } from '../../auth/totp.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { orgTotpPolicy, staffRecoveryCodes, staffTotp, staffUsers } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { actingStaffId } from './staffActor.js';

export const invalid = (path: string, message: string) =>
  new DomainError('validation_failed', message, [{ path, message }]);

/** Whether the staff user signs in with a code after the password. */
export async function hasConfirmedTotp(db: DbOrTx, staffUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffTotp.staffUserId })
    .from(staffTotp)
    .where(and(eq(staffTotp.staffUserId, staffUserId), isNotNull(staffTotp.confirmedAt)))
    .limit(1);
  return row !== undefined;
}

export async function totpRequired(db: DbOrTx, orgId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: orgTotpPolicy.requireTotp })
    .from(orgTotpPolicy)
    .where(eq(orgTotpPolicy.orgId, orgId))
    .limit(1);
  return row?.required ?? false;
}

/**
 * Checks a code against the user's secret and uses it up: the time step it was valid for must be
 * later than the last one used (a code is accepted once). The row is locked, so two requests with
 * one code cannot both pass. False for a wrong or replayed code.
 */
export async function useCode(
  tx: Tx,
  secrets: TotpSecrets,
  staffUserId: string,
  code: string,
  options: { confirmed: boolean; now: Date },
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(staffTotp)
    .where(eq(staffTotp.staffUserId, staffUserId))
    .for('update');
  if (!row || (row.confirmedAt !== null) !== options.confirmed) return false;
  const step = matchingStep(secrets.open(staffUserId, row.sealedSecret), code, options.now);
  if (step === null || (row.lastUsedStep !== null && step <= row.lastUsedStep)) return false;
  await tx
    .update(staffTotp)
    .set({ lastUsedStep: step, confirmedAt: row.confirmedAt ?? options.now })
    .where(eq(staffTotp.staffUserId, staffUserId));
  return true;
}

/** Uses up one unused recovery code of the user; false when none matches. */
async function useRecoveryCode(
  tx: Tx,
  staffUserId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const used = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffUserId, staffUserId),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}

export type SecondFactorInput = { code: string } | { recoveryCode: string };

/** The sign-in's second step, in its transaction: which factor was used, or null when wrong. */
export async function useSecondFactor(
  tx: Tx,
  secrets: TotpSecrets,
  staffUserId: string,
  input: SecondFactorInput,
  now: Date,
): Promise<'code' | 'recovery_code' | null> {
  if (!(await hasConfirmedTotp(tx, staffUserId))) return null;
  if ('code' in input) {
    return (await useCode(tx, secrets, staffUserId, input.code, { confirmed: true, now }))
      ? 'code'
      : null;
  }
  return (await useRecoveryCode(tx, staffUserId, input.recoveryCode, now)) ? 'recovery_code' : null;
}

export async function getTotpStatus(ctx: ServiceContext): Promise<TotpStatus> {
  const staffUserId = actingStaffId(ctx.viewer.actor);
  const [row] = await ctx.db
    .select({ confirmedAt: staffTotp.confirmedAt })
    .from(staffTotp)
    .where(eq(staffTotp.staffUserId, staffUserId));
  const [codes] = await ctx.db
    .select({ left: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffUserId, staffUserId), isNull(staffRecoveryCodes.usedAt)));
  const confirmedAt = row?.confirmedAt ?? null;
  return {
    enabled: confirmedAt !== null,
    confirmedAt: confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: confirmedAt ? (codes?.left ?? 0) : 0,
    requiredByOrganisation: await totpRequired(ctx.db, ctx.viewer.orgId),
  };
}

export const removeTotp = async (tx: Tx, staffUserId: string) => {
  const removed = await tx
    .delete(staffTotp)
    .where(eq(staffTotp.staffUserId, staffUserId))
    .returning({ confirmedAt: staffTotp.confirmedAt });
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
  return removed[0]?.confirmedAt != null;
};

/** Ids of the organisation's staff who sign in with a second factor (the Staff page marks them). */
export async function listTotpEnrolled(ctx: ServiceContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: staffTotp.staffUserId })
    .from(staffTotp)
    .innerJoin(staffUsers, eq(staffUsers.id, staffTotp.staffUserId))
    .where(and(eq(staffUsers.orgId, ctx.viewer.orgId), isNotNull(staffTotp.confirmedAt)));
  return rows.map((row) => row.id);
}

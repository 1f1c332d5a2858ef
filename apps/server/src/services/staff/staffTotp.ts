/**
 * The second factor of staff sign-in (issue 23): one's own authenticator (set up, confirm with a
 * code, turn off), the ten recovery codes, an admin's reset of another member's, and the
 * organisation's requirement. Every change goes through `mutate` (policy, one transaction,
 * audit row); the sign-in uses `useSecondFactor` inside its own transaction.
 */
import {
  DomainError,
  notFound,
  RECOVERY_CODE_COUNT,
  STAFF_MESSAGES,
  TOTP_MESSAGES,
  type TotpEnrolment,
  type TotpStatus,
} from '@candor/domain';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { checkPassword } from '../../auth/passwordCheck.js';
import {
  enrolmentCode,
  hashRecoveryCode,
  matchingStep,
  newRecoveryCode,
  newTotpSecret,
  type TotpSecrets,
} from '../../auth/totp.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { orgTotpPolicy, staffRecoveryCodes, staffTotp, staffUsers } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { actingStaffId } from './staffActor.js';
import { findStaffRow } from './staffMembers.js';

const invalid = (path: string, message: string) =>
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
async function useCode(
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

/** A new secret waiting for its first code (replacing one not yet confirmed). */
export async function startTotpEnrolment(
  ctx: ServiceContext,
  input: { secrets: TotpSecrets },
): Promise<TotpEnrolment> {
  const { actor } = ctx.viewer;
  const staffUserId = actingStaffId(actor);
  const secret = newTotpSecret();
  await mutate(ctx, {
    action: 'totp.own',
    subject: {},
    revision: 'none',
    async run(tx) {
      if (await hasConfirmedTotp(tx, staffUserId)) {
        throw new DomainError('conflict', TOTP_MESSAGES.alreadyEnabled);
      }
      const sealedSecret = input.secrets.seal(staffUserId, secret);
      await tx
        .insert(staffTotp)
        .values({ staffUserId, sealedSecret })
        .onConflictDoUpdate({
          target: staffTotp.staffUserId,
          set: { sealedSecret, createdAt: new Date(), lastUsedStep: null },
        });
    },
    audit: () => ({
      action: 'staff.totp_enrolment_started',
      entityType: 'staff_user',
      entityId: staffUserId,
    }),
  });
  const email = actor.type === 'staff' ? actor.email : '';
  return { secret, ...(await enrolmentCode(secret, email)) };
}

/** Ten new recovery codes for the user, replacing any they had; the plain codes, shown once. */
async function replaceRecoveryCodes(tx: Tx, staffUserId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
  await tx
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ staffUserId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** The first code turns the authenticator on; the answer holds the recovery codes, once. */
export async function confirmTotp(
  ctx: ServiceContext,
  input: { code: string; secrets: TotpSecrets; now?: Date },
): Promise<{ recoveryCodes: string[] }> {
  const staffUserId = actingStaffId(ctx.viewer.actor);
  const now = input.now ?? new Date();
  return mutate(ctx, {
    action: 'totp.own',
    subject: {},
    revision: 'none',
    async run(tx) {
      const [pending] = await tx
        .select({ confirmedAt: staffTotp.confirmedAt })
        .from(staffTotp)
        .where(eq(staffTotp.staffUserId, staffUserId));
      if (!pending) throw new DomainError('conflict', TOTP_MESSAGES.notEnrolling);
      if (pending.confirmedAt) throw new DomainError('conflict', TOTP_MESSAGES.alreadyEnabled);
      if (!(await useCode(tx, input.secrets, staffUserId, input.code, { confirmed: false, now }))) {
        throw invalid('code', TOTP_MESSAGES.codeIncorrect);
      }
      return { recoveryCodes: await replaceRecoveryCodes(tx, staffUserId) };
    },
    audit: () => ({
      action: 'staff.totp_enabled',
      entityType: 'staff_user',
      entityId: staffUserId,
      after: { recoveryCodes: RECOVERY_CODE_COUNT },
    }),
  });
}

const removeTotp = async (tx: Tx, staffUserId: string) => {
  const removed = await tx
    .delete(staffTotp)
    .where(eq(staffTotp.staffUserId, staffUserId))
    .returning({ confirmedAt: staffTotp.confirmedAt });
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
  return removed[0]?.confirmedAt != null;
};

/** Turns one's own second factor off, proven by a current code or the password. */
export async function disableTotp(
  ctx: ServiceContext,
  input: { code?: string; password?: string; secrets: TotpSecrets; now?: Date },
): Promise<void> {
  const staffUserId = actingStaffId(ctx.viewer.actor);
  const now = input.now ?? new Date();
  let passwordOk = false;
  if (input.code === undefined && input.password !== undefined) {
    const [user] = await ctx.db
      .select({ passwordHash: staffUsers.passwordHash })
      .from(staffUsers)
      .where(eq(staffUsers.id, staffUserId));
    passwordOk = await checkPassword(user?.passwordHash ?? null, input.password);
    if (!passwordOk) {
      throw invalid('password', TOTP_MESSAGES.passwordIncorrect);
    }
  }
  await mutate(ctx, {
    action: 'totp.own',
    subject: {},
    revision: 'none',
    async run(tx) {
      if (!(await hasConfirmedTotp(tx, staffUserId))) {
        throw new DomainError('conflict', TOTP_MESSAGES.notEnabled);
      }
      if (!passwordOk) {
        const ok = await useCode(tx, input.secrets, staffUserId, input.code ?? '', {
          confirmed: true,
          now,
        });
        if (!ok) throw invalid('code', TOTP_MESSAGES.codeIncorrect);
      }
      await removeTotp(tx, staffUserId);
    },
    audit: () => ({
      action: 'staff.totp_disabled',
      entityType: 'staff_user',
      entityId: staffUserId,
      after: { provedWith: passwordOk ? 'password' : 'code' },
    }),
  });
}

/** Ids of the organisation's staff who sign in with a second factor (the Staff page marks them). */
export async function listTotpEnrolled(ctx: ServiceContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: staffTotp.staffUserId })
    .from(staffTotp)
    .innerJoin(staffUsers, eq(staffUsers.id, staffTotp.staffUserId))
    .where(and(eq(staffUsers.orgId, ctx.viewer.orgId), isNotNull(staffTotp.confirmedAt)));
  return rows.map((row) => row.id);
}

/** An admin takes away a member's authenticator and recovery codes; they set one up again. */
export async function resetStaffTotp(
  ctx: ServiceContext,
  input: { staffId: string },
): Promise<void> {
  await mutate(ctx, {
    action: 'totp.reset',
    subject: {},
    revision: 'none',
    async run(tx) {
      const user = await findStaffRow(tx, ctx.viewer.orgId, input.staffId);
      if (!user) throw notFound(STAFF_MESSAGES.notFound);
      if (!(await removeTotp(tx, user.id))) {
        throw new DomainError('conflict', TOTP_MESSAGES.notEnabled);
      }
      return user;
    },
    audit: (user) => ({
      action: 'staff.totp_reset',
      entityType: 'staff_user',
      entityId: user.id,
      before: { email: user.email },
    }),
  });
}

/** Whether the organisation's staff must sign in with a second factor. */
export async function setTotpRequired(
  ctx: ServiceContext,
  input: { requireTotp: boolean },
): Promise<{ requireTotp: boolean }> {
  const { orgId } = ctx.viewer;
  return mutate(ctx, {
    action: 'totp.require',
    subject: {},
    revision: 'none',
    async run(tx) {
      const before = await totpRequired(tx, orgId);
      await tx
        .insert(orgTotpPolicy)
        .values({ orgId, requireTotp: input.requireTotp })
        .onConflictDoUpdate({
          target: orgTotpPolicy.orgId,
          set: { requireTotp: input.requireTotp },
        });
      return { before, requireTotp: input.requireTotp };
    },
    audit: ({ before, requireTotp }) => ({
      action: 'settings.totp_required',
      entityType: 'organization',
      entityId: orgId,
      before: { requireTotp: before },
      after: { requireTotp },
    }),
  }).then(({ requireTotp }) => ({ requireTotp }));
}

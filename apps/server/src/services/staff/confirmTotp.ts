/** Confirming an authenticator with its first code: it turns on, with ten recovery codes. */
import { DomainError, RECOVERY_CODE_COUNT, TOTP_MESSAGES } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { hashRecoveryCode, newRecoveryCode, type TotpSecrets } from '../../auth/totp.js';
import type { Tx } from '../../db/client.js';
import { staffRecoveryCodes, staffTotp } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { actingStaffId } from './staffActor.js';
import { invalid, useCode } from './staffTotp.js';

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

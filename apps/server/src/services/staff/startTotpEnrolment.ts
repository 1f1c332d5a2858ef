/** Setting up an authenticator app: a new secret, shown as a QR code and as text, not yet on. */
import { DomainError, TOTP_MESSAGES, type TotpEnrolment } from '@candor/domain';
import { enrolmentCode, newTotpSecret, type TotpSecrets } from '../../auth/totp.js';
import { staffTotp } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { actingStaffId } from './staffActor.js';
import { hasConfirmedTotp } from './staffTotp.js';

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

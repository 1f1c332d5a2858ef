/** Turning one's own authenticator off, with a current code or the password. */
import { DomainError, TOTP_MESSAGES } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { checkPassword } from '../../auth/passwordCheck.js';
import { type TotpSecrets } from '../../auth/totp.js';
import { staffUsers } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { actingStaffId } from './staffActor.js';
import { invalid, hasConfirmedTotp, useCode, removeTotp } from './staffTotp.js';

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

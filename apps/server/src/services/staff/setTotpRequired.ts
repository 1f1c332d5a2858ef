/** Whether the organisation requires two-step sign-in of its staff (staff:manage). */
import { orgTotpPolicy } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { totpRequired } from './staffTotp.js';

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

/**
 * Removes a staff member with their sessions and links: never oneself, never the last holder of
 * staff:manage. Someone whom records name (an access request they decided) cannot be deleted;
 * they are revoked instead: no scopes, no password, no sessions, and no longer listed.
 */
import { DomainError, notFound, STAFF_MESSAGES } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { sessions, staffPasswordTokens, staffUsers } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { actingStaffId } from './staffActor.js';
import { findStaffRow, lockStaffManagers, REMOVED_PASSWORD_HASH } from './staffMembers.js';

const FOREIGN_KEY_VIOLATION = '23503';

const isForeignKeyViolation = (error: unknown): boolean => {
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null;
    e = (e as { cause?: unknown }).cause
  ) {
    if ((e as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
};

export async function removeStaff(ctx: ServiceContext, input: { staffId: string }): Promise<void> {
  const { orgId, actor } = ctx.viewer;
  await mutate(ctx, {
    action: 'staff.remove',
    subject: {},
    revision: 'none',
    async run(tx) {
      if (input.staffId === actingStaffId(actor)) {
        throw new DomainError('conflict', STAFF_MESSAGES.notYourself);
      }
      const managers = await lockStaffManagers(tx, orgId);
      const user = await findStaffRow(tx, orgId, input.staffId);
      if (!user) throw notFound(STAFF_MESSAGES.notFound);
      if (managers.length > 0 && managers.every((id) => id === user.id)) {
        throw new DomainError('conflict', STAFF_MESSAGES.lastManager);
      }
      try {
        // A savepoint: a refused delete leaves the transaction usable for the revocation.
        await tx.transaction(async (savepoint) => {
          await savepoint.delete(staffUsers).where(eq(staffUsers.id, user.id));
        });
        return { user, outcome: 'deleted' as const };
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
      }
      await tx
        .update(staffUsers)
        .set({ scopes: [], passwordHash: REMOVED_PASSWORD_HASH })
        .where(eq(staffUsers.id, user.id));
      await tx.delete(sessions).where(eq(sessions.staffUserId, user.id));
      await tx.delete(staffPasswordTokens).where(eq(staffPasswordTokens.staffUserId, user.id));
      return { user, outcome: 'revoked' as const };
    },
    audit: ({ user, outcome }) => ({
      action: 'staff.removed',
      entityType: 'staff_user',
      entityId: user.id,
      before: { email: user.email, displayName: user.displayName, scopes: user.scopes },
      after: { outcome },
    }),
  });
}

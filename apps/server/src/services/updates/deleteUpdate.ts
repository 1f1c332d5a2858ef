/** Deletes an update from its topic (update.delete). */
import { UPDATE_MESSAGES } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { updates } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { composerChange, lockUpdate, type Saved } from './composerChange.js';

export async function deleteUpdate(ctx: ServiceContext, updateId: string): Promise<Saved> {
  const { orgId } = ctx.viewer;
  await composerChange(ctx, 'update.delete', {
    async run(tx) {
      const before = await lockUpdate(tx, orgId, updateId);
      await tx.delete(updates).where(eq(updates.id, updateId));
      return before;
    },
    audit: (before) => ({
      action: 'update.deleted',
      entityType: 'update',
      entityId: updateId,
      before: { topicId: before.topicId, message: before.message },
    }),
  });
  return { id: updateId, message: UPDATE_MESSAGES.updateDeleted };
}

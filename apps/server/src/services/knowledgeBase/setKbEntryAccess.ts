/** Marks an entry of the knowledge base public or private (kb.update). */
import { KB_MESSAGES, type KbAccessLevel } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { kbEntries } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { lockedEntry, type KbSaved } from './kbEntryRows.js';

export async function setKbEntryAccess(
  ctx: ServiceContext,
  entryId: string,
  accessLevel: KbAccessLevel,
): Promise<KbSaved> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'kb.update',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const before = await lockedEntry(tx, orgId, entryId);
      await tx
        .update(kbEntries)
        .set({ accessLevel, updatedAt: new Date() })
        .where(and(eq(kbEntries.orgId, orgId), eq(kbEntries.id, entryId)));
      return before.row.accessLevel;
    },
    audit: (before) => ({
      action: 'kb_entry.access_changed',
      entityType: 'kb_entry',
      entityId: entryId,
      before: { accessLevel: before },
      after: { accessLevel },
    }),
  });
  return {
    id: entryId,
    message: accessLevel === 'public' ? KB_MESSAGES.madePublic : KB_MESSAGES.madePrivate,
  };
}

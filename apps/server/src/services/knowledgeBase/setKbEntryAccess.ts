/** Marks an entry of the knowledge base public or private (kb.update). */
import { KB_MESSAGES, type KbAccessLevel } from '@candor/domain';
import type { ServiceContext } from '../serviceContext.js';
import { editKbEntry, type KbSaved } from './kbEntryRows.js';

export async function setKbEntryAccess(
  ctx: ServiceContext,
  entryId: string,
  accessLevel: KbAccessLevel,
): Promise<KbSaved> {
  await editKbEntry(ctx, entryId, {
    change: { accessLevel },
    audit: (before) => ({
      action: 'kb_entry.access_changed',
      entityType: 'kb_entry',
      entityId: entryId,
      before: { accessLevel: before.row.accessLevel },
      after: { accessLevel },
    }),
  });
  return {
    id: entryId,
    message: accessLevel === 'public' ? KB_MESSAGES.madePublic : KB_MESSAGES.madePrivate,
  };
}

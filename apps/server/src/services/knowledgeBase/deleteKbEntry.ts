/** Deletes an entry of the knowledge base (kb.delete). */
import { KB_MESSAGES, notFound } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { kbEntries } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { type KbSaved } from './kbEntryRows.js';

export async function deleteKbEntry(ctx: ServiceContext, entryId: string): Promise<KbSaved> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'kb.delete',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const [removed] = await tx
        .delete(kbEntries)
        .where(and(eq(kbEntries.orgId, orgId), eq(kbEntries.id, entryId)))
        .returning();
      if (!removed) throw notFound(KB_MESSAGES.notFound);
      return removed;
    },
    audit: (removed) => ({
      action: 'kb_entry.deleted',
      entityType: 'kb_entry',
      entityId: removed.id,
      before: { question: removed.question, accessLevel: removed.accessLevel },
    }),
  });
  return { id: entryId, message: KB_MESSAGES.deleted };
}

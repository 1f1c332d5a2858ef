/** Edits an entry of the knowledge base (kb.update): its texts, access, favourite and products. */
import { KB_MESSAGES, type KbEntryValues } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { kbEntries } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import {
  assertOwnProducts,
  entryAudit,
  lockedEntry,
  setEntryProducts,
  type KbSaved,
} from './kbEntryRows.js';

export async function updateKbEntry(
  ctx: ServiceContext,
  entryId: string,
  values: KbEntryValues,
): Promise<KbSaved> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'kb.update',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const before = await lockedEntry(tx, orgId, entryId);
      await assertOwnProducts(tx, orgId, values.productIds);
      await tx
        .update(kbEntries)
        .set({
          question: values.question,
          answer: values.answer,
          comment: values.comment,
          accessLevel: values.accessLevel,
          favoritePublic: values.favorite,
          updatedAt: new Date(),
        })
        .where(and(eq(kbEntries.orgId, orgId), eq(kbEntries.id, entryId)));
      await setEntryProducts(tx, orgId, entryId, values.productIds);
      return before;
    },
    audit: (before) => ({
      action: 'kb_entry.updated',
      entityType: 'kb_entry',
      entityId: entryId,
      before: {
        question: before.row.question,
        accessLevel: before.row.accessLevel,
        favorite: before.row.favoritePublic,
        productIds: before.productIds,
      },
      after: entryAudit(values),
    }),
  });
  return { id: entryId, message: KB_MESSAGES.updated };
}

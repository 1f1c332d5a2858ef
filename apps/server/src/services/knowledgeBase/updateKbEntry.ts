/** Edits an entry of the knowledge base (kb.update): its texts, access, favourite and products. */
import { KB_MESSAGES, type KbEntryValues } from '@candor/domain';
import type { ServiceContext } from '../serviceContext.js';
import {
  assertOwnProducts,
  editKbEntry,
  entryAudit,
  setEntryProducts,
  type KbSaved,
} from './kbEntryRows.js';

export async function updateKbEntry(
  ctx: ServiceContext,
  entryId: string,
  values: KbEntryValues,
): Promise<KbSaved> {
  const { orgId } = ctx.viewer;
  await editKbEntry(ctx, entryId, {
    change: {
      question: values.question,
      answer: values.answer,
      comment: values.comment,
      accessLevel: values.accessLevel,
      favoritePublic: values.favorite,
    },
    before: (tx) => assertOwnProducts(tx, orgId, values.productIds),
    after: (tx) => setEntryProducts(tx, orgId, entryId, values.productIds),
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

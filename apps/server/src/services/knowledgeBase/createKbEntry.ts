/** Adds an entry to the knowledge base (kb.create), on the products chosen. */
import { KB_MESSAGES, type KbEntryValues } from '@candor/domain';
import { kbEntries } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { assertOwnProducts, entryAudit, setEntryProducts, type KbSaved } from './kbEntryRows.js';

export async function createKbEntry(ctx: ServiceContext, values: KbEntryValues): Promise<KbSaved> {
  const { orgId } = ctx.viewer;
  const created = await mutate(ctx, {
    action: 'kb.create',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      await assertOwnProducts(tx, orgId, values.productIds);
      const [row] = await tx
        .insert(kbEntries)
        .values({
          orgId,
          question: values.question,
          answer: values.answer,
          comment: values.comment,
          accessLevel: values.accessLevel,
          favoritePublic: values.favorite,
          sourceType: 'manual',
        })
        .returning();
      await setEntryProducts(tx, orgId, row!.id, values.productIds);
      return row!;
    },
    audit: (row) => ({
      action: 'kb_entry.created',
      entityType: 'kb_entry',
      entityId: row.id,
      after: entryAudit(values),
    }),
  });
  return { id: created.id, message: KB_MESSAGES.created };
}

/**
 * What the knowledge base's use cases share: their answer, the entry's products (the
 * organisation's own, written anew), the entry locked with its products, and what the audit row
 * records of an entry's values.
 */
import { DomainError, KB_MESSAGES, notFound, type KbEntryValues } from '@candor/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { kbEntries, kbEntryProducts, products } from '../../db/schema/index.js';
import { mutate, type AuditRecord } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

export interface KbSaved {
  id: string;
  message: string;
}

/** Refuses product ids that are not this organisation's (nothing is written). */
export async function assertOwnProducts(
  tx: Tx,
  orgId: string,
  productIds: readonly string[],
): Promise<void> {
  if (productIds.length === 0) return;
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.orgId, orgId), inArray(products.id, [...productIds])));
  if (found.length !== new Set(productIds).size) {
    throw new DomainError('validation_failed', KB_MESSAGES.unknownProduct, [
      { path: 'productIds', message: KB_MESSAGES.unknownProduct },
    ]);
  }
}

export async function setEntryProducts(
  tx: Tx,
  orgId: string,
  entryId: string,
  productIds: readonly string[],
): Promise<void> {
  await tx.delete(kbEntryProducts).where(eq(kbEntryProducts.kbEntryId, entryId));
  if (productIds.length > 0) {
    await tx
      .insert(kbEntryProducts)
      .values(productIds.map((productId) => ({ orgId, kbEntryId: entryId, productId })));
  }
}

export const entryAudit = (values: KbEntryValues) => ({
  question: values.question,
  accessLevel: values.accessLevel,
  favorite: values.favorite,
  productIds: values.productIds,
});

export async function lockedEntry(tx: Tx, orgId: string, entryId: string) {
  const [row] = await tx
    .select()
    .from(kbEntries)
    .where(and(eq(kbEntries.orgId, orgId), eq(kbEntries.id, entryId)))
    .for('update');
  if (!row) throw notFound(KB_MESSAGES.notFound);
  const links = await tx
    .select({ productId: kbEntryProducts.productId })
    .from(kbEntryProducts)
    .where(eq(kbEntryProducts.kbEntryId, entryId));
  return { row, productIds: links.map((l) => l.productId) };
}

type LockedEntry = Awaited<ReturnType<typeof lockedEntry>>;

/**
 * An edit of one entry (kb.update): the entry locked with its products, its columns set from
 * `change` (a fresh updatedAt), then `after(tx)` for what else the edit writes; audited from the
 * entry as it was.
 */
export async function editKbEntry(
  ctx: ServiceContext,
  entryId: string,
  edit: {
    change: Partial<typeof kbEntries.$inferInsert>;
    before?: (tx: Tx) => Promise<void>;
    after?: (tx: Tx) => Promise<void>;
    audit: (before: LockedEntry) => AuditRecord;
  },
): Promise<void> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'kb.update',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const locked = await lockedEntry(tx, orgId, entryId);
      await edit.before?.(tx);
      await tx
        .update(kbEntries)
        .set({ ...edit.change, updatedAt: new Date() })
        .where(and(eq(kbEntries.orgId, orgId), eq(kbEntries.id, entryId)));
      await edit.after?.(tx);
      return locked;
    },
    audit: edit.audit,
  });
}

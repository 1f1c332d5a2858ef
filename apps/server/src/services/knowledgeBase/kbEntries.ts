/**
 * Staff's changes to the knowledge base: add, edit, delete, mark public or private, and the
 * products an entry belongs to. Each is one `mutate` (policy, one transaction, audit row, the
 * organisation's revision: an entry can be on every product).
 */
import {
  DomainError,
  KB_MESSAGES,
  notFound,
  type KbAccessLevel,
  type KbEntryValues,
} from '@candor/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { kbEntries, kbEntryProducts, products } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
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

const audited = (values: KbEntryValues) => ({
  question: values.question,
  accessLevel: values.accessLevel,
  favorite: values.favorite,
  productIds: values.productIds,
});

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
      after: audited(values),
    }),
  });
  return { id: created.id, message: KB_MESSAGES.created };
}

async function lockedEntry(tx: Tx, orgId: string, entryId: string) {
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
      after: audited(values),
    }),
  });
  return { id: entryId, message: KB_MESSAGES.updated };
}

/** Mark an entry public or private. */
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

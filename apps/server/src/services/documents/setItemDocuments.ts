/**
 * Save of an item's documents (staff-content.md §4 "File link"): the pending links and unlinks
 * are applied together, in the order given. Every id must be a document of the organisation
 * (another organisation's or a guessed id is not found, and nothing changes); a Documents item
 * keeps at least one file.
 */
import { DOCUMENT_MESSAGES, DomainError, notFound, type CardKind } from '@candor/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { isDocumentFile } from './libraryDocuments.js';
import { files, itemFiles } from '../../db/schema/index.js';
import { findItem } from '../items/findItem.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

export const DOCUMENTS_ITEM_NEEDS_FILE = 'Please upload a file to save this item.';

export interface ItemDocumentsSaved {
  itemUid: string;
  fileIds: string[];
  message: string;
}

export async function setItemDocuments(
  ctx: ServiceContext,
  input: { productId: string; itemUid: string; fileIds: string[] },
): Promise<ItemDocumentsSaved> {
  const { orgId } = ctx.viewer;
  const { productId, itemUid } = input;
  const fileIds = [...new Set(input.fileIds)];
  await mutate(ctx, {
    action: 'document.manage',
    subject: {},
    revision: { productId },
    async run(tx) {
      const item = await findItem(tx, { orgId, productId, uid: itemUid });
      const before = await replaceItemDocuments(tx, orgId, item, fileIds);
      return { itemId: item.id, before };
    },
    audit: ({ itemId, before }) => ({
      action: 'item.documents_saved',
      entityType: 'item',
      entityId: itemId,
      before: { itemUid, fileIds: before },
      after: { itemUid, fileIds },
    }),
  });
  return { itemUid, fileIds, message: DOCUMENT_MESSAGES.linksSaved };
}

/**
 * Links exactly `fileIds` to the item, in that order, inside the caller's transaction: each must
 * be a document of the organisation (else 404 and nothing changes), and a Documents item keeps
 * at least one. Answers the ids linked before.
 */
export async function replaceItemDocuments(
  tx: Tx,
  orgId: string,
  item: { id: string; kind: CardKind },
  fileIds: readonly string[],
): Promise<string[]> {
  if (item.kind === 'Documents' && fileIds.length === 0) {
    throw new DomainError('validation_failed', DOCUMENTS_ITEM_NEEDS_FILE, [
      { path: 'fileIds', message: DOCUMENTS_ITEM_NEEDS_FILE },
    ]);
  }
  if (fileIds.length > 0) {
    const known = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.orgId, orgId), inArray(files.id, [...fileIds]), isDocumentFile));
    if (known.length !== fileIds.length) throw notFound('Document not found');
  }
  const before = await linkedFileIds(tx, orgId, item.id);
  await tx.delete(itemFiles).where(and(eq(itemFiles.orgId, orgId), eq(itemFiles.itemId, item.id)));
  if (fileIds.length > 0) {
    await tx
      .insert(itemFiles)
      .values(fileIds.map((fileId, position) => ({ orgId, itemId: item.id, fileId, position })));
  }
  return before;
}

export async function linkedFileIds(db: DbOrTx, orgId: string, itemId: string): Promise<string[]> {
  const rows = await db
    .select({ fileId: itemFiles.fileId })
    .from(itemFiles)
    .where(and(eq(itemFiles.orgId, orgId), eq(itemFiles.itemId, itemId)))
    .orderBy(asc(itemFiles.position));
  return rows.map((r) => r.fileId);
}

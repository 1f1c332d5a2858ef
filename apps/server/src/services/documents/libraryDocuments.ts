/**
 * GET /api/documents/trust-center: every document of the organisation, by name, with the items
 * each is linked to. Staff-only (document.list), so the policy is checked before any read.
 */
import {
  assertAuthorized,
  cardTitle,
  type LibraryDocument,
  type LibraryDocumentLink,
  type LinkableItem,
} from '@candor/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  accounts,
  cards,
  files,
  itemFiles,
  items,
  ndaAcceptances,
  products,
} from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';

/**
 * Files that are documents: signed NDAs (clickwrap PDFs, copies signed outside) are files too,
 * but evidence of one account, never listed, linked to items, changed or deleted as documents.
 */
export const isDocumentFile = and(
  sql`not exists (select 1 from ${ndaAcceptances} where ${ndaAcceptances.signedFileId} = ${files.id})`,
  sql`not exists (select 1 from ${accounts} where ${accounts.ndaSignedFileId} = ${files.id})`,
)!;

export async function listLibraryDocuments(ctx: ServiceContext): Promise<LibraryDocument[]> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'document.list', { orgId });
  return loadLibraryDocuments(ctx.db, orgId);
}

export async function loadLibraryDocuments(
  db: Db | Tx,
  orgId: string,
  fileIds?: readonly string[],
): Promise<LibraryDocument[]> {
  const rows = await db
    .select({
      id: files.id,
      name: files.originalName,
      mimeType: files.contentType,
      size: files.size,
      createdAt: files.createdAt,
      expiresOn: files.expiresOn,
      encryptedType: files.encryptedType,
      documentAccessType: files.documentAccessType,
    })
    .from(files)
    .where(
      and(
        eq(files.orgId, orgId),
        fileIds ? inArray(files.id, [...fileIds]) : undefined,
        isDocumentFile,
      ),
    )
    .orderBy(asc(files.originalName), asc(files.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({
      fileId: itemFiles.fileId,
      itemId: items.id,
      itemUid: items.uid,
      itemTitle: items.title,
      productId: items.productId,
    })
    .from(itemFiles)
    .innerJoin(items, and(eq(items.id, itemFiles.itemId), eq(items.orgId, orgId)))
    .where(
      and(
        eq(itemFiles.orgId, orgId),
        inArray(
          itemFiles.fileId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(items.title));
  const byFile = new Map<string, LibraryDocumentLink[]>();
  for (const { fileId, ...link } of links) {
    byFile.set(fileId, [...(byFile.get(fileId) ?? []), link]);
  }
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    links: byFile.get(row.id) ?? [],
  }));
}

/** The document of the organisation, or undefined: another organisation's id is not found. */
export async function findLibraryDocument(db: Db | Tx, orgId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.orgId, orgId), eq(files.id, fileId), isDocumentFile));
  return row;
}

/** Whether any item links to the document (then changing it changes what portals show). */
export async function isLinked(db: Db | Tx, orgId: string, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ fileId: itemFiles.fileId })
    .from(itemFiles)
    .where(and(eq(itemFiles.orgId, orgId), eq(itemFiles.fileId, fileId)))
    .limit(1);
  return row !== undefined;
}

/** Every item of the organisation, with its linked documents, for the library's link panel. */
export async function listLinkableItems(ctx: ServiceContext): Promise<LinkableItem[]> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'document.list', { orgId });
  const rows = await ctx.db
    .select({
      itemId: items.id,
      productId: items.productId,
      productName: products.name,
      itemUid: items.uid,
      title: items.title,
      kind: items.kind,
      customCardTitle: cards.title,
    })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .leftJoin(cards, and(eq(cards.productId, items.productId), eq(cards.kind, items.kind)))
    .where(eq(items.orgId, orgId))
    .orderBy(asc(products.position), asc(products.name), asc(items.kind), asc(items.title));
  const links = await ctx.db
    .select({ itemId: itemFiles.itemId, fileId: itemFiles.fileId })
    .from(itemFiles)
    .where(eq(itemFiles.orgId, orgId))
    .orderBy(asc(itemFiles.position));
  const byItem = new Map<string, string[]>();
  for (const { itemId, fileId } of links)
    byItem.set(itemId, [...(byItem.get(itemId) ?? []), fileId]);
  return rows.map(({ itemId, customCardTitle, ...row }) => ({
    ...row,
    cardTitle: cardTitle({ kind: row.kind, title: customCardTitle }),
    fileIds: byItem.get(itemId) ?? [],
  }));
}

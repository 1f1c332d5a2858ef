/**
 * Rename a library document, set or clear its expiry date, make it view-only on the portals (or
 * follow the Trust Center's setting again), or delete it.
 */
import {
  DOCUMENT_MESSAGES,
  notFound,
  type DocumentPatch,
  type LibraryDocument,
} from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { files } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { isDocumentFile, isLinked, loadLibraryDocuments } from './libraryDocuments.js';

export async function updateDocument(
  ctx: ServiceContext,
  fileId: string,
  patch: DocumentPatch,
): Promise<{ document: LibraryDocument; message: string }> {
  const { orgId } = ctx.viewer;
  const linked = await isLinked(ctx.db, orgId, fileId);
  await mutate(ctx, {
    action: 'document.manage',
    subject: {},
    // Names of linked documents show on the portals.
    revision: linked ? 'organisation' : 'none',
    async run(tx) {
      const [row] = await tx
        .select({
          name: files.originalName,
          expiresOn: files.expiresOn,
          documentAccessType: files.documentAccessType,
        })
        .from(files)
        .where(and(eq(files.orgId, orgId), eq(files.id, fileId), isDocumentFile))
        .for('update');
      if (!row) throw notFound('Document not found');
      const set = {
        ...(patch.name === undefined ? {} : { originalName: patch.name }),
        ...(patch.expiresOn === undefined ? {} : { expiresOn: patch.expiresOn }),
        ...(patch.documentAccessType === undefined
          ? {}
          : { documentAccessType: patch.documentAccessType }),
      };
      if (Object.keys(set).length > 0) {
        await tx
          .update(files)
          .set(set)
          .where(and(eq(files.orgId, orgId), eq(files.id, fileId), isDocumentFile));
      }
      return row;
    },
    audit: (row) => ({
      action: 'document.updated',
      entityType: 'file',
      entityId: fileId,
      before: pick(row, patch),
      after: patch,
    }),
  });
  const [document] = await loadLibraryDocuments(ctx.db, orgId, [fileId]);
  return { document: document!, message: DOCUMENT_MESSAGES.renamed };
}

/** The row's values of the fields the patch changes (the audit row's before). */
const pick = (row: Required<DocumentPatch>, patch: DocumentPatch) =>
  Object.fromEntries(Object.keys(patch).map((field) => [field, row[field as keyof DocumentPatch]]));

/** Deletes the row (and so its links) with its audit row; the bytes go after the commit. */
export async function deleteDocument(
  ctx: ServiceContext,
  fileStore: FileStore,
  fileId: string,
): Promise<{ message: string }> {
  const { orgId } = ctx.viewer;
  const linked = await isLinked(ctx.db, orgId, fileId);
  const removed = await mutate(ctx, {
    action: 'document.manage',
    subject: {},
    revision: linked ? 'organisation' : 'none',
    async run(tx) {
      const [row] = await tx
        .delete(files)
        .where(and(eq(files.orgId, orgId), eq(files.id, fileId), isDocumentFile))
        .returning({
          name: files.originalName,
          storageKey: files.storageKey,
          sha256: files.sha256,
          size: files.size,
        });
      if (!row) throw notFound('Document not found');
      return row;
    },
    audit: (row) => ({
      action: 'document.deleted',
      entityType: 'file',
      entityId: fileId,
      before: { name: row.name, sha256: row.sha256, size: row.size },
    }),
  });
  await fileStore.delete(removed.storageKey);
  return { message: DOCUMENT_MESSAGES.deleted };
}

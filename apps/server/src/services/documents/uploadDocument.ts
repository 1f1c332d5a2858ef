/**
 * Upload and replace (the library's upload dialog and a row's Replace). The caller is
 * authorized before a byte of the body is read; the bytes are checked (readDocumentUpload),
 * stored under a new key, and only then does the row point at them, in one transaction with its
 * audit row. An upload may name its title (else the file's name is kept) and make the document
 * view-only on the portals; both are checked before anything is stored. A failed transaction removes the stored bytes again, and a process killed between
 * the two leaves bytes no row names: never a half document anyone can see. Replaced bytes are
 * removed only after the commit. Each stored original is a version of its document in the
 * document log (db/documentLog.ts), appended in the same transaction.
 */
import {
  assertAuthorized,
  DOCUMENT_MESSAGES,
  documentUploadFieldsSchema,
  DomainError,
  notFound,
  type DocumentUploadFields,
  type LibraryDocument,
} from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { appendDocumentVersion } from '../../db/documentLog.js';
import { files } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { findLibraryDocument, isLinked, loadLibraryDocuments } from './libraryDocuments.js';
import type { CheckedUpload } from './readDocumentUpload.js';
import { storeCheckedUpload } from './storeUpload.js';

export interface DocumentSaved {
  document: LibraryDocument;
  message: string;
}

export async function uploadDocument(
  ctx: ServiceContext,
  fileStore: FileStore,
  readUpload: () => Promise<CheckedUpload>,
): Promise<DocumentSaved> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'document.manage', { orgId });
  const upload = await readUpload();
  const { title, documentAccessType = null } = uploadFields(upload.fields);
  const { extractedText } = upload;
  const { originalName: fileName, ...stored } = await storeCheckedUpload(fileStore, orgId, upload);
  const originalName = title ?? fileName;
  try {
    const { fileId: id } = await mutate(ctx, {
      action: 'document.manage',
      subject: {},
      // A document no item links to is not on any portal yet.
      revision: 'none',
      async run(tx) {
        const [row] = await tx
          .insert(files)
          .values({ orgId, originalName, ...stored, extractedText, documentAccessType })
          .returning({ id: files.id });
        const fileId = row!.id;
        const version = await appendDocumentVersion(tx, { orgId, fileId, sha256: stored.sha256 });
        return { fileId, version };
      },
      audit: ({ fileId, version }) => ({
        action: 'document.uploaded',
        entityType: 'file',
        entityId: fileId,
        after: { name: originalName, ...stored, documentAccessType, version },
      }),
    });
    const [document] = await loadLibraryDocuments(ctx.db, orgId, [id]);
    return { document: document!, message: DOCUMENT_MESSAGES.uploaded };
  } catch (error) {
    await fileStore.delete(stored.storageKey);
    throw error;
  }
}

/** The upload's title and access type, or a 400 naming the field that is wrong. */
function uploadFields(fields: Record<string, string>): DocumentUploadFields {
  const parsed = documentUploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw new DomainError('validation_failed', errors[0]!.message, errors);
}

export async function replaceDocument(
  ctx: ServiceContext,
  fileStore: FileStore,
  fileId: string,
  readUpload: () => Promise<CheckedUpload>,
): Promise<DocumentSaved> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'document.manage', { orgId });
  const existing = await findLibraryDocument(ctx.db, orgId, fileId);
  if (!existing) throw notFound('Document not found');
  const upload = await readUpload();
  const { extractedText } = upload;
  const { originalName, ...stored } = await storeCheckedUpload(fileStore, orgId, upload);
  const linked = await isLinked(ctx.db, orgId, fileId);
  let replacedKey: string;
  try {
    ({ replacedKey } = await mutate(ctx, {
      action: 'document.manage',
      subject: {},
      revision: linked ? 'organisation' : 'none',
      async run(tx) {
        const [before] = await tx
          .select({ storageKey: files.storageKey })
          .from(files)
          .where(and(eq(files.orgId, orgId), eq(files.id, fileId)))
          .for('update');
        if (!before) throw notFound('Document not found');
        await tx
          .update(files)
          .set({ originalName, ...stored, extractedText })
          .where(and(eq(files.orgId, orgId), eq(files.id, fileId)));
        // A replaced file is a new version of its document.
        const version = await appendDocumentVersion(tx, { orgId, fileId, sha256: stored.sha256 });
        return { replacedKey: before.storageKey, version };
      },
      audit: ({ version }) => ({
        action: 'document.replaced',
        entityType: 'file',
        entityId: fileId,
        before: {
          name: existing.originalName,
          contentType: existing.contentType,
          size: existing.size,
          sha256: existing.sha256,
        },
        after: { name: originalName, ...stored, version },
      }),
    }));
  } catch (error) {
    await fileStore.delete(stored.storageKey);
    throw error;
  }
  if (replacedKey !== stored.storageKey) await fileStore.delete(replacedKey);
  const [document] = await loadLibraryDocuments(ctx.db, orgId, [fileId]);
  return { document: document!, message: DOCUMENT_MESSAGES.replaced };
}

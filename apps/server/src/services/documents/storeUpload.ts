/**
 * Puts checked upload bytes in the FileStore under a new key and describes them the way a
 * `files` row or a questionnaire's jsonb file reference stores them. Callers point a row at the
 * key inside their transaction and delete the key again if it fails.
 */
import { randomUUID } from 'node:crypto';
import type { StoredFileRef } from '../../db/schema/index.js';
import { storageKeys, type FileStore } from '../../storage/fileStore.js';
import type { CheckedUpload } from './readDocumentUpload.js';

export async function storeCheckedUpload(
  fileStore: FileStore,
  orgId: string,
  upload: CheckedUpload,
): Promise<StoredFileRef> {
  const storageKey = storageKeys.file(orgId, randomUUID());
  await fileStore.put(storageKey, upload.bytes, upload.contentType);
  return {
    originalName: upload.originalName,
    contentType: upload.contentType,
    size: upload.bytes.length,
    sha256: upload.sha256,
    storageKey,
    encryptedType: fileStore.encryptedTypeFor?.(storageKey) ?? null,
  };
}

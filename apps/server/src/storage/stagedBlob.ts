/**
 * Bytes about to be stored (a document or an image), with what their database row records: a
 * new id, the storage key the row refers to, the content type and the SHA-256 digest.
 */
import { createHash, randomUUID } from 'node:crypto';
import { storageKeys } from './fileStore.js';

export interface StagedBlob {
  id: string;
  storageKey: string;
  contentType: string;
  bytes: Buffer;
  sha256: string;
}

/** Documents are `file` rows, images (logos, icons, banners) `asset` rows. */
export function stageBlob(
  orgId: string,
  kind: 'asset' | 'file',
  bytes: Buffer,
  contentType: string,
): StagedBlob {
  const id = randomUUID();
  const storageKey = kind === 'asset' ? storageKeys.asset(orgId, id) : storageKeys.file(orgId, id);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { id, storageKey, contentType, bytes, sha256 };
}

/** The columns a file or asset row takes from its bytes. */
export function blobColumns(blob: StagedBlob) {
  return {
    id: blob.id,
    contentType: blob.contentType,
    storageKey: blob.storageKey,
    size: blob.bytes.length,
    sha256: blob.sha256,
  };
}

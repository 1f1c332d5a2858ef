/**
 * Where file bytes live (documents, logos, icons, banners). The database keeps the metadata and
 * a storage key; a FileStore maps keys to bytes: a local folder by default (LocalFileStore), an
 * S3-compatible bucket when configured (S3FileStore), either wrapped by EncryptedFileStore
 * (openFileStore.ts chooses).
 */
import type { SlotReader } from './slotReader.js';
import type { StoredFileStream } from './storedFile.js';

export interface FileStore {
  /** Stores (or replaces) the bytes under `key`. */
  put(key: string, bytes: Buffer | Uint8Array, contentType: string): Promise<void>;
  /**
   * The bytes under `key`, or null when there are none. With `expectedSha256` (the digest the
   * database recorded), bytes that do not match are refused with StoredFileIntegrityError (an
   * EncryptedFileStore proves sealed bytes by their authentication tag instead).
   */
  get(key: string, expectedSha256?: string): Promise<Buffer | null>;
  /**
   * A read stream and the size, or null when there is nothing under `key`. With
   * `expectedSha256`, the bytes are checked before the stream is handed out, so a caller never
   * starts sending bytes that turn out wrong: StoredFileIntegrityError instead. With a `reader`,
   * a store that keeps files on this machine reads them off the main thread, into the reader's
   * slots (slotReader.ts); the stream's chunks must then be handed back to `reader.release`.
   */
  stream(
    key: string,
    expectedSha256?: string,
    reader?: SlotReader,
  ): Promise<StoredFileStream | null>;
  /**
   * Whether bytes are stored under `key`, without reading them (a stat, a HEAD): for answers that
   * only need to know a file is there, such as which files a bulk download can include.
   */
  exists(key: string): Promise<boolean>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Resolves when the store can be reached and written to (the folder exists and is writable,
   * the bucket answers); rejects with the reason otherwise. `/readyz` asks it.
   */
  check(): Promise<void>;
  /**
   * How bytes put under `key` are encrypted at rest (what `files.encrypted_type` records), or
   * null when they are stored as they are. Stores without encryption leave it out.
   */
  encryptedTypeFor?(key: string): string | null;
}

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

/**
 * Keys are relative slash-separated paths of plain segments (letters, digits, '.', '_', '-',
 * not starting with '.'), so no key can climb out of the store or name a hidden file,
 * whatever the backend.
 */
export function assertValidStorageKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new InvalidStorageKeyError(String(key));
  }
  if (!key.split('/').every((segment) => SEGMENT.test(segment))) {
    throw new InvalidStorageKeyError(key);
  }
}

/** Conventional keys, so every writer lays files out the same way. */
export const storageKeys = {
  file: (orgId: string, fileId: string) => `orgs/${orgId}/files/${fileId}`,
  asset: (orgId: string, assetId: string) => `orgs/${orgId}/assets/${assetId}`,
};

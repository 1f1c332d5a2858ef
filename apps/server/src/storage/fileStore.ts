/**
 * Where file bytes live (documents, logos, icons, banners). The database keeps the metadata and
 * a storage key; a FileStore maps keys to bytes. Local folder by default; an S3-compatible store
 * can implement the same interface later.
 */
import type { Readable } from 'node:stream';

export interface StoredFileStream {
  stream: Readable;
  size: number;
}

export interface FileStore {
  /** Stores (or replaces) the bytes under `key`. */
  put(key: string, bytes: Buffer | Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** A read stream and the size, or null when there is nothing under `key`. */
  stream(key: string): Promise<StoredFileStream | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
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

/**
 * The one place the file store is chosen: an S3-compatible bucket when S3_BUCKET is set, else
 * DATA_DIR/files; documents are encrypted at rest under the configured master key either way.
 */
import type { Config } from './config.js';
import { EncryptedFileStore } from './storage/encryptedFileStore.js';
import type { FileStore } from './storage/fileStore.js';
import { LocalFileStore } from './storage/localFileStore.js';
import { S3FileStore } from './storage/s3FileStore.js';

export function openFileStore(config: Config): FileStore {
  const store: FileStore = config.s3
    ? new S3FileStore(config.s3)
    : LocalFileStore.inDataDir(config.dataDir);
  return config.filesEncryptionKey
    ? new EncryptedFileStore(store, config.filesEncryptionKey, undefined, config.filesPreviousKeys)
    : store;
}

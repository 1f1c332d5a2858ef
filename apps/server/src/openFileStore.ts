/**
 * The one place the file store is chosen: an S3-compatible bucket when S3_BUCKET is set, else
 * DATA_DIR/files; documents are encrypted at rest under the configured master key either way.
 * The AWS SDK (about 13 MB once loaded) is loaded only when a bucket is configured.
 */
import type { Config } from './config.js';
import { EncryptedFileStore } from './storage/encryptedFileStore.js';
import type { FileStore } from './storage/fileStore.js';
import { LocalFileStore } from './storage/localFileStore.js';

export async function openFileStore(config: Config): Promise<FileStore> {
  const store: FileStore = config.s3
    ? new (await import('./storage/s3FileStore.js')).S3FileStore(config.s3)
    : LocalFileStore.inDataDir(config.dataDir);
  return config.filesEncryptionKey
    ? new EncryptedFileStore(store, config.filesEncryptionKey, undefined, config.filesPreviousKeys)
    : store;
}

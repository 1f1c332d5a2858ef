import type { Config } from './config.js';
import type { FileStore } from './storage/fileStore.js';
import { LocalFileStore } from './storage/localFileStore.js';

/** Uploaded files and seeded documents live in DATA_DIR/files. */
export const openFileStore = (config: Config): FileStore =>
  LocalFileStore.inDataDir(config.dataDir);

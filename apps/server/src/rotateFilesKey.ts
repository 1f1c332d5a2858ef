/**
 * `node dist/rotate-files-key.js` (`npm run files:rotate-key`): after FILES_ENCRYPTION_KEY was
 * set to a new key and the old one moved to FILES_ENCRYPTION_PREVIOUS_KEYS, seals every stored
 * document under the new key. Safe to run again; prints what it did.
 */
import { runDatabaseCommand } from './cli/runDatabaseCommand.js';
import { openFileStore } from './openFileStore.js';
import { rotateFilesKey } from './services/files/rotateFilesKey.js';
import { EncryptedFileStore } from './storage/encryptedFileStore.js';

class RotationError extends Error {
  override name = 'RotationError';
}

runDatabaseCommand(
  async (db, config) => {
    const store = await openFileStore(config);
    if (!(store instanceof EncryptedFileStore)) {
      throw new RotationError('No file encryption key is configured: nothing to rotate.');
    }
    const report = await rotateFilesKey(db, store, (done) => {
      if (done % 100 === 0) console.log(`${done} files…`);
    });
    console.log(
      `${report.files} files: ${report.resealed} moved to the current key, ` +
        `${report.sealed} sealed for the first time, ${report.current} already current.`,
    );
    if (report.missing.length > 0) {
      console.log(`Missing from the file store (left as they are): ${report.missing.join(', ')}`);
    }
    return 0;
  },
  (error): error is RotationError => error instanceof RotationError,
);

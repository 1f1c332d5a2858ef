/** FileStore on a local folder, `${dataDir}/files` by default. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidStorageKey, type FileStore, type StoredFileStream } from './fileStore.js';

export const FILES_SUBDIR = 'files';

export class LocalFileStore implements FileStore {
  readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  /** The store for a data folder: `${dataDir}/files`. */
  static inDataDir(dataDir: string): LocalFileStore {
    return new LocalFileStore(path.join(dataDir, FILES_SUBDIR));
  }

  private pathOf(key: string): string {
    assertValidStorageKey(key);
    return path.join(this.rootDir, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer | Uint8Array, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write aside, then rename: a reader never sees a half-written file.
    const temp = `${target}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(key: string): Promise<StoredFileStream | null> {
    const file = this.pathOf(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    // Size and stream come from one open file, so a concurrent replace cannot mismatch them.
    try {
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

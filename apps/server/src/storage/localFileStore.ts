/** FileStore on a local folder, `${dataDir}/files` by default. */
import { createHash, randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertValidStorageKey, type FileStore } from './fileStore.js';
import { assertSameSha256, type StoredFileStream } from './storedFile.js';
import type { SlotReader } from './slotReader.js';

export const FILES_SUBDIR = 'files';

/** Files up to this size are read once, checked and sent from memory (see `stream`). */
export const SINGLE_READ_BYTES = 8 * 1024 * 1024;

export class LocalFileStore implements FileStore {
  readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  /** The store for a data folder: `${dataDir}/files`. */
  static inDataDir(dataDir: string): LocalFileStore {
    return new LocalFileStore(path.join(dataDir, FILES_SUBDIR));
  }

  async check(): Promise<void> {
    await fs.mkdir(this.rootDir, { recursive: true });
    await fs.access(this.rootDir, fsConstants.W_OK);
  }

  /** Where the bytes under `key` are (or would be) on disk. */
  pathOf(key: string): string {
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

  async get(key: string, expectedSha256?: string): Promise<Buffer | null> {
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (expectedSha256 !== undefined) {
      assertSameSha256(key, expectedSha256, createHash('sha256').update(bytes).digest('hex'));
    }
    return bytes;
  }

  /**
   * With an expected digest the bytes are checked before the stream is handed out. Hashing while
   * sending would detect a mismatch only after most bytes went out, leaving the client a
   * truncated download and the log a stream warning. A file of up to SINGLE_READ_BYTES is read
   * once into memory, hashed and sent from there; a larger one is read twice (hashed, then
   * streamed), so memory stays bounded whatever the file's size.
   */
  async stream(
    key: string,
    expectedSha256?: string,
    reader?: SlotReader,
  ): Promise<StoredFileStream | null> {
    const file = this.pathOf(key);
    if (reader) return reader.read(this.rootDir, key, expectedSha256, null);
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
      if (expectedSha256 !== undefined && size <= SINGLE_READ_BYTES) {
        const bytes = await handle.readFile();
        assertSameSha256(key, expectedSha256, createHash('sha256').update(bytes).digest('hex'));
        await handle.close();
        return { stream: Readable.from([bytes]), size: bytes.length };
      }
      if (expectedSha256 !== undefined) {
        const hash = createHash('sha256');
        for await (const chunk of handle.createReadStream({ start: 0, autoClose: false })) {
          hash.update(chunk as Buffer);
        }
        assertSameSha256(key, expectedSha256, hash.digest('hex'));
      }
      return { stream: handle.createReadStream({ start: 0 }), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
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

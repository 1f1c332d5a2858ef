/**
 * Encryption at rest as a FileStore decorator: documents put through it are sealed with
 * AES-256-GCM under a random data key of their own, and that key is stored wrapped (AES-256-GCM)
 * by the master key from the configuration (envelope encryption). The envelope travels with the
 * bytes, so the store needs nothing from the database to open them, and bytes written before
 * encryption existed (no envelope) are still read as they are.
 *
 * The envelope's layout, sealing and opening are in envelope.ts. Its GCM tag, which binds the
 * header and the storage key, is what checks a sealed file: every document gets a storage key of its own
 * (a new UUID, written once; `reseal` keeps the plaintext, checked), so the only envelope that
 * opens under a key is the one sealed for it from the uploaded bytes, and hashing the plaintext
 * again with SHA-256 on every read would prove nothing more (it cost a bulk download of 200 MB
 * a sixth of its CPU). Bytes without an envelope (stored before encryption, or put there by
 * hand) are still checked against the recorded SHA-256.
 *
 * Rotation: the store seals under the current master key and opens envelopes of the current
 * one and of any previous keys it is given (the key id says which); `reseal` moves one file to
 * the current key (services/files/rotateFilesKey.ts does every file).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  envelopeKeyId,
  isSealed,
  keyIdOf,
  openEnvelope,
  plaintextOf,
  sealEnvelope,
} from './envelope.js';
import { type FileStore } from './fileStore.js';
import { assertSameSha256, type StoredFileStream } from './storedFile.js';
import { LocalFileStore } from './localFileStore.js';
import type { SlotReader } from './slotReader.js';

/** What `files.encrypted_type` records for bytes this store sealed. */
export const ENVELOPE_TYPE = 'aes-256-gcm-envelope-v1';

/** Documents are sealed; public images (logos, icons, banners) are served often and stay plain. */
const isDocumentKey = (key: string) => /^orgs\/[^/]+\/files\//.test(key);

/** What `reseal` did with one stored file. */
export type ResealOutcome = 'resealed' | 'sealed' | 'current' | 'missing' | 'not-a-document';

export class EncryptedFileStore implements FileStore {
  private readonly keyId: Buffer;
  /** Every key envelopes may be opened with, by key id (hex): the current one and previous. */
  private readonly openers = new Map<string, Buffer>();

  constructor(
    readonly inner: FileStore,
    private readonly masterKey: Buffer,
    private readonly encrypts: (key: string) => boolean = isDocumentKey,
    previousKeys: readonly Buffer[] = [],
  ) {
    for (const k of [masterKey, ...previousKeys]) {
      if (k.length !== 32) throw new Error('The file encryption key must be 32 bytes');
      const id = keyIdOf(k).toString('hex');
      if (!this.openers.has(id)) this.openers.set(id, k);
    }
    this.keyId = keyIdOf(masterKey);
  }

  /**
   * Moves the file under `key` to the current master key: an envelope of a previous key is
   * opened, checked against the recorded SHA-256 and sealed again; bytes stored before encryption
   * are sealed. The replacement is written whole (LocalFileStore renames, S3 replaces the
   * object), so a reader sees the old envelope or the new one, never a mix.
   */
  async reseal(key: string, expectedSha256: string): Promise<ResealOutcome> {
    if (!this.encrypts(key)) return 'not-a-document';
    const stored = await this.inner.get(key);
    if (!stored) return 'missing';
    const sealed = isSealed(stored);
    if (sealed && envelopeKeyId(stored).equals(this.keyId)) return 'current';
    const plaintext = sealed ? this.open(key, stored) : stored;
    assertSameSha256(key, expectedSha256, createHash('sha256').update(plaintext).digest('hex'));
    await this.inner.put(key, this.seal(key, plaintext), 'application/octet-stream');
    return sealed ? 'resealed' : 'sealed';
  }

  check(): Promise<void> {
    return this.inner.check();
  }

  encryptedTypeFor(key: string): string | null {
    return this.encrypts(key) ? ENVELOPE_TYPE : null;
  }

  async put(key: string, bytes: Buffer | Uint8Array, contentType: string): Promise<void> {
    if (!this.encrypts(key)) return this.inner.put(key, bytes, contentType);
    return this.inner.put(key, this.seal(key, Buffer.from(bytes)), 'application/octet-stream');
  }

  async get(key: string, expectedSha256?: string): Promise<Buffer | null> {
    const stored = await this.inner.get(key);
    // A sealed file is proven by its GCM tag (see the top of this file).
    return stored && plaintextOf(this.openers, key, stored, expectedSha256);
  }

  async stream(
    key: string,
    expectedSha256?: string,
    reader?: SlotReader,
  ): Promise<StoredFileStream | null> {
    if (!this.encrypts(key)) return this.inner.stream(key, expectedSha256, reader);
    if (reader && this.inner instanceof LocalFileStore) {
      return reader.read(this.inner.rootDir, key, expectedSha256, this.openers);
    }
    // GCM proves the bytes only at their end, so they are opened and checked before any is sent.
    const bytes = await this.get(key, expectedSha256);
    if (!bytes) return null;
    return { stream: Readable.from([bytes]), size: bytes.length };
  }

  exists(key: string): Promise<boolean> {
    return this.inner.exists(key);
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }

  private seal(key: string, plaintext: Buffer): Buffer {
    return sealEnvelope(this.masterKey, key, plaintext);
  }

  private open(key: string, sealed: Buffer): Buffer {
    return openEnvelope(this.openers, key, sealed);
  }
}

/**
 * Encryption at rest as a FileStore decorator: documents put through it are sealed with
 * AES-256-GCM under a random data key of their own, and that key is stored wrapped (AES-256-GCM)
 * by the master key from the configuration (envelope encryption). The envelope travels with the
 * bytes, so the store needs nothing from the database to open them, and bytes written before
 * encryption existed (no envelope) are still read as they are.
 *
 *   'CNDRENC1' | key id (8) | wrap iv (12) | wrapped data key (32) | wrap tag (16)
 *             | data iv (12) | ciphertext | data tag (16)
 *
 * The header and the storage key are authenticated with the ciphertext, so an envelope moved to
 * another key, a flipped byte or a different master key is refused (StoredFileIntegrityError).
 * That authentication is what checks a sealed file: every document gets a storage key of its own
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
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  assertSameSha256,
  StoredFileIntegrityError,
  type FileStore,
  type StoredFileStream,
} from './fileStore.js';

/** What `files.encrypted_type` records for bytes this store sealed. */
export const ENVELOPE_TYPE = 'aes-256-gcm-envelope-v1';

const MAGIC = Buffer.from('CNDRENC1', 'ascii');
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const DATA_KEY_BYTES = 32;
const HEADER_BYTES = MAGIC.length + KEY_ID_BYTES + IV_BYTES + DATA_KEY_BYTES + TAG_BYTES + IV_BYTES;

/** Documents are sealed; public images (logos, icons, banners) are served often and stay plain. */
const isDocumentKey = (key: string) => /^orgs\/[^/]+\/files\//.test(key);

/** A master key fingerprint, so bytes sealed under another key say so instead of failing late. */
const keyIdOf = (masterKey: Buffer) =>
  createHash('sha256').update('candor-file-key-id').update(masterKey).digest().subarray(0, 8);

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
    if (sealed && this.keyIdOf(stored).equals(this.keyId)) return 'current';
    const plaintext = sealed ? this.open(key, stored) : stored;
    assertSameSha256(key, expectedSha256, createHash('sha256').update(plaintext).digest('hex'));
    await this.inner.put(key, this.seal(key, plaintext), 'application/octet-stream');
    return sealed ? 'resealed' : 'sealed';
  }

  private keyIdOf(sealed: Buffer): Buffer {
    return sealed.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES);
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
    if (!stored) return null;
    // A sealed file is proven by its GCM tag (see the top of this file).
    if (isSealed(stored)) return this.open(key, stored);
    if (expectedSha256) {
      assertSameSha256(key, expectedSha256, createHash('sha256').update(stored).digest('hex'));
    }
    return stored;
  }

  async stream(key: string, expectedSha256?: string): Promise<StoredFileStream | null> {
    if (!this.encrypts(key)) return this.inner.stream(key, expectedSha256);
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
    const dataKey = randomBytes(DATA_KEY_BYTES);
    const wrapIv = randomBytes(IV_BYTES);
    const wrap = createCipheriv('aes-256-gcm', this.masterKey, wrapIv);
    wrap.setAAD(Buffer.concat([MAGIC, this.keyId, Buffer.from(key)]));
    const wrappedKey = Buffer.concat([wrap.update(dataKey), wrap.final()]);
    const wrapTag = wrap.getAuthTag();

    const dataIv = randomBytes(IV_BYTES);
    const header = Buffer.concat([MAGIC, this.keyId, wrapIv, wrappedKey, wrapTag, dataIv]);
    const cipher = createCipheriv('aes-256-gcm', dataKey, dataIv);
    cipher.setAAD(Buffer.concat([header, Buffer.from(key)]));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    dataKey.fill(0);
    return Buffer.concat([header, body, cipher.getAuthTag()]);
  }

  private open(key: string, sealed: Buffer): Buffer {
    const refuse = (why: string) => new StoredFileIntegrityError(key, 'a sealed envelope', why);
    if (sealed.length < HEADER_BYTES + TAG_BYTES) throw refuse('a truncated envelope');
    let at = MAGIC.length;
    const take = (n: number) => sealed.subarray(at, (at += n));
    const keyId = take(KEY_ID_BYTES);
    const masterKey = this.openers.get(keyId.toString('hex'));
    if (!masterKey) throw refuse('an envelope sealed under another master key');
    const wrapIv = take(IV_BYTES);
    const wrappedKey = take(DATA_KEY_BYTES);
    const wrapTag = take(TAG_BYTES);
    const dataIv = take(IV_BYTES);
    const header = sealed.subarray(0, HEADER_BYTES);
    const body = sealed.subarray(HEADER_BYTES, sealed.length - TAG_BYTES);
    const tag = sealed.subarray(sealed.length - TAG_BYTES);
    try {
      const unwrap = createDecipheriv('aes-256-gcm', masterKey, wrapIv);
      unwrap.setAAD(Buffer.concat([MAGIC, keyId, Buffer.from(key)]));
      unwrap.setAuthTag(wrapTag);
      const dataKey = Buffer.concat([unwrap.update(wrappedKey), unwrap.final()]);
      const decipher = createDecipheriv('aes-256-gcm', dataKey, dataIv);
      decipher.setAAD(Buffer.concat([header, Buffer.from(key)]));
      decipher.setAuthTag(tag);
      // GCM's final() adds no bytes, and proves the tag: update's output is the whole plaintext
      // (not copied again: a bulk download opens hundreds of megabytes this way).
      const plaintext = decipher.update(body);
      decipher.final();
      dataKey.fill(0);
      return plaintext;
    } catch {
      throw refuse('an envelope that fails authentication');
    }
  }
}

const isSealed = (bytes: Buffer) =>
  bytes.length >= MAGIC.length && bytes.subarray(0, MAGIC.length).equals(MAGIC);

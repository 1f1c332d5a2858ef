/**
 * The sealed envelope of a document at rest (AES-256-GCM, envelope encryption), as pure
 * functions: EncryptedFileStore seals and opens with them on the main thread, and the document
 * reader's worker (readerWorker.ts) opens with them off it. Layout:
 *
 *   'CNDRENC1' | key id (8) | wrap iv (12) | wrapped data key (32) | wrap tag (16)
 *             | data iv (12) | ciphertext | data tag (16)
 *
 * The header and the storage key are authenticated with the ciphertext, so an envelope moved to
 * another key, a flipped byte or a different master key is refused (StoredFileIntegrityError).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { assertSameSha256, StoredFileIntegrityError } from './storedFile.js';

const MAGIC = Buffer.from('CNDRENC1', 'ascii');
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const DATA_KEY_BYTES = 32;
const HEADER_BYTES = MAGIC.length + KEY_ID_BYTES + IV_BYTES + DATA_KEY_BYTES + TAG_BYTES + IV_BYTES;

/** The keys envelopes may be opened with, by key id (hex). */
export type EnvelopeOpeners = ReadonlyMap<string, Buffer>;

/** A master key fingerprint, so bytes sealed under another key say so instead of failing late. */
export const keyIdOf = (masterKey: Buffer) =>
  createHash('sha256').update('candor-file-key-id').update(masterKey).digest().subarray(0, 8);

export const isSealed = (bytes: Uint8Array) =>
  bytes.length >= MAGIC.length && Buffer.from(bytes.buffer, bytes.byteOffset, 8).equals(MAGIC);

/** The id of the master key an envelope was sealed under. */
export const envelopeKeyId = (sealed: Buffer) =>
  sealed.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES);

export function sealEnvelope(masterKey: Buffer, key: string, plaintext: Buffer): Buffer {
  const keyId = keyIdOf(masterKey);
  const dataKey = randomBytes(DATA_KEY_BYTES);
  const wrapIv = randomBytes(IV_BYTES);
  const wrap = createCipheriv('aes-256-gcm', masterKey, wrapIv);
  wrap.setAAD(Buffer.concat([MAGIC, keyId, Buffer.from(key)]));
  const wrappedKey = Buffer.concat([wrap.update(dataKey), wrap.final()]);
  const wrapTag = wrap.getAuthTag();

  const dataIv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, keyId, wrapIv, wrappedKey, wrapTag, dataIv]);
  const cipher = createCipheriv('aes-256-gcm', dataKey, dataIv);
  cipher.setAAD(Buffer.concat([header, Buffer.from(key)]));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  dataKey.fill(0);
  return Buffer.concat([header, body, cipher.getAuthTag()]);
}

/** The plaintext of an envelope sealed for `key`; StoredFileIntegrityError when it does not open. */
export function openEnvelope(openers: EnvelopeOpeners, key: string, sealed: Buffer): Buffer {
  const refuse = (why: string) => new StoredFileIntegrityError(key, 'a sealed envelope', why);
  if (sealed.length < HEADER_BYTES + TAG_BYTES) throw refuse('a truncated envelope');
  let at = MAGIC.length;
  const take = (n: number) => sealed.subarray(at, (at += n));
  const keyId = take(KEY_ID_BYTES);
  const masterKey = openers.get(keyId.toString('hex'));
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

/**
 * The plaintext of bytes read from a store that seals documents: a sealed envelope is opened
 * (its GCM tag proves it); bytes without one (stored before encryption, or put there by hand)
 * are checked against the recorded SHA-256 when there is one.
 */
export function plaintextOf(
  openers: EnvelopeOpeners,
  key: string,
  stored: Buffer,
  expectedSha256?: string,
): Buffer {
  if (isSealed(stored)) return openEnvelope(openers, key, stored);
  if (expectedSha256) {
    assertSameSha256(key, expectedSha256, createHash('sha256').update(stored).digest('hex'));
  }
  return stored;
}

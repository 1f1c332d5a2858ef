import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ENVELOPE_TYPE, EncryptedFileStore } from './encryptedFileStore.js';
import { storageKeys } from './fileStore.js';
import { StoredFileIntegrityError } from './storedFile.js';
import { LocalFileStore } from './localFileStore.js';

let dataDir: string;
let disk: LocalFileStore;
let store: EncryptedFileStore;
const masterKey = randomBytes(32);

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-sealed-'));
  disk = LocalFileStore.inDataDir(dataDir);
  store = new EncryptedFileStore(disk, masterKey);
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const pdf = Buffer.from('%PDF-1.7\nSOC 2 Type II report of Northwind Cloud\n%%EOF');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const key = storageKeys.file('org-1', 'file-1');
const onDisk = (k: string) => path.join(dataDir, 'files', ...k.split('/'));

describe('documents', () => {
  test('are sealed on disk and come back whole from get and stream, checked by their SHA-256', async () => {
    await store.put(key, pdf, 'application/pdf');

    const raw = fs.readFileSync(onDisk(key));
    expect(raw.includes(Buffer.from('SOC 2 Type II'))).toBe(false);
    expect(raw.subarray(0, 8).toString()).toBe('CNDRENC1');
    expect(store.encryptedTypeFor(key)).toBe(ENVELOPE_TYPE);

    expect(await store.get(key, sha(pdf))).toEqual(pdf);
    const streamed = await store.stream(key, sha(pdf));
    expect(streamed?.size).toBe(pdf.length);
    expect(await buffer(streamed!.stream)).toEqual(pdf);
  });

  test('each file gets its own data key: the same bytes seal differently', async () => {
    const other = storageKeys.file('org-1', 'file-2');
    await store.put(key, pdf, 'application/pdf');
    await store.put(other, pdf, 'application/pdf');
    expect(fs.readFileSync(onDisk(key)).equals(fs.readFileSync(onDisk(other)))).toBe(false);
  });

  test('a flipped byte at rest is refused, never returned', async () => {
    await store.put(key, pdf, 'application/pdf');
    const raw = fs.readFileSync(onDisk(key));
    for (const at of [20, 70, raw.length - 30, raw.length - 1]) {
      const tampered = Buffer.from(raw);
      tampered[at]! ^= 0x01;
      fs.writeFileSync(onDisk(key), tampered);
      await expect(store.get(key, sha(pdf))).rejects.toThrow(StoredFileIntegrityError);
      await expect(store.stream(key, sha(pdf))).rejects.toThrow(StoredFileIntegrityError);
      await expect(store.get(key)).rejects.toThrow(StoredFileIntegrityError);
    }
  });

  test('an envelope copied under another key, or read with another master key, is refused', async () => {
    await store.put(key, pdf, 'application/pdf');
    const other = storageKeys.file('org-2', 'file-9');
    fs.mkdirSync(path.dirname(onDisk(other)), { recursive: true });
    fs.copyFileSync(onDisk(key), onDisk(other));
    await expect(store.get(other)).rejects.toThrow(StoredFileIntegrityError);

    const wrongKey = new EncryptedFileStore(disk, randomBytes(32));
    await expect(wrongKey.get(key)).rejects.toThrow(/another master key/);
  });

  test('plaintext written before encryption (the demo data of older installs) stays readable', async () => {
    await disk.put(key, pdf, 'application/pdf');
    expect(await store.get(key, sha(pdf))).toEqual(pdf);
    expect(await buffer((await store.stream(key, sha(pdf)))!.stream)).toEqual(pdf);
    // … and still checked against its recorded digest.
    await expect(store.get(key, sha(Buffer.from('other')))).rejects.toThrow(
      StoredFileIntegrityError,
    );
  });

  test('a missing file is null, and delete removes the sealed bytes', async () => {
    expect(await store.get(key)).toBeNull();
    expect(await store.stream(key)).toBeNull();
    await store.put(key, pdf, 'application/pdf');
    await store.delete(key);
    expect(fs.existsSync(onDisk(key))).toBe(false);
  });
});

test('public images (logos, icons) are stored as they are', async () => {
  const asset = storageKeys.asset('org-1', 'logo');
  const png = Buffer.from('\x89PNG fake');
  await store.put(asset, png, 'image/png');
  expect(fs.readFileSync(onDisk(asset))).toEqual(png);
  expect(store.encryptedTypeFor(asset)).toBeNull();
  expect(await buffer((await store.stream(asset, sha(png)))!.stream)).toEqual(png);
});

test('a master key of the wrong length is refused at start', () => {
  expect(() => new EncryptedFileStore(disk, randomBytes(16))).toThrow(/32 bytes/);
});

describe('master key rotation', () => {
  const newKey = randomBytes(32);

  test('a store given the old key as a previous one opens its envelopes and reseals them under the new key', async () => {
    await store.put(key, pdf, 'application/pdf');
    const sealedUnderOld = fs.readFileSync(onDisk(key));

    // The new key alone cannot open what the old one sealed.
    const newOnly = new EncryptedFileStore(disk, newKey);
    await expect(newOnly.get(key, sha(pdf))).rejects.toThrow(StoredFileIntegrityError);

    const rotating = new EncryptedFileStore(disk, newKey, undefined, [masterKey]);
    expect(await rotating.get(key, sha(pdf))).toEqual(pdf);
    expect(await rotating.reseal(key, sha(pdf))).toBe('resealed');
    expect(fs.readFileSync(onDisk(key)).equals(sealedUnderOld)).toBe(false);
    // Again: nothing to do.
    expect(await rotating.reseal(key, sha(pdf))).toBe('current');

    // Now the new key alone reads it, and the old key alone no longer does.
    expect(await newOnly.get(key, sha(pdf))).toEqual(pdf);
    await expect(store.get(key, sha(pdf))).rejects.toThrow(StoredFileIntegrityError);
  });

  test('bytes stored before encryption are sealed; a wrong digest or a missing file changes nothing', async () => {
    await disk.put(key, pdf, 'application/pdf');
    const rotating = new EncryptedFileStore(disk, newKey, undefined, [masterKey]);
    await expect(rotating.reseal(key, sha(Buffer.from('other')))).rejects.toThrow(
      StoredFileIntegrityError,
    );
    expect(fs.readFileSync(onDisk(key))).toEqual(pdf);

    expect(await rotating.reseal(key, sha(pdf))).toBe('sealed');
    expect(fs.readFileSync(onDisk(key)).subarray(0, 8).toString()).toBe('CNDRENC1');
    expect(await rotating.get(key, sha(pdf))).toEqual(pdf);

    expect(await rotating.reseal(storageKeys.file('org-1', 'gone'), sha(pdf))).toBe('missing');
    expect(await rotating.reseal('assets/logo.png', sha(pdf))).toBe('not-a-document');
  });
});

/** The S3 store against s3rver, a local S3-compatible server started by the test. */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { EncryptedFileStore } from './encryptedFileStore.js';
import { InvalidStorageKeyError, storageKeys } from './fileStore.js';
import { StoredFileIntegrityError } from './storedFile.js';
import { openFileStore } from '../openFileStore.js';
import { testConfig } from '../testing/testApp.js';
import { S3FileStore } from './s3FileStore.js';

const BUCKET = 'candor-test';
let server: S3rver;
let dir: string;
let store: S3FileStore;
let endpoint: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-s3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  store = new S3FileStore({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'candor/',
  });
});
afterAll(async () => {
  store?.client.destroy();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const pdf = Buffer.from('%PDF-1.4 penetration test summary');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('bytes put under a key come back from get and stream; put replaces; delete removes', async () => {
  const key = storageKeys.file('o1', 'f1');
  await store.put(key, pdf, 'application/pdf');
  expect(await store.get(key, sha(pdf))).toEqual(pdf);
  const streamed = await store.stream(key);
  expect(streamed?.size).toBe(pdf.length);
  expect(await buffer(streamed!.stream)).toEqual(pdf);
  expect(await store.exists(key)).toBe(true);

  // The object sits under the prefix, with its content type.
  const object = await store.client.send(
    new GetObjectCommand({ Bucket: BUCKET, Key: `candor/${key}` }),
  );
  expect(object.ContentType).toBe('application/pdf');

  await store.put(key, Buffer.from('second'), 'text/plain');
  expect((await store.get(key))?.toString()).toBe('second');
  await store.delete(key);
  expect(await store.exists(key)).toBe(false);
  expect(await store.get(key)).toBeNull();
  expect(await store.stream(key)).toBeNull();
  await expect(store.delete(key)).resolves.toBeUndefined();
});

test('bytes that differ from the recorded SHA-256 are refused before a stream is handed out', async () => {
  const key = storageKeys.file('o1', 'f2');
  await store.put(key, pdf, 'application/pdf');
  await expect(store.stream(key, sha(Buffer.from('other')))).rejects.toThrow(
    StoredFileIntegrityError,
  );
});

test('keys that could climb out of the prefix are refused before any request', async () => {
  await expect(store.put('../x', pdf, 'application/pdf')).rejects.toThrow(InvalidStorageKeyError);
  await expect(store.get('a//b')).rejects.toThrow(InvalidStorageKeyError);
});

test('encrypted on S3: the bucket holds only the envelope, and the document comes back whole', async () => {
  const sealed = new EncryptedFileStore(store, randomBytes(32));
  const key = storageKeys.file('o1', 'f3');
  await sealed.put(key, pdf, 'application/pdf');
  const raw = await store.get(key);
  expect(raw?.includes(Buffer.from('penetration'))).toBe(false);
  expect(await buffer((await sealed.stream(key, sha(pdf)))!.stream)).toEqual(pdf);
});

test('check answers for a bucket that exists and fails for one that does not (readiness)', async () => {
  await expect(store.check()).resolves.toBeUndefined();
  const missing = new S3FileStore({
    bucket: 'no-such-bucket',
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  try {
    await expect(missing.check()).rejects.toThrow();
  } finally {
    missing.client.destroy();
  }
});

test('with S3_BUCKET, the installation opens the bucket (the SDK loaded on first use), sealed', async () => {
  const s3 = {
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'opened/',
  };
  const opened = await openFileStore(testConfig({ s3, filesEncryptionKey: randomBytes(32) }));
  const key = storageKeys.file('o1', 'f4');
  await opened.put(key, pdf, 'application/pdf');
  await expect(opened.check()).resolves.toBeUndefined();
  expect(await buffer((await opened.stream(key, sha(pdf)))!.stream)).toEqual(pdf);
  // In the bucket under its prefix, sealed.
  const raw = await store.client.send(
    new GetObjectCommand({ Bucket: BUCKET, Key: `opened/${key}` }),
  );
  expect(
    Buffer.from(await raw.Body!.transformToByteArray()).includes(Buffer.from('penetration')),
  ).toBe(false);
});

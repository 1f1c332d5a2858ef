import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { InvalidStorageKeyError } from './fileStore.js';
import { StoredFileIntegrityError } from './storedFile.js';
import { LocalFileStore } from './localFileStore.js';

let dataDir: string;
let store: LocalFileStore;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-files-'));
  store = LocalFileStore.inDataDir(dataDir);
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('bytes put under a key come back from get and stream, under the data folder', async () => {
  const bytes = Buffer.from('%PDF-1.4 hello');
  await store.put('orgs/o1/files/f1', bytes, 'application/pdf');

  expect(await store.get('orgs/o1/files/f1')).toEqual(bytes);
  const streamed = await store.stream('orgs/o1/files/f1');
  expect(streamed?.size).toBe(bytes.length);
  expect(await buffer(streamed!.stream)).toEqual(bytes);
  expect(fs.readFileSync(path.join(dataDir, 'files', 'orgs', 'o1', 'files', 'f1'))).toEqual(bytes);
});

test('put replaces, delete removes, and a missing key is null rather than an error', async () => {
  await store.put('a/b.svg', Buffer.from('one'), 'image/svg+xml');
  await store.put('a/b.svg', Buffer.from('two'), 'image/svg+xml');
  expect((await store.get('a/b.svg'))?.toString()).toBe('two');
  expect(await store.exists('a/b.svg')).toBe(true);
  expect(await store.exists('a')).toBe(false);

  await store.delete('a/b.svg');
  expect(await store.exists('a/b.svg')).toBe(false);
  expect(await store.get('a/b.svg')).toBeNull();
  expect(await store.stream('a/b.svg')).toBeNull();
  await expect(store.delete('a/b.svg')).resolves.toBeUndefined();
  expect(await store.get('never/written')).toBeNull();
  // Nothing half-written is left beside the files.
  expect(fs.readdirSync(path.join(dataDir, 'files', 'a'))).toEqual([]);
});

test.each([
  '../outside',
  'a/../../outside',
  '/etc/passwd',
  'a//b',
  'a/./b',
  '.hidden',
  'a\\..\\b',
  'a/b/',
  '',
  'x'.repeat(600),
  'nul\0byte',
])('the key %j is refused before touching the disk', async (key) => {
  await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
    InvalidStorageKeyError,
  );
  await expect(store.get(key)).rejects.toThrow(InvalidStorageKeyError);
  await expect(store.delete(key)).rejects.toThrow(InvalidStorageKeyError);
  expect(fs.readdirSync(dataDir)).toEqual([]);
});

describe('with the SHA-256 the database recorded', () => {
  const bytes = Buffer.from('%PDF-1.4 the real document');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const alter = (key: string) =>
    fs.writeFileSync(path.join(dataDir, 'files', ...key.split('/')), '%PDF-1.4 the real documenT');

  test('matching bytes come back from get and stream', async () => {
    await store.put('orgs/o1/files/f1', bytes, 'application/pdf');
    expect(await store.get('orgs/o1/files/f1', sha256)).toEqual(bytes);
    const streamed = await store.stream('orgs/o1/files/f1', sha256.toUpperCase());
    expect(streamed?.size).toBe(bytes.length);
    expect(await buffer(streamed!.stream)).toEqual(bytes);
  });

  test('bytes altered on disk are refused by get and stream, naming the key', async () => {
    await store.put('orgs/o1/files/f1', bytes, 'application/pdf');
    alter('orgs/o1/files/f1');
    await expect(store.get('orgs/o1/files/f1', sha256)).rejects.toThrow(StoredFileIntegrityError);
    await expect(store.stream('orgs/o1/files/f1', sha256)).rejects.toThrow(
      /orgs\/o1\/files\/f1.*do not match their recorded SHA-256/,
    );
    // Without a digest the store stays a plain byte store.
    expect((await store.get('orgs/o1/files/f1'))?.toString()).toBe('%PDF-1.4 the real documenT');
  });
});

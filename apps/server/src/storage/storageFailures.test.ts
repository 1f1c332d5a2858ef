/**
 * A file store that is full or cannot be written: uploads answer 507 or 503 with words staff can
 * act on (never a bare 500), and /readyz stops saying ready, because it probes the store with a
 * small write and delete rather than only looking at the folder.
 */
import { writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { errorBodyOf } from '../testing/errorBody.js';
import { multipartFile } from '../testing/multipart.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { signInAs, TEST_BASE_URL, testConfig, testRenderer } from '../testing/testApp.js';
import { solidImage } from '../testing/testImages.js';
import { tempFolderForTest } from '../testing/tempFolder.js';
import { STORAGE_FULL_MESSAGE, STORAGE_UNWRITABLE_MESSAGE } from '../errors/storageErrors.js';
import type { FileStore } from './fileStore.js';
import { LocalFileStore } from './localFileStore.js';

const { t } = usePortalTestApp();

/** A folder store on a disk with no space left: every write goes to /dev/full first (ENOSPC). */
class FullDiskStore extends LocalFileStore {
  override async put(key: string, bytes: Buffer | Uint8Array, contentType: string) {
    await fs.writeFile('/dev/full', bytes);
    await super.put(key, bytes, contentType);
  }
}

let other: FastifyInstance | null = null;
afterEach(async () => {
  await other?.close();
  other = null;
});

async function appWith(fileStore: FileStore): Promise<FastifyInstance> {
  other = await buildApp({
    config: testConfig(),
    database: t.database,
    fileStore,
    renderer: testRenderer,
    jobWorker: false,
  });
  return other;
}

async function uploadLogo(app: FastifyInstance) {
  const cookie = await signInAs(app, STAFF_EMAIL, STAFF_PASSWORD);
  const body = multipartFile(await solidImage(100, 100));
  return app.inject({
    method: 'PUT',
    url: '/api/admin/settings/logo',
    payload: body.payload,
    headers: { cookie, origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host, ...body.headers },
  });
}

const tempDir = () => tempFolderForTest('store');

describe('a full file store', () => {
  it('answers an upload 507 with what to do, and /readyz is not ready', async () => {
    const app = await appWith(new FullDiskStore(tempDir()));
    const response = await uploadLogo(app);
    expect(response.statusCode).toBe(507);
    expect(errorBodyOf(response)).toEqual({
      code: 'storage_full',
      message: STORAGE_FULL_MESSAGE,
    });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', failing: ['files'] });
  });
});

describe('a file store that cannot be written', () => {
  it('answers an upload 503 with Retry-After, and /readyz is not ready', async () => {
    // The store's folder is a regular file: nothing can be written below it (ENOTDIR).
    const notAFolder = path.join(tempDir(), 'file');
    writeFileSync(notAFolder, 'not a folder');
    const app = await appWith(new LocalFileStore(notAFolder));
    const response = await uploadLogo(app);
    expect(response.statusCode).toBe(503);
    expect(errorBodyOf(response)).toEqual({
      code: 'storage_unavailable',
      message: STORAGE_UNWRITABLE_MESSAGE,
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', failing: ['files'] });
  });
});

it('probes the store at most once a few seconds, so /readyz stays cheap', async () => {
  let probes = 0;
  class CountingStore extends LocalFileStore {
    override async put(key: string, bytes: Buffer | Uint8Array, contentType: string) {
      probes += 1;
      await super.put(key, bytes, contentType);
    }
  }
  const dir = tempDir();
  const app = await appWith(new CountingStore(dir));
  for (let i = 0; i < 5; i += 1) {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  }
  expect(probes).toBe(1);
  // The probe leaves nothing behind.
  expect(await fs.readdir(path.join(dir, 'probes'))).toEqual([]);
});

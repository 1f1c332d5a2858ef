import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { buildAsset, TINY_PDF } from '../db/factories.js';
import { files } from '../db/schema/index.js';
import { getFollowing } from '../testing/fileDownloads.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';

const { t, f } = usePortalTestApp();

/** Changes one byte of what the store holds under `key`, as a failing disk or an intruder would. */
function alterOnDisk(key: string) {
  const file = path.join(t.fileStore.rootDir, ...key.split('/'));
  const bytes = fs.readFileSync(file);
  bytes[bytes.length - 2] = bytes[bytes.length - 2]! ^ 0xff;
  fs.writeFileSync(file, bytes);
}

// With logging off, every request logs through the app's one (silent) logger.
let logged: MockInstance;
beforeEach(() => {
  logged = vi.spyOn(t.app.log, 'error');
});
afterEach(() => logged.mockRestore());

const loggedMismatch = () =>
  logged.mock.calls.some(([fields]) =>
    String((fields as { err?: Error }).err?.message).includes(
      'do not match their recorded SHA-256',
    ),
  );

describe('served files are checked against their recorded SHA-256', () => {
  it('an asset whose bytes changed on disk is not served, and the mismatch is logged', async () => {
    const logo = await buildAsset(t.database.db, {
      org: f.org,
      fileStore: t.fileStore,
      type: 'logo',
      contentType: 'image/png',
      bytes: Buffer.from('the-logo-bytes-as-uploaded'),
    });
    const url = `/api/share/${f.org.id}/assets/${logo.id}?v=1`;
    expect((await t.app.inject({ method: 'GET', url })).body).toBe('the-logo-bytes-as-uploaded');

    alterOnDisk(logo.storageKey);
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal', message: 'Internal server error' });
    expect(loggedMismatch()).toBe(true);
  });

  it('a document whose bytes changed on disk is not sent, not even in part', async () => {
    const url = `/api/share/${f.org.id}/files/${f.files.publicFile.id}?itemUid=${f.items.publicItem.uid}`;
    const sent = await getFollowing(t.app, url);
    expect(sent.statusCode).toBe(200);
    expect(sent.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const [row] = await t.database.db
      .select({ storageKey: files.storageKey })
      .from(files)
      .where(eq(files.id, f.files.publicFile.id));
    alterOnDisk(row!.storageKey);
    const response = await getFollowing(t.app, url);
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.rawPayload.includes(TINY_PDF.subarray(0, 8))).toBe(false);
    expect(loggedMismatch()).toBe(true);
  });
});

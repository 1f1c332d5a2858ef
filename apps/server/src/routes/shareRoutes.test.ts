import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAsset, buildOrg, TINY_PDF } from '../db/factories.js';
import { assets } from '../db/schema/index.js';
import { notifyPortalChanged } from '../fleet/portalChanges.js';
import { errorBodyOf } from '../testing/errorBody.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { signInAs } from '../testing/testApp.js';
import { getFollowing, pdfPageTexts } from '../testing/fileDownloads.js';

const { t, f } = usePortalTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('asset route', () => {
  it('serves an asset with its content type, long-cached when versioned', async () => {
    const logo = await buildAsset(t.database.db, {
      org: f.org,
      fileStore: t.fileStore,
      type: 'logo',
      contentType: 'image/png',
      bytes: Buffer.from('not-really-a-png'),
    });
    const versioned = await get(`/api/share/${f.org.id}/assets/${logo.id}?v=3`);
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['content-type']).toBe('image/png');
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.body).toBe('not-really-a-png');

    const unversioned = await get(`/api/share/${f.org.id}/assets/${logo.id}`);
    expect(unversioned.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('serves SVG so that it cannot run script', async () => {
    const icon = await buildAsset(t.database.db, {
      org: f.org,
      fileStore: t.fileStore,
      type: 'icon',
    });
    const response = await get(`/api/share/${f.org.id}/assets/${icon.id}?v=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers 404 for unknown ids and for another organisation's asset", async () => {
    const other = await buildOrg(t.database.db);
    const foreign = await buildAsset(t.database.db, { org: other.org, fileStore: t.fileStore });
    expect((await get(`/api/share/${f.org.id}/assets/${foreign.id}`)).statusCode).toBe(404);
    expect((await get(`/api/share/${other.org.id}/assets/${foreign.id}`)).statusCode).toBe(200);
    expect((await get(`/api/share/${f.org.id}/assets/not-a-uuid`)).statusCode).toBe(404);
    // Remembered under its own organisation, it is still unknown under another.
    expect((await get(`/api/share/${f.org.id}/assets/${foreign.id}`)).statusCode).toBe(404);
  });

  it("reads a repeated request's row from memory for a second, and a change at once", async () => {
    const logo = await buildAsset(t.database.db, {
      org: f.org,
      fileStore: t.fileStore,
      contentType: 'image/png',
      bytes: Buffer.from('remembered-png'),
    });
    const url = `/api/share/${f.org.id}/assets/${logo.id}?v=1`;
    expect((await get(url)).body).toBe('remembered-png');
    // Behind the app's back (no mutate, so no change is announced): the row is remembered.
    await t.database.db.delete(assets).where(eq(assets.id, logo.id));
    expect((await get(url)).statusCode).toBe(200);
    // A change announced after its commit, as mutate does, is seen by the next request.
    notifyPortalChanged(f.org.id, t.database.db);
    expect((await get(url)).statusCode).toBe(404);
  });
});

describe('document route', () => {
  // A document link redirects to its signed link; a browser follows it with the same cookies.
  const get = (url: string, headers: Record<string, string> = {}) =>
    getFollowing(t.app, url, headers);
  const fileUrl = (fileId: string, itemUid: string, accessType = 'download') =>
    `/api/share/${f.org.id}/files/${fileId}?itemUid=${itemUid}&accessType=${accessType}`;

  it('sends the documents of public items with their original name', async () => {
    const response = await get(fileUrl(f.files.publicFile.id, f.items.publicItem.uid));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Encryption whitepaper.pdf"',
    );
    // A visitor's copy carries the watermark; the stored original is unchanged.
    const [page] = await pdfPageTexts(response.rawPayload);
    expect(page).toContain('Public');
    expect(page).toContain('Acme Corp');
  });

  it('opens a document inline for viewing, the default when no access type is asked', async () => {
    for (const url of [
      fileUrl(f.files.publicFile.id, f.items.publicItem.uid, 'view'),
      `/api/share/${f.org.id}/files/${f.files.publicFile.id}?itemUid=${f.items.publicItem.uid}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^inline;/);
    }
  });

  it('shows view-only documents in the portal and refuses to download them', async () => {
    const { viewOnlyFile } = f.files;
    const viewed = await get(fileUrl(viewOnlyFile.id, f.items.viewOnlyItem.uid, 'view'));
    expect(viewed.statusCode).toBe(200);
    expect((await pdfPageTexts(viewed.rawPayload))[0]).toContain('Public');

    const downloaded = await get(fileUrl(viewOnlyFile.id, f.items.viewOnlyItem.uid, 'download'));
    expect(downloaded.statusCode).toBe(403);
    expect(errorBodyOf(downloaded).message).toBe(
      'This file is view-only and not downloadable in the portal',
    );
    expect(downloaded.rawPayload.includes(TINY_PDF)).toBe(false);
  });

  it('lets staff with files:download download a view-only document (main mode)', async () => {
    const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const response = await get(
      fileUrl(f.files.viewOnlyFile.id, f.items.viewOnlyItem.uid, 'download'),
      { cookie },
    );
    expect(response.statusCode).toBe(200);
  });

  it("refuses a restricted item's documents to visitors", async () => {
    const response = await get(fileUrl(f.files.restrictedFile.id, f.items.restrictedItem.uid));
    expect(response.statusCode).toBe(403);
    expect(errorBodyOf(response).code).toBe('forbidden');
    expect(response.rawPayload.includes(TINY_PDF)).toBe(false);
  });

  it('lets signed-in staff open restricted documents (main mode)', async () => {
    const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const response = await get(fileUrl(f.files.restrictedFile.id, f.items.restrictedItem.uid), {
      cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(TINY_PDF)).toBe(true);
  });

  it("answers 404 for a document asked for under another organisation's id", async () => {
    const other = await buildOrg(t.database.db);
    const url = `/api/share/${other.org.id}/files/${f.files.publicFile.id}?itemUid=${f.items.publicItem.uid}`;
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url.replace(other.org.id, 'not-a-uuid'))).statusCode).toBe(404);
  });

  it('answers 404 when the file is not a document of that item, or the card is hidden', async () => {
    expect((await get(fileUrl(f.files.restrictedFile.id, f.items.publicItem.uid))).statusCode).toBe(
      404,
    );
    expect(
      (await get(fileUrl(f.files.hiddenCardFile.id, f.items.hiddenCardItem.uid))).statusCode,
    ).toBe(404);
    expect((await get(`/api/share/${f.org.id}/files/${f.files.publicFile.id}`)).statusCode).toBe(
      404,
    );
  });
});

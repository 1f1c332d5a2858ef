/**
 * Every byte of a document goes through the viewer's access check, then a short-lived signed
 * link; a PDF leaving for anyone but staff carries the viewer's watermark. Bad links and bulk
 * requests naming files the viewer may not read are refused, and nothing leaks.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCard, buildFile, buildItem, buildOrg, TINY_PDF } from '../db/factories.js';
import { portalCustomizations } from '../db/schema/index.js';
import { createSignedLinks, expiryIn, signedLinkPath } from '../services/files/signedLinks.js';
import { errorBodyOf } from '../testing/errorBody.js';
import { pdfText } from '../testing/pdfText.js';
import { getFollowing, pdfPageTexts, unzip } from '../testing/fileDownloads.js';
import { manyPagePdf, pdfBomb, UNPARSEABLE_PDF } from '../testing/hostilePdfs.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { signInAs, testConfig } from '../testing/testApp.js';

const { t, f } = usePortalTestApp();

const fileLink = (fileId: string, itemUid: string, accessType: 'view' | 'download') =>
  `/api/share/${f.org.id}/files/${fileId}?itemUid=${itemUid}&accessType=${accessType}`;

const bulk = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/acme/api/bulk-download',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

/** A public document of its own item holding `bytes`. */
async function publicDocument(bytes: Buffer, title = 'Annual report') {
  const item = await buildItem(t.database.db, {
    card: f.cards.dataSecurity,
    title,
    publicAccess: true,
  });
  const file = await buildFile(t.database.db, {
    org: f.org,
    item,
    fileStore: t.fileStore,
    bytes,
    originalName: `${title}.pdf`,
  });
  return { item, file };
}

describe('document links', () => {
  it('redirect to a short-lived signed link, never cached', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: fileLink(f.files.publicFile.id, f.items.publicItem.uid, 'view'),
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(
      new RegExp(`^/api/share/${f.org.id}/signed\\?token=`),
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('stamp every page of a PDF for a visitor, and leave staff copies and the original as they are', async () => {
    const original = await manyPagePdf(3);
    const { item, file } = await publicDocument(original);

    const visitor = await getFollowing(t.app, fileLink(file.id, item.uid, 'download'));
    expect(visitor.statusCode).toBe(200);
    const pages = await pdfPageTexts(visitor.rawPayload);
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      expect(page).toContain('Public');
      expect(page).toMatch(/Acme Corp \u00b7 \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    }

    const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const staff = await getFollowing(t.app, fileLink(file.id, item.uid, 'download'), { cookie });
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(original)).toBe(true);
    expect((await t.fileStore.get(file.storageKey))?.equals(original)).toBe(true);
  });

  it('refuse (409) a stored PDF that does not parse or is a bomb, never sending it unstamped', async () => {
    for (const bytes of [UNPARSEABLE_PDF, await pdfBomb()]) {
      const { item, file } = await publicDocument(bytes);
      const response = await getFollowing(t.app, fileLink(file.id, item.uid, 'download'));
      expect(response.statusCode).toBe(409);
      expect(errorBodyOf(response).message).toBe(
        'This document cannot be prepared for the portal. Please contact support.',
      );
    }
  });

  it('stamp at most two copies at once for one address: more answer 429 with Retry-After', async () => {
    // Six documents (stamps are shared per document and minute), their links signed first.
    const links: string[] = [];
    for (let pages = 1; pages <= 6; pages += 1) {
      const { item, file } = await publicDocument(await manyPagePdf(pages * 40), `Report ${pages}`);
      const signed = await t.app.inject({ url: fileLink(file.id, item.uid, 'download') });
      links.push(signed.headers.location as string);
    }
    const [elsewhere, ...mine] = links;
    const [other, ...answers] = await Promise.all([
      t.app.inject({ url: elsewhere!, remoteAddress: '203.0.113.9' }),
      ...mine.map((url) => t.app.inject({ url })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    expect(other.statusCode).toBe(200);
    const busy = answers.find((answer) => answer.statusCode === 429)!;
    expect(busy.headers['retry-after']).toBe('5');
    expect(errorBodyOf(busy).message).toBe(
      'Too many documents are being prepared. Please try again shortly.',
    );
    // Once those are done, the address is served again.
    expect((await t.app.inject({ url: links[5]! })).statusCode).toBe(200);
  });

  it("answer 404 for another organisation's file and for a guessed file id", async () => {
    const other = await buildOrg(t.database.db);
    const foreign = await buildFile(t.database.db, { org: other.org, fileStore: t.fileStore });
    for (const fileId of [foreign.id, randomUUID()]) {
      const response = await t.app.inject({
        method: 'GET',
        url: fileLink(fileId, f.items.publicItem.uid, 'download'),
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('refuse a view-only document for download, before any link is signed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: fileLink(f.files.viewOnlyFile.id, f.items.viewOnlyItem.uid, 'download'),
    });
    expect(response.statusCode).toBe(403);
    expect(errorBodyOf(response).message).toBe(
      'This file is view-only and not downloadable in the portal',
    );
    expect(response.headers.location).toBeUndefined();
  });
});

describe('signed links', () => {
  const links = createSignedLinks(testConfig().sessionSecret);
  const claims = () => ({
    k: 'file' as const,
    o: f.org.id,
    f: f.files.restrictedFile.id,
    i: f.items.restrictedItem.uid,
    a: 'download' as const,
    w: 'Public',
    e: expiryIn(60),
  });

  it('serve what they were signed for', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: signedLinkPath(f.org.id, links.sign(claims())),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuse a tampered link (403) and send nothing', async () => {
    const token = links.sign(claims());
    const [payload, signature] = token.split('.');
    // The same signature on a payload naming another file.
    const forged = Buffer.from(
      JSON.stringify({ ...claims(), f: f.files.hiddenCardFile.id }),
    ).toString('base64url');
    for (const bad of [`${forged}.${signature}`, `${payload}.AAAA`, 'garbage', `${payload}`]) {
      const response = await t.app.inject({ method: 'GET', url: signedLinkPath(f.org.id, bad) });
      expect(response.statusCode).toBe(403);
      expect(errorBodyOf(response).message).toBe('This download link is not valid');
      expect(response.rawPayload.includes(TINY_PDF.subarray(0, 8))).toBe(false);
    }
  });

  it('refuse an expired link (403) with a message saying so', async () => {
    const token = links.sign({ ...claims(), e: expiryIn(-1) });
    const response = await t.app.inject({ method: 'GET', url: signedLinkPath(f.org.id, token) });
    expect(response.statusCode).toBe(403);
    expect(errorBodyOf(response).message).toBe(
      'This download link has expired. Open the document again from the Trust Center.',
    );
  });

  it("refuse a link under another organisation's id", async () => {
    const other = await buildOrg(t.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: signedLinkPath(other.org.id, links.sign(claims())),
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuse a link signed with another secret', async () => {
    const foreign = createSignedLinks('another-secret-another-secret-another');
    const response = await t.app.inject({
      method: 'GET',
      url: signedLinkPath(f.org.id, foreign.sign(claims())),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('bulk download', () => {
  const named = (file: { id: string }, item: { uid: string }) => ({
    itemUid: item.uid,
    fileId: file.id,
  });

  it('zips exactly the public documents a visitor asked for, each watermarked', async () => {
    const response = await bulk({
      files: [named(f.files.publicFile, f.items.publicItem)],
      productId: f.product.id,
      selectAllUsed: false,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ fileUrl: string; successCount: number; failedFileIds: [] }>();
    expect(answer.successCount).toBe(1);
    expect(answer.failedFileIds).toEqual([]);

    const zip = await t.app.inject({ method: 'GET', url: answer.fileUrl });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('Acme Corp documents.zip');
    // Written by hand (the reply is hijacked to hand slots back), with the headers set on it.
    expect(zip.headers['cache-control']).toBe('private, no-store');
    expect(zip.headers['x-content-type-options']).toBe('nosniff');
    expect(zip.headers['referrer-policy']).toBe('no-referrer');
    expect(zip.headers['cross-origin-resource-policy']).toBe('same-site');
    const entries = await unzip(zip.rawPayload);
    expect([...entries.keys()]).toEqual(['Encryption whitepaper.pdf']);
    const [page] = await pdfPageTexts(entries.get('Encryption whitepaper.pdf')!);
    expect(page).toContain('Public');
  });

  it('zips the documents the visitor may download and lists the restricted and view-only ones as failed', async () => {
    const response = await bulk({
      files: [
        named(f.files.restrictedFile, f.items.restrictedItem),
        named(f.files.publicFile, f.items.publicItem),
        named(f.files.viewOnlyFile, f.items.viewOnlyItem),
      ],
      productId: f.product.id,
      selectAllUsed: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ fileUrl: string }>();
    expect(answer).toMatchObject({
      successCount: 1,
      failedFileIds: [f.files.restrictedFile.id, f.files.viewOnlyFile.id],
    });
    const zip = await t.app.inject({ method: 'GET', url: answer.fileUrl });
    expect(zip.statusCode).toBe(200);
    expect([...(await unzip(zip.rawPayload)).keys()]).toEqual(['Encryption whitepaper.pdf']);
  });

  it("refuses (403) a selection of which the visitor may download nothing, in the spec's words", async () => {
    const response = await bulk({
      files: [
        named(f.files.restrictedFile, f.items.restrictedItem),
        named(f.files.viewOnlyFile, f.items.viewOnlyItem),
      ],
      productId: f.product.id,
      selectAllUsed: false,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).not.toHaveProperty('fileUrl');
    expect(errorBodyOf(response).message).toBe('Failed to download 2 document(s)');
  });

  it("answers 404 for another organisation's file, a guessed id, a hidden card's file, another product", async () => {
    const other = await buildOrg(t.database.db);
    const foreign = await buildFile(t.database.db, { org: other.org, fileStore: t.fileStore });
    for (const file of [
      { itemUid: f.items.publicItem.uid, fileId: foreign.id },
      { itemUid: f.items.publicItem.uid, fileId: randomUUID() },
      named(f.files.hiddenCardFile, f.items.hiddenCardItem),
    ]) {
      const response = await bulk({ files: [file], productId: f.product.id, selectAllUsed: false });
      expect(response.statusCode).toBe(404);
      expect(errorBodyOf(response).message).toBe('Document not found');
    }
    const otherProduct = await bulk({
      files: [named(f.files.publicFile, f.items.publicItem)],
      productId: f.mobile.id,
      selectAllUsed: false,
    });
    expect(otherProduct.statusCode).toBe(404);
  });

  it('lets staff zip restricted documents, unstamped', async () => {
    const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const response = await bulk(
      {
        files: [named(f.files.restrictedFile, f.items.restrictedItem)],
        productId: f.product.id,
        selectAllUsed: false,
      },
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    const zip = await t.app.inject({
      method: 'GET',
      url: response.json<{ fileUrl: string }>().fileUrl,
    });
    const entries = await unzip(zip.rawPayload);
    expect(entries.get('Pentest report 2025.pdf')?.equals(TINY_PDF)).toBe(true);
  });

  it("puts a public item's bridge letter, made on request, into the zip beside the uploaded files", async () => {
    const reports = await buildCard(t.database.db, { product: f.product, kind: 'Reports' });
    const report = await buildItem(t.database.db, {
      card: reports,
      title: 'SOC 2 Type II',
      publicAccess: true,
      bridgeLetter: {
        letterEnabled: true,
        letterContent: 'No **material changes** since the report period.',
        signerName: 'Grace Hopper',
        signerTitle: 'Chief Executive Officer',
        letterType: 'SOC 2',
      },
    });
    const response = await bulk({
      files: [
        named(f.files.publicFile, f.items.publicItem),
        { itemUid: report.uid, fileId: `${report.uid}-bridge-letter`, generated: true },
      ],
      productId: f.product.id,
      selectAllUsed: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ fileUrl: string; successCount: number }>();
    expect(answer.successCount).toBe(2);
    const zip = await t.app.inject({ method: 'GET', url: answer.fileUrl });
    const entries = await unzip(zip.rawPayload);
    expect([...entries.keys()]).toEqual([
      'Encryption whitepaper.pdf',
      'SOC-2-Bridge-Letter-Acme-Corp.pdf',
    ]);
    const letter = await pdfText(entries.get('SOC-2-Bridge-Letter-Acme-Corp.pdf')!);
    expect(letter.replace(/\s+/g, ' ')).toContain('Grace Hopper');
  });

  it('reports files whose bytes are gone as failed and zips the rest', async () => {
    const item = await buildItem(t.database.db, {
      card: f.cards.dataSecurity,
      title: 'Lost report',
      publicAccess: true,
    });
    const lost = await buildFile(t.database.db, { org: f.org, item, fileStore: t.fileStore });
    await t.fileStore.delete(lost.storageKey);
    const response = await bulk({
      files: [named(f.files.publicFile, f.items.publicItem), named(lost, item)],
      productId: f.product.id,
      selectAllUsed: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ successCount: 1, failedFileIds: [lost.id] });
  });

  it('reports a PDF that cannot be stamped as failed and zips the rest, whole', async () => {
    const { item, file: broken } = await publicDocument(UNPARSEABLE_PDF, 'Broken report');
    const response = await bulk({
      files: [named(f.files.publicFile, f.items.publicItem), named(broken, item)],
      productId: f.product.id,
      selectAllUsed: true,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ fileUrl: string }>();
    expect(answer).toMatchObject({ successCount: 1, failedFileIds: [broken.id] });
    const zip = await t.app.inject({ method: 'GET', url: answer.fileUrl });
    expect(zip.statusCode).toBe(200);
    expect([...(await unzip(zip.rawPayload)).keys()]).toEqual(['Encryption whitepaper.pdf']);

    const alone = await bulk({
      files: [named(broken, item)],
      productId: f.product.id,
      selectAllUsed: false,
    });
    expect(alone.statusCode).toBe(409);
    expect(errorBodyOf(alone).message).toBe('Failed to download 1 document(s)');
  });

  it('refuses an empty selection (400) and a Trust Center without bulk download (403)', async () => {
    const empty = await bulk({ files: [], productId: f.product.id, selectAllUsed: false });
    expect(empty.statusCode).toBe(400);

    await t.database.db
      .update(portalCustomizations)
      .set({ bulkDownloadEnabled: false })
      .where(eq(portalCustomizations.orgId, f.org.id));
    try {
      const response = await bulk({
        files: [named(f.files.publicFile, f.items.publicItem)],
        productId: f.product.id,
        selectAllUsed: false,
      });
      expect(response.statusCode).toBe(403);
      expect(errorBodyOf(response).message).toBe(
        'Bulk download is not enabled for this Trust Center',
      );
    } finally {
      await t.database.db
        .update(portalCustomizations)
        .set({ bulkDownloadEnabled: true })
        .where(eq(portalCustomizations.orgId, f.org.id));
    }
  });
});

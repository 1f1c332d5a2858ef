/**
 * Bulk download of documents sealed at rest (EncryptedFileStore, as in production): the zip
 * holds each document's bytes exactly, in the order asked for, however many are read ahead; and
 * a document whose envelope was altered on disk fails the download instead of reaching the
 * visitor (its GCM tag is what proves it: no other digest is computed on the way out).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCard, buildFile, buildItem, buildOrg } from '../../db/factories.js';
import { unzip } from '../../testing/fileDownloads.js';
import { useTestApp } from '../../testing/testApp.js';
import { READ_AHEAD_BYTES } from './bulkDownload.js';

const t = useTestApp({ config: { filesEncryptionKey: randomBytes(32) } });

/** Public documents of random bytes; together larger than what is read ahead. */
async function sealedDocuments(slug: string, sizes: readonly number[]) {
  const { org, product } = await buildOrg(t.database.db, {
    slug,
    product: { slug: 'main', name: 'Main' },
  });
  const card = await buildCard(t.database.db, { product, kind: 'Reports' });
  const documents = [];
  for (const [n, size] of sizes.entries()) {
    const item = await buildItem(t.database.db, {
      card,
      title: `Report ${n + 1}`,
      publicAccess: true,
    });
    const bytes = randomBytes(size);
    const file = await buildFile(t.database.db, {
      org,
      item,
      fileStore: t.appFileStore,
      bytes,
      contentType: 'application/octet-stream',
      originalName: `report-${n + 1}.bin`,
    });
    documents.push({ item, file, bytes });
  }
  const answer = await t.app.inject({
    method: 'POST',
    url: `/${slug}/api/bulk-download`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      files: documents.map(({ item, file }) => ({ itemUid: item.uid, fileId: file.id })),
      productId: product.id,
      selectAllUsed: true,
    }),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const { fileUrl } = answer.json<{ fileUrl: string }>();
  const onDisk = (storageKey: string) => path.join(t.fileStore.rootDir, ...storageKey.split('/'));
  return { documents, fileUrl, onDisk };
}

/** A GET over HTTP: the bytes received, and whether the response broke off before its end. */
async function download(url: string): Promise<{ received: Buffer; failed: boolean }> {
  if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url }, (response) => {
        const chunks: Buffer[] = [];
        const done = (failed: boolean) => resolve({ received: Buffer.concat(chunks), failed });
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(!response.complete));
        response.on('error', () => done(true));
        response.on('aborted', () => done(true));
      })
      .on('error', reject);
  });
}

describe('bulk download of sealed documents', () => {
  it('zips every document with exactly its bytes, in the order asked for', async () => {
    const big = Math.ceil(READ_AHEAD_BYTES / 3);
    const { documents, fileUrl, onDisk } = await sealedDocuments('sealed-zip', [
      big,
      1,
      big,
      big,
      0,
      big,
      70_000,
    ]);
    // On disk they are sealed, not the bytes sent.
    const first = documents[0]!;
    expect(fs.readFileSync(onDisk(first.file.storageKey)).subarray(0, 8).toString()).toBe(
      'CNDRENC1',
    );

    const zip = await t.app.inject({ method: 'GET', url: fileUrl });
    expect(zip.statusCode).toBe(200);
    const entries = await unzip(zip.rawPayload);
    expect([...entries.keys()]).toEqual(documents.map((_, n) => `report-${n + 1}.bin`));
    documents.forEach(({ bytes }, n) => {
      expect(entries.get(`report-${n + 1}.bin`)?.equals(bytes)).toBe(true);
    });
  });

  it('fails the download when a document was altered at rest, sending none of its bytes', async () => {
    const { documents, fileUrl, onDisk } = await sealedDocuments(
      'sealed-tampered',
      [50_000, 50_000, 50_000],
    );
    const altered = documents[1]!;
    const sealed = fs.readFileSync(onDisk(altered.file.storageKey));
    sealed[sealed.length - 100]! ^= 0x01;
    fs.writeFileSync(onDisk(altered.file.storageKey), sealed);

    // Over a real connection: what arrives before the server breaks the download off.
    const { received, failed } = await download(fileUrl);
    expect(failed).toBe(true);
    await expect(unzip(received)).rejects.toThrow();
    expect(received.includes(documents[0]!.bytes)).toBe(true);
    expect(received.includes(altered.bytes.subarray(0, 4096))).toBe(false);
    expect(received.includes(altered.bytes.subarray(-4096))).toBe(false);
  });

  it('fails with an error, not a zip, when the first document was altered', async () => {
    const { documents, fileUrl, onDisk } = await sealedDocuments('sealed-first', [20_000, 20_000]);
    const altered = documents[0]!;
    const sealed = fs.readFileSync(onDisk(altered.file.storageKey));
    sealed[60]! ^= 0x01;
    fs.writeFileSync(onDisk(altered.file.storageKey), sealed);

    const zip = await t.app.inject({ method: 'GET', url: fileUrl });
    expect(zip.statusCode).toBe(500);
    expect(zip.headers['content-type']).not.toBe('application/zip');
    expect(zip.rawPayload.includes(altered.bytes.subarray(0, 4096))).toBe(false);
  });

  it('serves the next download whole after a client went away in the middle of one', async () => {
    const size = 3 * 1024 * 1024;
    const { documents, fileUrl } = await sealedDocuments('sealed-abort', [size, size, size, size]);
    if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    // A client that reads the first megabyte, then hangs up.
    await new Promise<void>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: fileUrl }, (response) => {
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > 1024 * 1024) request.destroy();
        });
      });
      request.on('close', () => resolve());
      request.on('error', (error) => (request.destroyed ? resolve() : reject(error)));
    });
    const { received, failed } = await download(fileUrl);
    expect(failed).toBe(false);
    const entries = await unzip(received);
    documents.forEach(({ bytes }, n) => {
      expect(entries.get(`report-${n + 1}.bin`)?.equals(bytes)).toBe(true);
    });
  });
});

/**
 * The export and import round trip on the demo: exported, imported under another slug on the
 * same installation (files sealed under this installation's key), the two portals show an
 * anonymous visitor the same content, every public document and image answers byte for byte
 * the same (a stamped PDF's signed receipt apart, which names its own organisation), and both audit chains verify, the archived one included.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, onTestFinished, vi } from 'vitest';
import { runAuditVerify } from '../../cli/auditVerify.js';
import { findReceiptSlot, hashOutsideSlot, RECEIPT_BYTES } from '../../pdf/pdfReceipt.js';
import { seedDemo, type SeedDemoResult } from '../../db/seed/index.js';
import { getFollowing } from '../../testing/fileDownloads.js';
import { BROWSER, useTestApp } from '../../testing/testApp.js';
import { exportOrganisation } from './exportOrganisation.js';
import { importOrganisation, type ImportReport } from './importOrganisation.js';

const t = useTestApp({ config: { filesEncryptionKey: randomBytes(32) } });
const dir = mkdtempSync(path.join(os.tmpdir(), 'candor-roundtrip-'));
const COPY = 'northwind-copy';
let demo: SeedDemoResult;
let report: ImportReport;

beforeAll(async () => {
  demo = await seedDemo(t.database, { fileStore: t.appFileStore });
  const file = path.join(dir, 'demo.candor.zip');
  await exportOrganisation(t.database.db, t.appFileStore, demo.orgId, file);
  report = await importOrganisation(t.database.db, t.appFileStore, file, { slug: COPY });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

async function page(url: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url, headers: BROWSER });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/** What the visitor sees, with the organisation's slug and the ids (and links' signatures) out. */
const comparable = (html: string, slug: string) =>
  html
    .replace(new RegExp(`(?<![\\w.-])${slug}(?![\\w.-])`, 'g'), 'ORG')
    .replace(UUID, 'ID')
    .replace(/([?&](?:sig|s|exp|e|t|v)=)[^&"'\\\s<]+/g, '$1X');

it('shows an anonymous visitor the same portal, product by product', async () => {
  expect(report.slug).toBe(COPY);
  for (const product of demo.productSlugs) {
    const original = await page(`/${demo.orgSlug}?product=${product}`);
    const copy = await page(`/${COPY}?product=${product}`);
    expect(comparable(copy, COPY)).toBe(comparable(original, demo.orgSlug));
  }
});

it('serves every public document and image of the copy byte for byte as the original', async () => {
  const links = (html: string) => [
    ...new Set(
      [...html.matchAll(/\/api\/share\/[0-9a-f-]+\/(?:assets|files)\/[^"'\\\s<]+/g)].map((m) =>
        m[0].replaceAll('&amp;', '&'),
      ),
    ),
  ];
  // A visitor's PDFs are stamped with the moment they are served: one moment for both.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
  onTestFinished(() => void vi.useRealTimers());
  const original = links(await page(`/${demo.orgSlug}`));
  const copy = links(await page(`/${COPY}`));
  expect(copy.length).toBe(original.length);
  expect(original.length).toBeGreaterThan(5);
  for (const [index, url] of original.entries()) {
    const a = await getFollowing(t.app, url);
    const b = await getFollowing(t.app, copy[index]!);
    expect(a.statusCode, url).toBe(200);
    expect(b.statusCode, copy[index]).toBe(200);
    // A stamped PDF carries a signed receipt naming its own organisation and document: the
    // receipts differ, every byte around them is the same.
    const slot = findReceiptSlot(a.rawPayload);
    expect(findReceiptSlot(b.rawPayload), copy[index]).toBe(slot);
    expect(
      Buffer.compare(outsideReceipt(b.rawPayload), outsideReceipt(a.rawPayload)),
      copy[index],
    ).toBe(0);
    if (slot !== null) {
      expect(hashOutsideSlot(b.rawPayload, slot)).toBe(hashOutsideSlot(a.rawPayload, slot));
    }
  }
});

/** The bytes with a receipt's place (if any) blanked. */
function outsideReceipt(bytes: Buffer): Buffer {
  const at = findReceiptSlot(bytes);
  if (at === null) return bytes;
  const copy = Buffer.from(bytes);
  copy.fill(0, at, at + RECEIPT_BYTES);
  return copy;
}

it('keeps the old audit chain as an archived segment, and audit:verify passes on both', async () => {
  expect(report.archivedRowsVerify).toBe(true);
  expect(report.archivedHead).toMatch(/^[0-9a-f]{64}$/);
  const result = await runAuditVerify(t.database.db, [COPY], dir);
  expect(result.output).toContain(`archived segment from ${demo.orgSlug}`);
  expect(result.code, result.output).toBe(0);
});

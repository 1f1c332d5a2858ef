// The server side of `npm run bench:documents`: the real app (routes, access checks, signed
// links, watermarking, the zip) on a fresh migrated PGlite with the encrypted local FileStore, holding
// BENCH_FILES public documents of BENCH_FILE_BYTES random bytes each and one public PDF of
// BENCH_PDF_PAGES pages. Prints one JSON line with what the bench needs, then serves until killed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildApp } from '../app.js';
import { parseConfig } from '../config.js';
import { buildCard, buildFile, buildItem, buildOrg, buildStaffUser } from '../db/factories.js';
import { createTestDatabase } from '../db/testing.js';
import { EncryptedFileStore } from '../storage/encryptedFileStore.js';
import { LocalFileStore } from '../storage/localFileStore.js';

const FILES = Number(process.env.BENCH_FILES ?? 200);
const FILE_BYTES = Number(process.env.BENCH_FILE_BYTES ?? 1_000_000);
const PDF_PAGES = Number(process.env.BENCH_PDF_PAGES ?? 20);
const STAFF_PASSWORD = 'bench-documents-password-42';

async function textPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    const page = pdf.addPage([595, 842]);
    for (let line = 0; line < 48; line += 1) {
      page.drawText(`Page ${n}, line ${line + 1}: controls, evidence and the auditor's opinion.`, {
        x: 56,
        y: 780 - line * 15,
        size: 10,
        font,
      });
    }
  }
  return Buffer.from(await pdf.save());
}

const filesDir = mkdtempSync(join(tmpdir(), 'candor-bench-documents-'));
// As in production (openFileStore.ts): documents sealed at rest under a master key.
const fileStore = new EncryptedFileStore(new LocalFileStore(filesDir), randomBytes(32));
const database = await createTestDatabase();
const db = database.db;
const { org, product } = await buildOrg(db, {
  slug: 'bench',
  name: 'Bench Corp',
  isDefault: true,
  product: { slug: 'main', name: 'Main' },
});
const card = await buildCard(db, { product, kind: 'Reports' });
const files = [];
for (let n = 0; n < FILES; n += 1) {
  const item = await buildItem(db, { card, title: `Report ${n + 1}`, publicAccess: true });
  const file = await buildFile(db, {
    org,
    item,
    fileStore,
    bytes: randomBytes(FILE_BYTES),
    contentType: 'application/octet-stream',
    originalName: `report-${n + 1}.bin`,
  });
  files.push({ itemUid: item.uid, fileId: file.id, storageKey: file.storageKey });
}
const pdfItem = await buildItem(db, { card, title: 'Annual report', publicAccess: true });
const pdfFile = await buildFile(db, {
  org,
  item: pdfItem,
  fileStore,
  bytes: await textPdf(PDF_PAGES),
  originalName: 'annual-report.pdf',
});
const staff = await buildStaffUser(db, {
  org,
  email: 'bench@bench.example',
  password: STAFF_PASSWORD,
});

const config = {
  ...parseConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', BASE_URL: 'http://127.0.0.1' }),
  sessionSecret: randomBytes(32).toString('hex'),
  dataDir: filesDir,
};
const app = await buildApp({
  config,
  database,
  fileStore,
  renderer: () => ({ status: 200, html: '<!doctype html><title>bench</title>' }),
  jobWorker: false,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

// BENCH_CPU_PROF=file.cpuprofile: a V8 CPU profile of the serving only (not of the set-up), as
// `node --cpu-prof` writes it; open it in Chrome DevTools or speedscope.
const profiler = process.env.BENCH_CPU_PROF ? await startProfiler() : null;

async function startProfiler() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (file: string) => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

const stop = async () => {
  if (profiler && process.env.BENCH_CPU_PROF) await profiler(process.env.BENCH_CPU_PROF);
  await app.close();
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

console.log(
  JSON.stringify({
    base: `http://127.0.0.1:${port}`,
    pid: process.pid,
    orgId: org.id,
    productId: product.id,
    portalPath: '/bench',
    filesDir,
    files,
    pdf: { itemUid: pdfItem.uid, fileId: pdfFile.id, size: pdfFile.size },
    staff: { email: staff.user.email, password: STAFF_PASSWORD },
  }),
);

// `npm run bench:receipt` (tsx, for the TypeScript it imports): what a copy's signed receipt
// (issue 27 §4, pdf/pdfReceipt.ts) adds to a watermarked download. For generated PDFs of 5, 50
// and 200 pages: pdf-lib's load + stamp + save of the watermark (pdf/watermarkPdf.ts, which now
// reserves the receipt's place), then the receipt's own work (find its place, hash the copy
// outside it in one pass, sign with Ed25519, write it), median over BENCH_ROUNDS (default 5) in
// this process. Prints figures; asserts nothing.
import { generateKeyPairSync, sign } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  findReceiptSlot,
  hashOutsideSlot,
  writeReceipt,
} from '../apps/server/src/pdf/pdfReceipt.ts';
import { watermarkPdf } from '../apps/server/src/pdf/watermarkPdf.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const { privateKey } = generateKeyPairSync('ed25519');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function pdfOf(pages) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < pages; page += 1) {
    const drawn = doc.addPage();
    for (let line = 0; line < 40; line += 1) {
      const text = `Line ${line} of page ${page} `.repeat(4);
      drawn.drawText(text, { x: 20, y: 800 - line * 18, size: 9, font });
    }
  }
  return doc.save();
}

for (const pages of [5, 50, 200]) {
  const original = await pdfOf(pages);
  const stamping = [];
  const receipts = [];
  let size = 0;
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    const stamp = { who: 'jane@buyer.example', organisation: 'Acme', at: new Date() };
    const copy = await watermarkPdf(await PDFDocument.load(original), stamp);
    const stamped = performance.now();
    const at = findReceiptSlot(copy);
    const receipt = {
      org: 'org',
      orgName: 'Acme',
      document: 'file',
      title: 'Report.pdf',
      version: 1,
      sha256: '0'.repeat(64),
      viewer: stamp.who,
      issuedAt: stamp.at.toISOString(),
      copySha256: hashOutsideSlot(copy, at),
    };
    writeReceipt(copy, at, receipt, (bytes) => sign(null, bytes, privateKey).toString('base64'));
    stamping.push(stamped - start);
    receipts.push(performance.now() - stamped);
    size = copy.length;
  }
  console.log(
    `${pages} pages, copy ${(size / 1024).toFixed(0)} KiB: watermark ${median(stamping).toFixed(1)} ms, ` +
      `receipt ${median(receipts).toFixed(2)} ms`,
  );
}

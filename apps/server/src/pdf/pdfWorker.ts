/**
 * A process of the PDF pool (pdfPool.ts forks it and speaks to it over IPC). It reads PDFs the
 * main process must not: with pdf-lib (parse, stamp) and pdf.js (text), after counting what the
 * file's compressed streams inflate to, so a decompression bomb is refused before either library
 * inflates it. Its heap is capped by --max-old-space-size; inflated bytes (ArrayBuffers, outside
 * that heap) by the count; the rest (time, resident memory) by the pool, which kills it.
 */
import { createPublicKey } from 'node:crypto';
import { inflateSync, createInflate, constants } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { extractDocumentText } from './extractDocumentText.js';
import { findReceiptSlot, hashOutsideSlot, verifyReceipt } from './pdfReceipt.js';
import { watermarkPdf } from './watermarkPdf.js';
import {
  PDF_LIMITS,
  type PdfJob,
  type PdfRefusal,
  type PdfReply,
  type PdfResult,
} from './pdfPool.js';

class Refused extends Error {
  constructor(readonly refusal: PdfRefusal) {
    super(refusal);
  }
}

const LENIENT = { finishFlush: constants.Z_SYNC_FLUSH };

/** The bytes one Flate stream inflates to, counted without keeping them (at most `limit` + a chunk). */
function countInflated(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate(LENIENT);
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        resolve(size);
      }
    });
    // A damaged stream counts as far as it inflates.
    inflate.on('error', () => resolve(size));
    inflate.on('end', () => resolve(size));
    inflate.end(data);
  });
}

/**
 * What the PDF's Flate streams inflate to together (chains of Flate filters followed), refused
 * past PDF_LIMITS.inflatedBytes. Image streams are left out: neither pdf-lib nor pdf.js's text
 * extraction decodes them.
 */
async function checkInflatedSize(bytes: Uint8Array): Promise<void> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let budget = PDF_LIMITS.inflatedBytes;
  for (const match of text.matchAll(/stream(\r\n|\n|\r)/g)) {
    const start = match.index + match[0].length;
    const objectStart = text.lastIndexOf('obj', match.index);
    if (objectStart < 0 || match.index - objectStart > 65_536) continue;
    const dictionary = text.slice(objectStart, match.index);
    if (!dictionary.trimEnd().endsWith('>>') || /\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const flates = dictionary.match(/\/(FlateDecode|Fl)\b/g)?.length ?? 0;
    if (flates === 0) continue;
    const end = text.indexOf('endstream', start);
    let data: Uint8Array = bytes.subarray(start, end < 0 ? bytes.length : end);
    try {
      for (let level = 1; level < flates; level += 1) {
        data = inflateSync(data, { ...LENIENT, maxOutputLength: budget });
      }
    } catch {
      throw new Refused('inflates-too-much');
    }
    budget -= await countInflated(data, budget);
    if (budget < 0) throw new Refused('inflates-too-much');
  }
}

/** pdf-lib must read it (the watermark needs it), with its pages. */
async function load(bytes: Uint8Array): Promise<PDFDocument> {
  await checkInflatedSize(bytes);
  let pdf: PDFDocument;
  let pages: number;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    pages = pdf.getPageCount();
  } catch (error) {
    throw new Refused(
      error instanceof Error && error.name === 'EncryptedPDFError' ? 'encrypted' : 'unreadable',
    );
  }
  if (pages === 0) throw new Refused('unreadable');
  if (pages > PDF_LIMITS.pages) throw new Refused('too-many-pages');
  return pdf;
}

async function run(job: PdfJob): Promise<PdfResult> {
  switch (job.kind) {
    case 'inspect': {
      const pages = (await load(job.bytes)).getPageCount();
      const text = job.text ? await extractDocumentText(job.bytes, 'application/pdf') : null;
      return { kind: 'inspect', pages, text };
    }
    case 'watermark': {
      const stamped = await watermarkPdf(await load(job.bytes), job.stamp);
      if (stamped.length > PDF_LIMITS.outputBytes(job.bytes.length)) {
        throw new Refused('output-too-large');
      }
      // The one pass over the copy's bytes: what its receipt will name (pdf/pdfReceipt.ts).
      const receiptAt = findReceiptSlot(stamped);
      if (receiptAt === null) throw new Error('the stamped copy has no place for its receipt');
      const copySha256 = hashOutsideSlot(stamped, receiptAt);
      return { kind: 'watermark', bytes: stamped, receiptAt, copySha256 };
    }
    case 'verify':
      return { kind: 'verify', check: verifyReceipt(job.bytes, createPublicKey(job.publicKeyPem)) };
  }
}

process.on('message', (message: { id: number; job: PdfJob }) => {
  void run(message.job).then(
    (result) => process.send!({ id: message.id, result } satisfies PdfReply),
    (error: unknown) => {
      // Anything pdf-lib or pdf.js throws on a file is the file's fault: it cannot be read.
      const refusal = error instanceof Refused ? error.refusal : 'unreadable';
      process.send!({ id: message.id, refusal } satisfies PdfReply);
    },
  );
});
// The pool's process gone (stopped, crashed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));

/**
 * PDFs an attacker uploads, generated (never committed as binaries): a decompression bomb (a
 * valid one-page PDF whose content stream is Flate data inflating to `inflatedBytes` of spaces;
 * `twice`: deflated again, under two Flate filters, a few kB on disk),
 * a file that starts `%PDF` and parses as nothing, and long ones (many pages).
 */
import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';

async function deflatedSpaces(inflatedBytes: number): Promise<Buffer> {
  // Written a MiB at a time: the test process never holds the inflated bytes.
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  for (let written = 0; written < inflatedBytes; written += chunk.length) {
    if (!deflate.write(chunk)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(parts);
}

export async function pdfBomb({ inflatedBytes = 200 * 1024 * 1024, twice = false } = {}) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 400]);
  const once = await deflatedSpaces(inflatedBytes);
  const contents = twice
    ? pdf.context.stream(deflateSync(once, { level: 9 }), {
        Filter: ['FlateDecode', 'FlateDecode'],
      })
    : pdf.context.stream(once, { Filter: 'FlateDecode' });
  page.node.set(PDFName.of('Contents'), pdf.context.register(contents));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

export const UNPARSEABLE_PDF = Buffer.from(
  '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\nThis is not a PDF: no objects, no pages.\n%%EOF\n',
  'latin1',
);

export async function manyPagePdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) pdf.addPage([300, 400]);
  return Buffer.from(await pdf.save());
}

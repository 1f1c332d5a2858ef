/**
 * What a browser does with a document link: follow the redirect to the signed link, with the
 * same cookies. What a reader finds in a PDF's pages: the text drawn on them. And what is in a zip.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, PDFRef } from 'pdf-lib';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';

export async function getFollowing(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const first = await app.inject({ method: 'GET', url, headers });
  const location = first.headers.location;
  if (first.statusCode !== 302 || typeof location !== 'string') return first;
  return app.inject({ method: 'GET', url: location, headers });
}

/**
 * The hex strings shown on each page (pdf-lib writes text as hex), decoded: enough to read a
 * watermark drawn in a standard font.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    let text = '';
    for (const ref of refs) {
      const stream = ref instanceof PDFRef ? pdf.context.lookup(ref) : ref;
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex] of source.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
        text += `${Buffer.from(hex!, 'hex').toString('latin1')}\n`;
      }
    }
    return text;
  });
}

/**
 * The entries of a zip: name and bytes. Rejects when the zip is cut short or an entry's bytes do
 * not match the CRC-32 the zip records for it (what unzip tools check).
 */
export function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            const data = Buffer.concat(chunks);
            if (crc32(data) !== entry.crc32) {
              return reject(new Error(`CRC-32 mismatch in ${entry.fileName}`));
            }
            entries.set(entry.fileName, data);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

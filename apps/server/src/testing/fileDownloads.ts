/**
 * What a browser does with a document link: follow the redirect to the signed link, with the
 * same cookies. And what a reader finds in a PDF's pages: the text drawn on them.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, PDFRef } from 'pdf-lib';

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

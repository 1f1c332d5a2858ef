/**
 * The text of an uploaded PDF, for visitor search (pdf.js, Mozilla's maintained reader, the same
 * library the portal draws PDFs with). Read at upload, once, in the PDF pool (pdf/pdfPool.ts),
 * after pdf-lib has parsed it; a PDF pdf.js cannot read then simply has no text, and never
 * fails the upload.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A document's text beyond this is not needed to find it. */
export const EXTRACTED_TEXT_MAX_CHARS = 200_000;
export const EXTRACTED_TEXT_MAX_PAGES = 200;

export async function extractDocumentText(
  bytes: Uint8Array,
  contentType: string,
): Promise<string | null> {
  if (contentType !== 'application/pdf') return null;
  let pdf;
  try {
    pdf = await getDocument({
      data: new Uint8Array(bytes),
      useSystemFonts: false,
      isEvalSupported: false,
      verbosity: 0,
    }).promise;
  } catch {
    return null;
  }
  try {
    const parts: string[] = [];
    let length = 0;
    const pages = Math.min(pdf.numPages, EXTRACTED_TEXT_MAX_PAGES);
    for (let number = 1; number <= pages && length < EXTRACTED_TEXT_MAX_CHARS; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' ');
      parts.push(text);
      length += text.length;
    }
    const text = parts
      .join('\n')
      .replaceAll('\u0000', '')
      .trim()
      .slice(0, EXTRACTED_TEXT_MAX_CHARS);
    return text === '' ? null : text;
  } catch {
    return null;
  } finally {
    await pdf.destroy();
  }
}

/**
 * The watermark of a PDF that leaves the server for anyone but staff: every page stamped, faint
 * and diagonal, with who received it (their e-mail, or 'Public'), the organisation and the
 * date-time, so a leaked copy can be traced to the download. The stored original is never
 * changed: the stamp is drawn on a copy, off the main thread (pdf/pdfPool.ts).
 */
import type * as PdfLib from 'pdf-lib';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { receiptPlaceholder } from './pdfReceipt.js';

export interface WatermarkStamp {
  /** The viewer's e-mail, or 'Public' for an anonymous visitor. */
  who: string;
  organisation: string;
  at: Date;
}

const PDF_MAGIC = Buffer.from('%PDF-');

/** By the bytes, not the stored type: what is a PDF gets stamped whatever it was called. */
export const looksLikePdf = (bytes: Uint8Array): boolean =>
  Buffer.from(bytes.subarray(0, 1024)).includes(PDF_MAGIC);

/** '2026-11-24 02:30 UTC': the same on every server, whatever its time zone. */
export const stampTime = (at: Date): string =>
  `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 16)} UTC`;

export const watermarkLines = (stamp: WatermarkStamp): [string, string] => [
  stamp.who,
  `${stamp.organisation} \u00b7 ${stampTime(stamp.at)}`,
];

/**
 * The standard fonts encode WinAnsi only: anything else (a name in another script) becomes '?'
 * rather than failing the download.
 */
function encodable(font: PDFFont, text: string): string {
  return [...text]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** Stamps `pdf` (loaded by the PDF pool's worker, pdf/pdfWorker.ts) and saves it. */
export async function watermarkPdf(pdf: PDFDocument, stamp: WatermarkStamp): Promise<Uint8Array> {
  // Loaded here: the server imports this file for looksLikePdf and stampTime; only the PDF
  // pool's processes stamp, and pdf-lib is about 20 MB resident.
  const { degrees, rgb, StandardFonts, PDFName, PDFRef } = await import('pdf-lib');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = watermarkLines(stamp).map((line) => encodable(font, line));
  const widest = Math.max(...lines.map((line) => font.widthOfTextAtSize(line, 1)));

  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    const angle = Math.atan2(height, width);
    const diagonal = Math.hypot(width, height);
    // Across most of the diagonal, never shouting: 10 to 40 points.
    const size = Math.max(10, Math.min(40, (diagonal * 0.7) / widest));
    const lineHeight = size * 1.3;
    lines.forEach((line, index) => {
      const textWidth = font.widthOfTextAtSize(line, size);
      // Centre each line on the page's centre, along the diagonal, the lines one under another.
      const offset = (index - (lines.length - 1) / 2) * lineHeight;
      const x = width / 2 - (textWidth / 2) * Math.cos(angle) + offset * Math.sin(angle);
      const y = height / 2 - (textWidth / 2) * Math.sin(angle) - offset * Math.cos(angle);
      page.drawText(line, {
        x,
        y,
        size,
        font,
        color: rgb(0.45, 0.45, 0.45),
        opacity: 0.18,
        rotate: degrees((angle * 180) / Math.PI),
      });
    });
  }
  reserveReceipt(pdf, { PDFName, PDFRef });
  return pdf.save({ updateFieldAppearances: false });
}

/**
 * The receipt's place (pdf/pdfReceipt.ts): an uncompressed stream of blanks the catalog names,
 * written out of any object stream so its bytes lie in the file as they are. A receipt the
 * original carried (a copy uploaded again) is dropped: a copy holds one receipt, its own.
 */
function reserveReceipt(
  pdf: PDFDocument,
  { PDFName, PDFRef }: Pick<typeof PdfLib, 'PDFName' | 'PDFRef'>,
): void {
  const key = PDFName.of('CandorReceipt');
  const previous = pdf.catalog.get(key);
  if (previous instanceof PDFRef) pdf.context.delete(previous);
  pdf.catalog.set(key, pdf.context.register(pdf.context.stream(receiptPlaceholder())));
}

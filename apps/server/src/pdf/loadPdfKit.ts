/**
 * pdfkit is loaded at its first use rather than at start: only a signed NDA, a bridge letter and
 * the demo's seed draw PDFs, and loaded it is about 20 MB of the server's resident memory
 * (bench:memory). Node keeps the module once loaded.
 */
import type PDFDocument from 'pdfkit';

export async function loadPdfKit(): Promise<typeof PDFDocument> {
  return (await import('pdfkit')).default;
}

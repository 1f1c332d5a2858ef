/** Text extracted from an uploaded PDF, for visitor search. */
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { TINY_PDF } from '../db/factories.js';
import { extractDocumentText } from './extractDocumentText.js';

function pdfWith(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    lines.forEach((line, index) => {
      if (index > 0) doc.addPage();
      doc.text(line);
    });
    doc.end();
  });
}

describe('extractDocumentText', () => {
  it('reads every page of a PDF', async () => {
    const bytes = await pdfWith(['SOC 2 bridge letter', 'Encryption of backups with AES-256']);
    const text = await extractDocumentText(bytes, 'application/pdf');
    expect(text).toContain('SOC 2 bridge letter');
    expect(text).toContain('Encryption of backups with AES-256');
  });

  it('gives nothing for other types, unreadable bytes or a PDF without text', async () => {
    expect(await extractDocumentText(Buffer.from('plain'), 'image/png')).toBeNull();
    expect(await extractDocumentText(Buffer.from('%PDF-1.4 broken'), 'application/pdf')).toBeNull();
    expect(await extractDocumentText(TINY_PDF, 'application/pdf')).toBeNull();
  });
});

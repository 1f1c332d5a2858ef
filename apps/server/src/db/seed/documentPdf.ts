/** Renders a demo document (title page and sections) as a small PDF with pdfkit. */
import { formatLongDate } from '@candor/domain';
import PDFDocument from 'pdfkit';
import type { SeedDocument } from './content/types.js';

export interface DocumentPdfInput {
  orgName: string;
  document: SeedDocument;
  issuedAt: Date;
}

const NAVY = '#0b2545';
const GREY = '#495057';

export function renderDocumentPdf({
  orgName,
  document,
  issuedAt,
}: DocumentPdfInput): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: document.title,
      Author: orgName,
      Subject: `${document.title} (${document.classification})`,
      CreationDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const issued = formatLongDate(issuedAt);
  pdf
    .rect(0, 0, pdf.page.width, 8)
    .fill(document.classification === 'Public' ? '#13a89e' : '#c92a2a');
  pdf
    .fillColor(GREY)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`${orgName.toUpperCase()}  |  ${document.classification.toUpperCase()}`, {
      characterSpacing: 1,
    });
  pdf.moveDown(2);
  pdf.fillColor(NAVY).font('Helvetica-Bold').fontSize(24).text(document.title);
  pdf.moveDown(0.4);
  pdf.fillColor(GREY).font('Helvetica').fontSize(11).text(`Issued ${issued}`);
  if (document.classification !== 'Public') {
    pdf
      .moveDown(0.4)
      .text('Shared under a non-disclosure agreement. Do not redistribute.', { oblique: true });
  }
  pdf.moveDown(1.5);

  for (const section of document.sections) {
    pdf.fillColor(NAVY).font('Helvetica-Bold').fontSize(13).text(section.heading);
    pdf.moveDown(0.3);
    pdf.fillColor('#212529').font('Helvetica').fontSize(10.5).text(section.body, {
      align: 'justify',
      lineGap: 2,
    });
    pdf.moveDown(1);
  }

  pdf
    .fillColor(GREY)
    .fontSize(8)
    .text(
      `${orgName} is a fictional company. This document was generated as demo content for Candor.`,
      { align: 'center' },
    );
  pdf.end();
  return done;
}

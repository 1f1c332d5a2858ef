/**
 * Renders a demo document as a PDF with pdfkit: a title block and numbered sections (paragraphs,
 * bullet lists, tables). A document with a subtitle is a longer one and gets a cover page and
 * a contents list. Every page carries the organisation, the classification and 'Page n of m'.
 */
import { formatLongDate } from '@candor/domain';
import type PDFDocument from 'pdfkit';
import { loadPdfKit } from '../../pdf/loadPdfKit.js';
import type { SeedDocument, SeedDocumentSection } from './content/types.js';

export interface DocumentPdfInput {
  orgName: string;
  document: SeedDocument;
  issuedAt: Date;
}

const NAVY = '#0b2545';
const GREY = '#495057';
const INK = '#212529';
const RULE = '#dee2e6';
const MARGIN = 56;

type Pdf = InstanceType<typeof PDFDocument>;

export async function renderDocumentPdf({
  orgName,
  document,
  issuedAt,
}: DocumentPdfInput): Promise<Buffer> {
  const PDFKit = await loadPdfKit();
  const pdf = new PDFKit({
    size: 'A4',
    margins: { top: MARGIN + 10, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    bufferPages: true,
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
  const accent = document.classification === 'Public' ? '#13a89e' : '#c92a2a';
  const issued = formatLongDate(issuedAt);

  if (document.subtitle) cover(pdf, { orgName, document, issued, accent });
  else titleBlock(pdf, { document, issued });

  document.sections.forEach((section, index) => {
    if (pdf.y > pdf.page.height - 200) pdf.addPage();
    sectionOf(pdf, section, document.subtitle ? `${index + 1}. ` : '');
  });

  pdf.moveDown(1);
  pdf
    .fillColor(GREY)
    .font('Helvetica-Oblique')
    .fontSize(8)
    .text(
      `${orgName} is a fictional company. This document was generated as demo content for Candor.`,
      MARGIN,
      undefined,
      { align: 'center' },
    );

  runningLines(pdf, { orgName, document, accent, hasCover: Boolean(document.subtitle) });
  pdf.end();
  return done;
}

function cover(
  pdf: Pdf,
  input: { orgName: string; document: SeedDocument; issued: string; accent: string },
) {
  const { orgName, document, issued, accent } = input;
  const width = pdf.page.width - 2 * MARGIN;
  pdf.rect(0, 0, pdf.page.width, 250).fill(NAVY);
  pdf.rect(0, 250, pdf.page.width, 6).fill(accent);
  pdf
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(orgName.toUpperCase(), MARGIN, 72, { characterSpacing: 2 });
  pdf.font('Helvetica-Bold').fontSize(30).text(document.title, MARGIN, 130, { width });
  pdf
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(15)
    .text(document.subtitle ?? '', MARGIN, 300, { width });
  pdf.moveDown(1.5).fillColor(GREY).fontSize(11);
  pdf.text(
    [document.version, `Issued ${issued}`, document.classification].filter(Boolean).join('  ·  '),
  );

  pdf.moveDown(3).fillColor(NAVY).font('Helvetica-Bold').fontSize(13).text('Contents');
  pdf.moveDown(0.5).font('Helvetica').fontSize(11).fillColor(INK);
  document.sections.forEach((section, index) => {
    pdf.text(`${index + 1}.  ${section.heading}`, { lineGap: 5 });
  });
  pdf.addPage();
}

function titleBlock(pdf: Pdf, input: { document: SeedDocument; issued: string }) {
  const { document, issued } = input;
  pdf.fillColor(NAVY).font('Helvetica-Bold').fontSize(24).text(document.title);
  pdf.moveDown(0.4);
  pdf.fillColor(GREY).font('Helvetica').fontSize(11).text(`Issued ${issued}`);
  if (document.classification !== 'Public') {
    pdf
      .moveDown(0.4)
      .font('Helvetica-Oblique')
      .text('Shared under a non-disclosure agreement. Do not redistribute.');
  }
  pdf.moveDown(1.5);
}

function paragraph(pdf: Pdf, text: string) {
  pdf
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(10.5)
    .text(text, MARGIN, undefined, { align: 'justify', lineGap: 2 });
  pdf.moveDown(0.6);
}

function sectionOf(pdf: Pdf, section: SeedDocumentSection, number: string) {
  pdf
    .fillColor(NAVY)
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(`${number}${section.heading}`, MARGIN);
  pdf.moveDown(0.3);
  paragraph(pdf, section.body);
  if (section.bullets) {
    pdf.fillColor(INK).font('Helvetica').fontSize(10.5);
    pdf.list(section.bullets, MARGIN + 8, undefined, {
      bulletRadius: 2,
      textIndent: 12,
      lineGap: 2,
      paragraphGap: 3,
    });
    pdf.moveDown(0.6);
  }
  if (section.table) table(pdf, section.table);
  if (section.after) paragraph(pdf, section.after);
  pdf.moveDown(0.6);
}

function table(pdf: Pdf, { columns, rows }: { columns: string[]; rows: string[][] }) {
  const width = pdf.page.width - 2 * MARGIN;
  const column = width / columns.length;
  const rowHeight = 20;
  if (pdf.y + rowHeight * (rows.length + 1) > pdf.page.height - MARGIN - 20) pdf.addPage();
  let y = pdf.y;
  const line = (cells: string[], bold: boolean, fill: string | null) => {
    if (fill) pdf.rect(MARGIN, y, width, rowHeight).fill(fill);
    pdf
      .fillColor(bold ? NAVY : INK)
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9.5);
    cells.forEach((cell, index) => {
      pdf.text(cell, MARGIN + index * column + 6, y + 6, { width: column - 12, lineBreak: false });
    });
    y += rowHeight;
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  };
  line(columns, true, '#f1f3f5');
  rows.forEach((row) => line(row, false, null));
  pdf.x = MARGIN;
  pdf.y = y + 10;
}

/** The header and footer of every page but the cover. */
function runningLines(
  pdf: Pdf,
  input: { orgName: string; document: SeedDocument; accent: string; hasCover: boolean },
) {
  const { orgName, document, accent, hasCover } = input;
  const range = pdf.bufferedPageRange();
  const first = hasCover ? 1 : 0;
  const width = pdf.page.width - 2 * MARGIN;
  for (let page = range.start + first; page < range.start + range.count; page++) {
    pdf.switchToPage(page);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.rect(0, 0, pdf.page.width, 6).fill(accent);
    pdf
      .fillColor(GREY)
      .font('Helvetica-Bold')
      .fontSize(8)
      .text(`${orgName.toUpperCase()}  |  ${document.title.toUpperCase()}`, MARGIN, 28, {
        width,
        characterSpacing: 1,
        lineBreak: false,
      });
    pdf
      .font('Helvetica')
      .text(
        `${document.classification}  ·  Page ${page + 1} of ${range.count}`,
        MARGIN,
        pdf.page.height - 40,
        { width, align: 'right', lineBreak: false },
      );
    pdf.page.margins.bottom = bottom;
  }
}

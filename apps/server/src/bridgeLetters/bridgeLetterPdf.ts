/**
 * The bridge letter as a PDF (staff-content.md §3 "Bridge letter"): the organisation, the date
 * ('MMMM dd, yyyy'), the letter type, the letter's Markdown as headings, paragraphs, lists,
 * quotes and code, then the signer's name and title. Made with pdfkit in DejaVu Sans.
 */
import { formatBridgeLetterDate, type BridgeLetter } from '@candor/domain';
import type PDFDocument from 'pdfkit';
import { loadPdfKit } from '../pdf/loadPdfKit.js';
import { letterFonts, type LetterFont } from './bridgeLetterFonts.js';
import { letterBlocks, type LetterBlock, type Run } from './letterMarkdown.js';

export interface BridgeLetterPdfInput {
  letter: BridgeLetter;
  orgName: string;
  /** The letter's date: the day it is generated. */
  date: Date;
}

export const INK = '#212529';
export const MUTED = '#495057';
const LINK = '#1c5cab';
export const MARGIN = 64;
export const BODY_SIZE = 11;
const HEADING_SIZES = [0, 18, 15, 13, 12, 11, 11];
/** Indent of each list or quote level. */
const STEP = 18;

export type Doc = InstanceType<typeof PDFDocument>;

function fontOf(run: Pick<Run, 'bold' | 'italic' | 'code'>): LetterFont {
  if (run.code) return 'mono';
  if (run.bold && run.italic) return 'boldItalic';
  if (run.bold) return 'bold';
  return run.italic ? 'italic' : 'body';
}

/** Writes styled runs as one flowing paragraph starting at x, wrapping within the margin. */
function writeRuns(
  pdf: Doc,
  runs: readonly Run[],
  x: number,
  options: { size: number; y?: number; bold?: boolean },
) {
  const width = pdf.page.width - MARGIN - x;
  const parts =
    runs.length > 0 ? runs : [{ text: ' ', bold: false, italic: false, code: false, href: null }];
  parts.forEach((run, index) => {
    const last = index === parts.length - 1;
    pdf
      .font(fontOf({ ...run, bold: run.bold || options.bold === true }))
      .fontSize(options.size)
      .fillColor(run.href ? LINK : INK);
    const textOptions = {
      continued: !last,
      width,
      lineGap: 3,
      link: run.href ?? undefined,
      underline: run.href !== null,
    };
    if (index === 0) pdf.text(run.text, x, options.y ?? pdf.y, textOptions);
    else pdf.text(run.text, textOptions);
  });
}

/** One Markdown block of a letter (also the NDA's text, `nda/ndaPdf.ts`). */
export function writeBlock(pdf: Doc, block: LetterBlock): void {
  switch (block.type) {
    case 'heading':
      pdf.moveDown(0.4);
      writeRuns(pdf, block.runs, MARGIN, {
        size: HEADING_SIZES[block.level] ?? BODY_SIZE,
        bold: true,
      });
      pdf.moveDown(0.3);
      return;
    case 'paragraph': {
      const x = MARGIN + block.depth * STEP;
      const y = pdf.y;
      if (block.marker) {
        pdf.font('body').fontSize(BODY_SIZE).fillColor(INK);
        pdf.text(block.marker, x - STEP, y, { width: STEP - 4, lineBreak: false });
      }
      if (block.quote) {
        pdf
          .save()
          .rect(x - 10, y, 2, BODY_SIZE + 4)
          .fill(MUTED)
          .restore();
      }
      writeRuns(pdf, block.runs, x, { size: BODY_SIZE, y });
      pdf.moveDown(block.marker ? 0.2 : 0.6);
      return;
    }
    case 'code':
      pdf
        .font('mono')
        .fontSize(BODY_SIZE - 1.5)
        .fillColor(INK)
        .text(block.text, MARGIN + block.depth * STEP + 8, pdf.y, { lineGap: 2 });
      pdf.moveDown(0.6);
      return;
    case 'rule': {
      const y = pdf.y + 4;
      pdf
        .save()
        .moveTo(MARGIN, y)
        .lineTo(pdf.page.width - MARGIN, y)
        .lineWidth(0.5)
        .stroke(MUTED)
        .restore();
      pdf.y = y + 8;
      return;
    }
  }
}

export async function renderBridgeLetterPdf({
  letter,
  orgName,
  date,
}: BridgeLetterPdfInput): Promise<Buffer> {
  const title = `${letter.letterType} Bridge Letter`;
  const PDFKit = await loadPdfKit();
  const pdf = new PDFKit({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${orgName} ${title}`, Author: orgName, CreationDate: date },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const [name, bytes] of Object.entries(letterFonts())) pdf.registerFont(name, bytes);

  pdf.font('bold').fontSize(13).fillColor(INK).text(orgName);
  pdf.moveDown(0.2);
  pdf.font('body').fontSize(BODY_SIZE).fillColor(MUTED).text(formatBridgeLetterDate(date));
  pdf.moveDown(1.2);
  pdf.font('bold').fontSize(16).fillColor(INK).text(title);
  pdf.moveDown(0.8);

  for (const block of letterBlocks(letter.letterContent)) writeBlock(pdf, block);

  pdf.moveDown(1.2);
  pdf.x = MARGIN;
  pdf.font('body').fontSize(BODY_SIZE).fillColor(INK).text('Sincerely,');
  pdf.moveDown(1.5);
  pdf.font('bold').text(letter.signerName);
  pdf.font('body').fillColor(MUTED).text(letter.signerTitle);
  pdf.text(orgName);
  pdf.end();
  return done;
}

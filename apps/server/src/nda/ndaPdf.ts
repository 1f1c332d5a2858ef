/**
 * The signed clickwrap NDA as a PDF: the organisation, the NDA's title and text (its Markdown
 * printed as bridge letters print theirs, DejaVu Sans embedded), then the evidence of the
 * acceptance: who (name, e-mail, account), when (UTC), from where (IP, user agent) and exactly
 * which text (template id, version and the SHA-256 of its body).
 */
import { loadPdfKit } from '../pdf/loadPdfKit.js';
import { BODY_SIZE, INK, MARGIN, MUTED, writeBlock } from '../bridgeLetters/bridgeLetterPdf.js';
import { letterFonts } from '../bridgeLetters/bridgeLetterFonts.js';
import { letterBlocks } from '../bridgeLetters/letterMarkdown.js';

export interface NdaEvidence {
  orgName: string;
  accountName: string;
  title: string;
  body: string;
  templateId: string;
  templateVersion: number;
  templateSha256: string;
  name: string;
  email: string;
  acceptedAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export const ndaFileName = (orgName: string, email: string): string =>
  `NDA-${orgName}-${email}.pdf`.replace(/[^\p{L}\p{N}@._-]+/gu, '-');

export async function renderSignedNdaPdf(evidence: NdaEvidence): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: `${evidence.orgName} ${evidence.title}`,
      Author: evidence.orgName,
      CreationDate: evidence.acceptedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const [name, bytes] of Object.entries(letterFonts())) pdf.registerFont(name, bytes);

  pdf.font('bold').fontSize(13).fillColor(INK).text(evidence.orgName);
  pdf.moveDown(1);
  pdf.font('bold').fontSize(16).fillColor(INK).text(evidence.title);
  pdf.moveDown(0.8);
  for (const block of letterBlocks(evidence.body)) writeBlock(pdf, block);

  pdf.moveDown(1.5);
  pdf.x = MARGIN;
  pdf.font('bold').fontSize(13).fillColor(INK).text('Acceptance record');
  pdf.moveDown(0.4);
  const rows: [string, string][] = [
    ['Accepted by', evidence.name],
    ['E-mail', evidence.email],
    ['Account', evidence.accountName],
    ['Accepted at (UTC)', evidence.acceptedAt.toISOString()],
    ['IP address', evidence.ip ?? 'unknown'],
    ['User agent', evidence.userAgent ?? 'unknown'],
    ['NDA version', `${evidence.templateVersion} (${evidence.templateId})`],
    ['SHA-256 of the NDA text', evidence.templateSha256],
  ];
  for (const [label, value] of rows) {
    pdf
      .font('bold')
      .fontSize(BODY_SIZE - 1)
      .fillColor(MUTED)
      .text(`${label}: `, { continued: true });
    pdf.font('body').fillColor(INK).text(value);
  }
  pdf.moveDown(0.8);
  pdf
    .font('italic')
    .fontSize(BODY_SIZE - 1)
    .fillColor(MUTED)
    .text(
      `${evidence.name} accepted this agreement electronically by ticking 'I agree' and choosing ` +
        `Accept in the ${evidence.orgName} trust center.`,
    );
  pdf.end();
  return done;
}

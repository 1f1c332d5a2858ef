/**
 * Verifying a copy (issue 27 §4): what `/{org}/verify` and `POST {portal}/api/verify` answer
 * about an uploaded PDF, and the words for each answer. The copy's own receipt says what it is;
 * the server checks the receipt's signature and the hash of the copy's bytes.
 */
import { z } from 'zod';
import { formatLongDateTime } from '../portal/format.js';

export const COPY_STATUSES = ['genuine', 'altered', 'none', 'other_organisation'] as const;
export type CopyStatus = (typeof COPY_STATUSES)[number];

/** What the receipt of a genuine copy names. */
export const verifiedCopySchema = z.object({
  title: z.string(),
  version: z.number().int(),
  issuedTo: z.string(),
  issuedAt: z.string(),
  organisation: z.string(),
});
export type VerifiedCopy = z.infer<typeof verifiedCopySchema>;

export const copyVerificationSchema = z.object({
  status: z.enum(COPY_STATUSES),
  /** The answer in words, for the page and for API callers alike. */
  message: z.string(),
  /** The copy's receipt when it is genuine (this organisation's or another's); null otherwise. */
  copy: verifiedCopySchema.nullable(),
});
export type CopyVerification = z.infer<typeof copyVerificationSchema>;

export const COPY_MESSAGES = {
  altered:
    'This copy was altered after it was downloaded: its contents no longer match its signed receipt.',
  none: 'This PDF has no receipt: it is not a copy downloaded from this trust center.',
  notPdf: 'Upload a PDF: this file is not one.',
} as const;

/** The answer's sentence. */
export function copyMessage(status: CopyStatus, copy: VerifiedCopy | null): string {
  if (status === 'altered' || status === 'none' || !copy) {
    return status === 'none' ? COPY_MESSAGES.none : COPY_MESSAGES.altered;
  }
  if (status === 'other_organisation') {
    return `This is a copy issued by ${copy.organisation}'s trust center, not this one.`;
  }
  return `Genuine copy of “${copy.title}”, version ${copy.version}, issued to ${copy.issuedTo} on ${formatLongDateTime(copy.issuedAt)}.`;
}

/**
 * What staff send to change a document of the library: its name, its expiry date and whether the
 * portal serves it view-only; and the fields of an upload (its title and view-only).
 */
import { z } from 'zod';
import { DOCUMENT_ACCESS_TYPES } from '../cards/constants.js';
import { DOCUMENT_MESSAGES, DOCUMENT_NAME_MAX } from './document.constants.js';
import { BIDI_CONTROL_MESSAGE, withoutBidiControls } from '../validation/bidiControls.js';
import { requiredText } from '../validation/requiredText.js';

/** A real calendar day as YYYY-MM-DD. */
const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const documentNameSchema = requiredText(DOCUMENT_MESSAGES.nameRequired)
  .max(DOCUMENT_NAME_MAX, DOCUMENT_MESSAGES.nameTooLong)
  .refine(
    (name) => [...name].every((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f),
    DOCUMENT_MESSAGES.nameRequired,
  )
  .refine(withoutBidiControls, BIDI_CONTROL_MESSAGE);

export const documentExpirySchema = z
  .string({ error: DOCUMENT_MESSAGES.invalidExpiry })
  .refine(isCalendarDate, DOCUMENT_MESSAGES.invalidExpiry)
  .nullable();

/**
 * The document's own access type on the portals (staff-content.md §3, §6): 'view-only', or
 * 'view-and-download'; null follows the Trust Center's setting. The item decides who has access.
 */
export const documentAccessTypeSchema = z.enum(DOCUMENT_ACCESS_TYPES).nullable();

export const documentPatchSchema = z
  .object({
    name: documentNameSchema.optional(),
    expiresOn: documentExpirySchema.optional(),
    documentAccessType: documentAccessTypeSchema.optional(),
  })
  .strict();
export type DocumentPatch = z.infer<typeof documentPatchSchema>;

/** The text fields sent before an upload's file: its title (else the file's name) and access type. */
export const documentUploadFieldsSchema = z
  .object({
    title: documentNameSchema.optional(),
    documentAccessType: z.enum(DOCUMENT_ACCESS_TYPES).optional(),
  })
  .strict();
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

/** The documents an item links to after Save, in order (the pending links and unlinks applied). */
export const itemDocumentsSchema = z.object({ fileIds: z.array(z.uuid()).max(100) }).strict();

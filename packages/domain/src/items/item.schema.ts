/** Item validation of staff-content.md §5 "Items", with the spec's messages. */
import { z } from 'zod';
import { titleSchema } from '../cards/card.schema.js';
import type { CardKind } from '../cards/constants.js';
import { CARD_KINDS, ENABLED_STATES, MATURITIES, RECURRENCES } from '../cards/constants.js';
import { isIsoDate } from '../validation/isoDate.js';
import { normalizeWebUrl } from '../validation/webUrl.js';

export const ITEM_MESSAGES = {
  invalidExpiry: 'Invalid expiration date',
  invalidUrl: 'Please enter a valid URL.',
  typeRequired: 'Select an item type to save this item.',
  fileRequired: 'Please upload a file to save this item.',
} as const;

/** Kinds whose items cannot be saved without an item type. */
export const ITEM_TYPE_REQUIRED_KINDS: readonly CardKind[] = ['Documents'];
/** Kinds whose items cannot be saved without at least one file. */
export const FILE_REQUIRED_KINDS: readonly CardKind[] = ['Documents'];

/** Expiration date: YYYY-MM-DD or empty; empty comes out as null. */
export const expirySchema = z
  .string()
  .trim()
  .nullish()
  .refine((value) => !value || isIsoDate(value), { error: ITEM_MESSAGES.invalidExpiry })
  .transform((value) => (value ? value : null));

/**
 * Link: empty comes out as null; anything else must be a web address, stored with its scheme
 * (https:// is added when missing).
 */
export const linkSchema = z
  .string()
  .trim()
  .nullish()
  .refine((value) => !value || normalizeWebUrl(value) !== null, {
    error: ITEM_MESSAGES.invalidUrl,
  })
  .transform((value) => (value ? normalizeWebUrl(value) : null));

/** Optional free text: trimmed, empty comes out as null. */
const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

/** The expanded-card item form (and the item save API body). */
export const itemFormSchema = z
  .object({
    kind: z.enum(CARD_KINDS),
    title: titleSchema,
    subtitle: optionalText,
    explanation: optionalText,
    href: linkSchema,
    expiry: expirySchema,
    type: optionalText,
    auditor: optionalText,
    recurrence: z.enum(RECURRENCES).nullish(),
    maturity: z.enum(MATURITIES).nullish(),
    enabledState: z.enum(ENABLED_STATES).default('Enabled'),
    publicAccess: z.boolean().default(false),
    hidden: z.boolean().default(false),
    /** Files linked to the item, including those pending upload. */
    fileIds: z.array(z.string().min(1)).default([]),
  })
  .superRefine((item, ctx) => {
    if (ITEM_TYPE_REQUIRED_KINDS.includes(item.kind) && !item.type) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: ITEM_MESSAGES.typeRequired });
    }
    if (FILE_REQUIRED_KINDS.includes(item.kind) && item.fileIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['fileIds'], message: ITEM_MESSAGES.fileRequired });
    }
  });
export type ItemFormInput = z.input<typeof itemFormSchema>;
export type ItemForm = z.output<typeof itemFormSchema>;

/** Item validation of staff-content.md §5 "Items", with the spec's messages. */
import { z } from 'zod';
import { titleSchema } from '../cards/card.schema.js';
import type { CardKind } from '../cards/constants.js';
import { CARD_KINDS, ENABLED_STATES, MATURITIES, RECURRENCES } from '../cards/constants.js';
import { bridgeLetterSchema } from '../bridgeLetters/bridgeLetter.schema.js';
import { securityGradeFieldsSchema } from '../integrations/securityGrades.js';
import { riskProfileSchema } from '../riskProfile/riskProfile.schema.js';
import { isIsoDate } from '../validation/isoDate.js';
import { normalizeWebUrl } from '../validation/webUrl.js';

export const ITEM_MESSAGES = {
  invalidExpiry: 'Invalid expiration date',
  invalidUrl: 'Please enter a valid URL.',
  typeRequired: 'Select an item type to save this item.',
  fileRequired: 'Please upload a file to save this item.',
  subtitleMax: 'Subtitle cannot exceed 200 characters',
  explanationMax: 'Explanation cannot exceed 10000 characters',
  typeMax: 'Type cannot exceed 100 characters',
  auditorMax: 'Auditor cannot exceed 100 characters',
  itemUidInvalid: 'Unknown item',
  tooManyItems: 'A card holds at most 500 items',
  tooManyFiles: 'An item holds at most 500 documents',
} as const;

/** Lengths the spec leaves open; generous for what staff write, closed against abuse. */
export const ITEM_TEXT_LIMITS = { subtitle: 200, explanation: 10_000, type: 100, auditor: 100 };

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
const optionalText = (max = Number.MAX_SAFE_INTEGER, message = '') =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/** The expanded-card item form (and the item save API body). */
export const itemFormSchema = z
  .object({
    kind: z.enum(CARD_KINDS),
    title: titleSchema,
    subtitle: optionalText(),
    explanation: optionalText(),
    href: linkSchema,
    expiry: expirySchema,
    type: optionalText(),
    auditor: optionalText(),
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

/** The fields of one item in the expanded card's form, bounded for the API. */
const itemFields = {
  title: titleSchema,
  subtitle: optionalText(ITEM_TEXT_LIMITS.subtitle, ITEM_MESSAGES.subtitleMax),
  explanation: optionalText(ITEM_TEXT_LIMITS.explanation, ITEM_MESSAGES.explanationMax),
  href: linkSchema,
  expiry: expirySchema,
  type: optionalText(ITEM_TEXT_LIMITS.type, ITEM_MESSAGES.typeMax),
  auditor: optionalText(ITEM_TEXT_LIMITS.auditor, ITEM_MESSAGES.auditorMax),
  recurrence: z.enum(RECURRENCES).nullish(),
  maturity: z.enum(MATURITIES).nullish(),
  enabledState: z.enum(ENABLED_STATES).default('Enabled'),
  publicAccess: z.boolean().default(false),
  hidden: z.boolean().default(false),
};

/**
 * One item of the card form (the drawer's edit mode): its uid and the fields the kind shows.
 * Files are not part of it (documents are edited elsewhere); the risk profile answers are,
 * for the RiskProfile card.
 */
export const cardFormItemSchema = z.object({
  uid: z.string({ error: ITEM_MESSAGES.itemUidInvalid }).min(1).max(100),
  ...itemFields,
  riskProfile: riskProfileSchema.optional(),
  /** Report items: the bridge letter (needs the plan's bridge letters when it changes). */
  bridgeLetter: bridgeLetterSchema.optional(),
  /** Security grade items: the rating service, its url and the grade. */
  securityGrade: securityGradeFieldsSchema.optional(),
  /**
   * The item's documents after Save (§4 "File link": pending links and unlinks applied with the
   * card); absent leaves them as they are.
   */
  fileIds: z
    .array(z.string().min(1).max(100), { error: 'fileIds must be a list of document ids' })
    .max(500, ITEM_MESSAGES.tooManyFiles)
    .optional(),
  /**
   * Integration items: the connection Save applies (§4 "Integration connect flow": connecting
   * makes the form dirty); null disconnects, absent leaves it as it is.
   */
  integration: z
    .object({ link: z.string().max(2000), showInCard: z.boolean().optional() })
    .nullish(),
});
export type CardFormItemInput = z.input<typeof cardFormItemSchema>;
export type CardFormItem = z.output<typeof cardFormItemSchema>;

/** The card form: the card's title (only where renaming is allowed) and its items. */
export const cardFormSchema = z.object({
  title: titleSchema.optional(),
  items: z.array(cardFormItemSchema).max(500, ITEM_MESSAGES.tooManyItems),
});
export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardForm = z.output<typeof cardFormSchema>;

/** The card form of one kind: documents items also need an item type and a file. */
export const cardFormSchemaFor = (kind: CardKind) =>
  cardFormSchema.superRefine((form, ctx) => {
    form.items.forEach((item, index) => {
      if (ITEM_TYPE_REQUIRED_KINDS.includes(kind) && !item.type) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'type'],
          message: ITEM_MESSAGES.typeRequired,
        });
      }
      if (FILE_REQUIRED_KINDS.includes(kind) && item.fileIds?.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'fileIds'],
          message: ITEM_MESSAGES.fileRequired,
        });
      }
    });
  });

/** 'Add custom item': a title and the optional fields; `allowDuplicate` confirms the warning. */
export const customItemSchema = z.object({
  ...itemFields,
  allowDuplicate: z.boolean().default(false),
});
export type CustomItemInput = z.input<typeof customItemSchema>;
export type CustomItem = z.output<typeof customItemSchema>;

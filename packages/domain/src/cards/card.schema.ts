/** Card and shared content-field validation of staff-content.md §5, with the spec's messages. */
import { z } from 'zod';
import { CARD_KINDS, LIMITS } from './constants.js';
import { BIDI_CONTROL_MESSAGE, withoutBidiControls } from '../validation/bidiControls.js';

export const CONTENT_MESSAGES = {
  titleLength: `Title must be between ${LIMITS.titleMin} and ${LIMITS.titleMax} characters`,
  displayTextLength: 'Must be at least 4 characters, or leave empty for default.',
  displayTextMax: `Display text cannot exceed ${LIMITS.displayTextMax} characters`,
  placeholderMax: 'Placeholder text cannot exceed 1000 characters',
} as const;

/** Display text helper shown under the field (staff-content.md §5). */
export const DISPLAY_TEXT_HELPER = CONTENT_MESSAGES.displayTextLength;

/** Item or card title: 2 to 100 characters once trimmed. */
export const titleSchema = z
  .string({ error: CONTENT_MESSAGES.titleLength })
  .trim()
  .min(LIMITS.titleMin, CONTENT_MESSAGES.titleLength)
  .max(LIMITS.titleMax, CONTENT_MESSAGES.titleLength)
  .refine(withoutBidiControls, BIDI_CONTROL_MESSAGE);

/**
 * Display text: empty (or absent) means the default and comes out as null; otherwise 4 to 100
 * characters once trimmed.
 */
export const displayTextSchema = z
  .string()
  .trim()
  .nullish()
  .check((ctx) => {
    const value = ctx.value ?? '';
    if (value === '') return;
    if (value.length < LIMITS.displayTextMin) {
      ctx.issues.push({
        code: 'custom',
        message: CONTENT_MESSAGES.displayTextLength,
        input: value,
      });
    } else if (value.length > LIMITS.displayTextMax) {
      ctx.issues.push({ code: 'custom', message: CONTENT_MESSAGES.displayTextMax, input: value });
    }
  })
  .transform((value) => (value ? value : null));

/** Placeholder text: any string up to 1000 characters; empty is a deliberate empty placeholder. */
export const placeholderSchema = z
  .string({ error: 'Placeholder text must be text' })
  .max(LIMITS.placeholderMax, CONTENT_MESSAGES.placeholderMax);

/** Card edits a staff editor can save; every field optional (a patch), but not all absent. */
export const cardUpdateSchema = z
  .object({
    title: titleSchema.optional(),
    displayText: displayTextSchema.optional(),
    placeholder: placeholderSchema.optional(),
    hidden: z.boolean({ error: 'hidden must be true or false' }).optional(),
  })
  .refine(
    (update) =>
      update.title !== undefined ||
      update.displayText !== undefined ||
      update.placeholder !== undefined ||
      update.hidden !== undefined,
    { error: 'Nothing to update' },
  );
export type CardUpdate = z.output<typeof cardUpdateSchema>;

/** The 'Edit display text' dialog. */
export const displayTextFormSchema = z.object({ displayText: displayTextSchema });
/** The 'Edit placeholder text' dialog. */
export const placeholderFormSchema = z.object({ placeholder: placeholderSchema });

/** 'Add card': the kind to add (POST .../products/{productId}/cards). */
export const addCardSchema = z.object({ kind: z.enum(CARD_KINDS, { error: 'Unknown card kind' }) });
export type AddCard = z.output<typeof addCardSchema>;

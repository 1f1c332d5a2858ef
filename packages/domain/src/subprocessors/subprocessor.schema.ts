/** Add and edit subprocessor (staff-content.md §3 "Subprocessor", §5 "Company picker"). */
import { z } from 'zod';
import { companyInputSchema } from '../companies/company.schema.js';

export const SUBPROCESSOR_LIMITS = {
  purpose: 500,
  location: 200,
  additionalDetails: 1000,
} as const;

export const SUBPROCESSOR_MESSAGES = {
  created: 'Subprocessor added',
  updated: 'Subprocessor updated',
  deleted: 'Subprocessor deleted',
  failed: 'Failed to save subprocessor',
  deleteFailed: 'Failed to delete subprocessor',
  purposeTooLong: `Purpose must be at most ${SUBPROCESSOR_LIMITS.purpose} characters`,
  locationTooLong: `Location must be at most ${SUBPROCESSOR_LIMITS.location} characters`,
  additionalDetailsTooLong: `Additional details must be at most ${SUBPROCESSOR_LIMITS.additionalDetails} characters`,
} as const;

/** Optional text: blank means none, so the column stays hidden when nobody fills it. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

export const subprocessorInputSchema = z.object({
  company: companyInputSchema,
  purpose: optionalText(SUBPROCESSOR_LIMITS.purpose, SUBPROCESSOR_MESSAGES.purposeTooLong),
  location: optionalText(SUBPROCESSOR_LIMITS.location, SUBPROCESSOR_MESSAGES.locationTooLong),
  additionalDetails: optionalText(
    SUBPROCESSOR_LIMITS.additionalDetails,
    SUBPROCESSOR_MESSAGES.additionalDetailsTooLong,
  ),
});
export type SubprocessorInput = z.input<typeof subprocessorInputSchema>;
export type SubprocessorValues = z.output<typeof subprocessorInputSchema>;

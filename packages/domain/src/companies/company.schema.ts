/** The company a picker sends: a catalogue entry by id, or a typed name. */
import { z } from 'zod';
import { CATALOGUE_SOURCES, COMPANY_NAME_MAX, COMPANY_SEARCH_TERM_MAX } from './company.js';
import { requiredText } from '../validation/requiredText.js';

export const COMPANY_MESSAGES = {
  required: 'This field is required',
  nameTooLong: `Company name must be at most ${COMPANY_NAME_MAX} characters`,
  unknownCompany: 'Unknown company',
  termTooLong: `Search term must be at most ${COMPANY_SEARCH_TERM_MAX} characters`,
} as const;

const requiredName = requiredText(COMPANY_MESSAGES.required).max(
  COMPANY_NAME_MAX,
  COMPANY_MESSAGES.nameTooLong,
);

/**
 * The server resolves a catalogue company's name, domain and mark from its catalogue by source
 * and id; the client's copy of them is never trusted.
 */
export const companyInputSchema = z.discriminatedUnion(
  'source',
  [
    z.object({
      source: z.enum(CATALOGUE_SOURCES),
      companyId: z.string().trim().min(1, COMPANY_MESSAGES.required).max(100),
    }),
    z.object({ source: z.literal('custom'), name: requiredName }),
  ],
  { error: COMPANY_MESSAGES.required },
);
export type CompanyInput = z.infer<typeof companyInputSchema>;

export const companySearchQuerySchema = z.object({
  term: z
    .string({ error: COMPANY_MESSAGES.required })
    .max(COMPANY_SEARCH_TERM_MAX, COMPANY_MESSAGES.termTooLong)
    .default(''),
});

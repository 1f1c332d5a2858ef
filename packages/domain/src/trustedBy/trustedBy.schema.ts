/** Adding a company to 'Trusted by' (staff-content.md §5 "Company picker"). */
import { z } from 'zod';
import { companyInputSchema } from '../companies/company.schema.js';

export const TRUSTED_BY_MESSAGES = {
  added: 'Company added to Trusted by',
  removed: 'Company removed from Trusted by',
  addFailed: 'Failed to add company',
  removeFailed: 'Failed to remove company',
  duplicate: 'This company is already in Trusted by',
} as const;

export const trustedByInputSchema = z.object({ company: companyInputSchema });
export type TrustedByInput = z.input<typeof trustedByInputSchema>;

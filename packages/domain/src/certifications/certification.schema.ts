/** 'Add certification': a framework from the catalogue, an auditor and an expiry, both optional. */
import { z } from 'zod';
import { expirySchema } from '../items/item.schema.js';
import { CERTIFICATION_KEYS } from './certificationCatalogue.js';

export const CERTIFICATION_MESSAGES = {
  added: 'Certification added',
  addFailed: 'Failed to add certification',
  frameworkRequired: 'Select a certification',
  auditorTooLong: 'Auditor must be at most 100 characters',
  duplicate: 'This certification is already on the card',
} as const;

export const addCertificationSchema = z.object({
  logoKey: z.enum(CERTIFICATION_KEYS, { error: CERTIFICATION_MESSAGES.frameworkRequired }),
  auditor: z
    .string({ error: 'Must be text' })
    .trim()
    .max(100, CERTIFICATION_MESSAGES.auditorTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
  expiry: expirySchema,
});
export type AddCertificationInput = z.input<typeof addCertificationSchema>;

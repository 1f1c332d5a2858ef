/**
 * Creating an organisation (the installation operator's form, API and command): its name, its
 * address (the slug its trust center is served at, `/{slug}`) and its first admin's e-mail, with
 * the messages each field shows. Whether a slug is free (no organisation holds it, no route of
 * the server starts with it) is the server's check; the messages are here.
 */
import { z } from 'zod';
import { loginEmailSchema } from '../auth/login.schema.js';
import { defaultSlug } from '../items/customUrlSlug.js';
import { BIDI_CONTROL_MESSAGE, withoutBidiControls } from '../validation/bidiControls.js';
import { requiredText } from '../validation/requiredText.js';

export const ORG_LIMITS = { nameMax: 100, slugMin: 2, slugMax: 48 } as const;

export const ORG_MESSAGES = {
  nameRequired: "Enter the organisation's name.",
  nameTooLong: `The name must be at most ${ORG_LIMITS.nameMax} characters.`,
  slugRequired: 'Enter the address of its trust center.',
  slugLength: `The address must be ${ORG_LIMITS.slugMin} to ${ORG_LIMITS.slugMax} characters.`,
  slugInvalid:
    'The address may only hold lowercase letters, digits and hyphens, and cannot start or end with a hyphen.',
  slugTaken: 'An organisation already uses this address.',
  slugReserved: 'This address is taken by Candor itself.',
} as const;

export const orgCreatedMessage = (name: string, adminEmail: string): string =>
  `${name} is created. ${adminEmail} was mailed a link to set a password and sign in.`;

/** Lowercase letters and digits, hyphens inside only. */
const ORG_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export const orgSlugSchema = requiredText(ORG_MESSAGES.slugRequired).pipe(
  z
    .string()
    .min(ORG_LIMITS.slugMin, ORG_MESSAGES.slugLength)
    .max(ORG_LIMITS.slugMax, ORG_MESSAGES.slugLength)
    .regex(ORG_SLUG_PATTERN, ORG_MESSAGES.slugInvalid),
);

export const createOrganisationSchema = z
  .object({
    name: requiredText(ORG_MESSAGES.nameRequired)
      .max(ORG_LIMITS.nameMax, ORG_MESSAGES.nameTooLong)
      .refine(withoutBidiControls, BIDI_CONTROL_MESSAGE),
    slug: orgSlugSchema,
    adminEmail: loginEmailSchema,
  })
  .strict();
export type CreateOrganisation = z.infer<typeof createOrganisationSchema>;

/** The address the form suggests for a name: lower-cased with hyphens, within the limit. */
export const orgSlugFromName = (name: string): string =>
  defaultSlug(name).slice(0, ORG_LIMITS.slugMax).replace(/-+$/, '');

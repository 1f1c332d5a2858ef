/**
 * Staff management and the set-password form: validated once, by the private area's forms and
 * by the server.
 */
import { z } from 'zod';
import { loginEmailSchema } from '../auth/login.schema.js';
import { ROLE_PRESET_IDS } from './rolePresets.js';
import { GRANTABLE_SCOPES } from './staffScopes.js';
import {
  DISPLAY_NAME_MAX_LENGTH,
  STAFF_MESSAGES,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
} from './staff.messages.js';
import { BIDI_CONTROL_MESSAGE, withoutBidiControls } from '../validation/bidiControls.js';
import { requiredText } from '../validation/requiredText.js';

export {
  DISPLAY_NAME_MAX_LENGTH,
  STAFF_MESSAGES,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
};

/** A set-password token is 32 random bytes in base64url (43 characters). */
const TOKEN_MAX_LENGTH = 200;

const displayNameSchema = requiredText(STAFF_MESSAGES.displayNameRequired)
  .max(DISPLAY_NAME_MAX_LENGTH, STAFF_MESSAGES.displayNameTooLong)
  .refine(withoutBidiControls, BIDI_CONTROL_MESSAGE);

/** Duplicates collapse; the installation operator's scope is not in the list, so never granted. */
export const grantedScopesSchema = z
  .array(z.enum(GRANTABLE_SCOPES, { error: STAFF_MESSAGES.scopeUnknown }), {
    error: STAFF_MESSAGES.scopesInvalid,
  })
  .max(GRANTABLE_SCOPES.length * 2, STAFF_MESSAGES.scopesInvalid)
  .transform((scopes) => GRANTABLE_SCOPES.filter((scope) => scopes.includes(scope)));

/**
 * An invitation names a role, never loose scopes: the role's scopes are granted, and a member's
 * scopes are changed one by one afterwards (updateStaffSchema).
 */
export const inviteStaffSchema = z.object({
  email: loginEmailSchema,
  displayName: displayNameSchema,
  role: z.enum(ROLE_PRESET_IDS, { error: STAFF_MESSAGES.roleRequired }),
});
export type InviteStaff = z.infer<typeof inviteStaffSchema>;

export const updateStaffSchema = z.object({
  displayName: displayNameSchema.optional(),
  scopes: grantedScopesSchema.optional(),
});
export type UpdateStaff = z.infer<typeof updateStaffSchema>;

export const staffPasswordSchema = z
  .string({ error: STAFF_MESSAGES.passwordTooShort })
  .min(STAFF_PASSWORD_MIN_LENGTH, STAFF_MESSAGES.passwordTooShort)
  .max(STAFF_PASSWORD_MAX_LENGTH, STAFF_MESSAGES.passwordTooLong);

export const setPasswordSchema = z.object({
  token: z
    .string({ error: STAFF_MESSAGES.tokenInvalid })
    .min(1, STAFF_MESSAGES.tokenInvalid)
    .max(TOKEN_MAX_LENGTH, STAFF_MESSAGES.tokenInvalid),
  password: staffPasswordSchema,
});
export type SetPassword = z.infer<typeof setPasswordSchema>;

/** The page's form: the password twice. */
export const setPasswordFormSchema = z
  .object({ password: staffPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: STAFF_MESSAGES.passwordsDiffer,
  });
export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;

/** Staff as the private area lists them: invited until they set a password. */
export const STAFF_STATUSES = ['active', 'invited'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

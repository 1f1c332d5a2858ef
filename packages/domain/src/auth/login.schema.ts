/**
 * Sign-in forms: the e-mail rules of visitor-portal.md §5 ("Login e-mail") with the spec's
 * messages, shared by the staff sign-in and, later, the visitor login.
 */
import { z } from 'zod';
import { requiredText } from '../validation/requiredText.js';

export const LOGIN_MESSAGES = {
  emailRequired: 'You must provide an email.',
  emailInvalid: 'This email is invalid',
  passwordRequired: 'You must provide a password.',
} as const;

export const loginEmailSchema = requiredText(LOGIN_MESSAGES.emailRequired)
  .max(320, LOGIN_MESSAGES.emailInvalid)
  .pipe(z.email(LOGIN_MESSAGES.emailInvalid));

export const staffLoginSchema = z.object({
  email: loginEmailSchema,
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, LOGIN_MESSAGES.passwordRequired)
    .max(1024),
  next: z.string().max(2000).optional(),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

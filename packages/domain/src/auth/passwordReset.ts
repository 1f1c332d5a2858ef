/** "Forgot password?": the form's one field, with the sign-in form's e-mail rules. */
import { z } from 'zod';
import { loginEmailSchema } from './login.schema.js';

export * from './passwordReset.messages.js';

export const passwordResetRequestSchema = z.object({ email: loginEmailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

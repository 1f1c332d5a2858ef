import { z } from 'zod';

/**
 * A text field the form requires: trimmed, and `message` when it is missing or left empty (or
 * only spaces). Chain the field's own limits after it (`.max(…)`, `.regex(…)`).
 */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

/**
 * The shared optional query parameters of every item call (staff-content.md §7): whom staff
 * preview as. Accepted so the web app can send them; the staff session decides what is allowed.
 */
import { z } from 'zod';

const identifier = z.string().max(100, 'Identifier is too long').optional();

export const previewQuery = z.object({
  accountId: identifier,
  permissionProfileId: identifier,
});

/**
 * The optional accountId and permissionProfileId every staff content call accepts (staff-content.md
 * §7). The staff API always acts in main mode, so they only have to be well-formed.
 */
import { z } from 'zod';

export const previewQuerySchema = z.object({
  accountId: z.string().max(128).optional(),
  permissionProfileId: z.string().max(128).optional(),
});

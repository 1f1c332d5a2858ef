/** What the private area's API routes of this folder share. */
import { viewerQuerySchema } from '@candor/domain';
import { z } from 'zod';

/** Staff session, its organisation as the tenant, and the browser same-origin guard. */
export { scopedRoute } from '../trustCenter/staffRoute.js';

/** The optional preview parameters every staff write accepts (they change nothing here). */
export const previewQuery = viewerQuerySchema;

export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
} as const;

export const uuidParam = (message: string) => z.uuid({ error: message });

import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

/** The `{code, message, errors?}` body every API error answers with (see httpError.ts). */
const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** The error body of a response, parsed: a test fails here when an answer is not that shape. */
export function errorBodyOf(response: LightMyRequestResponse): z.infer<typeof ErrorBodySchema> {
  return ErrorBodySchema.parse(response.json());
}

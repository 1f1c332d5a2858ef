/**
 * The validation layer: zod's compiler (fastify-type-provider-zod), behind one check for every
 * string of a request: a lone UTF-16 surrogate (a JSON `"\ud800"`) is not text PostgreSQL can
 * store, so it is refused with 400 here rather than failing in the database as a 500.
 */
import { DomainError } from '@candor/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a string anywhere in the value (keys included) holds a lone surrogate. */
function holdsLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(holdsLoneSurrogate);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, field]) => LONE_SURROGATE.test(key) || holdsLoneSurrogate(field),
    );
  }
  return false;
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) =>
    holdsLoneSurrogate(data)
      ? { error: new DomainError('validation_failed', 'Text must be valid Unicode') }
      : validate(data);
};

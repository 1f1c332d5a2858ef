/**
 * PostgreSQL error codes, read the same way from node-postgres and PGlite errors (Drizzle wraps
 * them: the driver's error is the `cause`).
 */
const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';

function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== 'object') return null;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export const isForeignKeyViolation = (error: unknown): boolean =>
  sqlStateOf(error) === FOREIGN_KEY_VIOLATION;

export const isUniqueViolation = (error: unknown): boolean =>
  sqlStateOf(error) === UNIQUE_VIOLATION;

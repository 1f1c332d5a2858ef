/**
 * Recognises the server's own storage refusing a write (the file store's disk, or any other the
 * server writes to): a full disk or quota is 507 Insufficient Storage, a read-only or forbidden
 * one 503 with Retry-After, each with words an administrator can act on, rather than a bare 500.
 * Only system errors count (they carry the failing `syscall`), looked for through `cause`.
 */
import type { HttpError } from './httpErrorShape.js';

export const STORAGE_FULL_MESSAGE =
  'The server has no storage space left, so nothing was saved. Ask the administrator to free ' +
  'space, then try again.';
export const STORAGE_UNWRITABLE_MESSAGE =
  'The server cannot write to its storage right now (read-only or not permitted), so nothing ' +
  'was saved. Please try again later or tell the administrator.';
const STORAGE_RETRY_AFTER_SECONDS = 60;

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
const UNWRITABLE_CODES = new Set(['EROFS', 'EACCES', 'EPERM', 'ENOTDIR']);

function systemErrorCode(error: unknown): string | null {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth += 1) {
    const { code, syscall, cause } = e as { code?: unknown; syscall?: unknown; cause?: unknown };
    if (typeof code === 'string' && typeof syscall === 'string') return code;
    e = cause;
  }
  return null;
}

/** The answer for a storage failure, or null when `error` is not one. */
export function storageHttpError(error: unknown): HttpError | null {
  const code = systemErrorCode(error);
  if (code !== null && FULL_CODES.has(code)) {
    return {
      status: 507,
      body: { code: 'storage_full', message: STORAGE_FULL_MESSAGE },
      unexpected: false,
    };
  }
  if (code !== null && UNWRITABLE_CODES.has(code)) {
    return {
      status: 503,
      body: { code: 'storage_unavailable', message: STORAGE_UNWRITABLE_MESSAGE },
      unexpected: false,
      retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS,
    };
  }
  return null;
}

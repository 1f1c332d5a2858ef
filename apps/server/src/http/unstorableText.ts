/**
 * No text the server is sent may hold what PostgreSQL cannot store in `text`: a NUL character
 * (U+0000) or a lone UTF-16 surrogate (a JSON `"\ud800"`). Either used to surface as a 500 from
 * whichever query met it first. One hook, before any route's locator, validation or handler,
 * refuses them in every string (and key) of the path parameters, the query and the parsed body
 * (JSON or form), with a 400 naming where.
 * Multipart uploads are not parsed into the body: their routes read the file part only, and the
 * file's name is cleaned of control characters (`cleanName`).
 */
import { DomainError } from '@candor/domain';
import type { FastifyInstance } from 'fastify';

export const NUL_TEXT_MESSAGE = 'Text must not contain the NUL character (U+0000).';
export const UNICODE_TEXT_MESSAGE = 'Text must be valid Unicode';

const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with a string PostgreSQL would refuse, or null. */
function unstorable(text: string, checkNul: boolean): string | null {
  if (checkNul && text.includes('\u0000')) return NUL_TEXT_MESSAGE;
  return LONE_SURROGATE.test(text) ? UNICODE_TEXT_MESSAGE : null;
}

/**
 * The dotted path of the first string or key PostgreSQL could not store, with what is wrong,
 * or null. Iterative: any depth. `checkNul: false` looks for lone surrogates only.
 */
export function findUnstorableText(
  value: unknown,
  checkNul = true,
): { path: string; message: string } | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      const message = unstorable(current, checkNul);
      if (message) return { path: path.join('.'), message };
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      const entries: [string, unknown][] = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        const message = unstorable(key, checkNul);
        if (message) return { path: [...path, key].join('.'), message };
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A top-level body field carrying a whole file's text, which the route checks itself and
     * refuses with the file's own words (a binary file is not a CSV file).
     */
    fileTextField?: string;
  }
}

/** Registered on the root instance before the tenant locators, so it runs first everywhere. */
export function registerUnstorableTextRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const { fileTextField } = request.routeOptions.config;
    const body: unknown =
      fileTextField && typeof request.body === 'object' && request.body !== null
        ? { ...request.body, [fileTextField]: undefined }
        : request.body;
    const fileText: unknown = fileTextField
      ? (request.body as Record<string, unknown> | undefined)?.[fileTextField]
      : undefined;
    const found =
      findUnstorableText(request.params) ??
      findUnstorableText(request.query) ??
      findUnstorableText(body) ??
      // The file's NULs are the route's to refuse in its own words; a lone surrogate is not.
      findUnstorableText(fileText, false);
    if (found) throw new DomainError('validation_failed', found.message, [found]);
  });
}

/**
 * No text the server is sent may hold a NUL character (U+0000): PostgreSQL cannot store one in
 * `text`, so a NUL used to surface as a 500 from whichever query met it first. One hook, before
 * any route's locator, validation or handler, refuses it in every string (and key) of the path
 * parameters, the query and the parsed body (JSON or form), with a 400 naming where.
 * Multipart uploads are not parsed into the body: their routes read the file part only, and the
 * file's name is cleaned of control characters (`cleanName`).
 */
import { DomainError } from '@candor/domain';
import type { FastifyInstance } from 'fastify';

export const NUL_TEXT_MESSAGE = 'Text must not contain the NUL character (U+0000).';

/** The dotted path of the first string or key holding a NUL, or null. Iterative: any depth. */
export function findNulText(value: unknown): string | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path.join('.');
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      const entries: [string, unknown][] = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        if (key.includes('\u0000')) return [...path, key].join('.');
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
export function registerNulTextRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const { fileTextField } = request.routeOptions.config;
    const body: unknown =
      fileTextField && typeof request.body === 'object' && request.body !== null
        ? { ...request.body, [fileTextField]: undefined }
        : request.body;
    for (const part of [request.params, request.query, body]) {
      const path = findNulText(part);
      if (path !== null) {
        throw new DomainError('validation_failed', NUL_TEXT_MESSAGE, [
          { path, message: NUL_TEXT_MESSAGE },
        ]);
      }
    }
  });
}

/**
 * The web build's hashed files (`/assets/<name>`) answered from memory before Fastify runs
 * (http/fastPath.ts): a hashed name never changes content, so the regular answer
 * (@fastify/static with its .br/.gz siblings, behind every hook) is replayed for as long as the
 * server runs. Only the names of the folder as it was at start are taken: a 404, a traversal or
 * a file built later in development goes the regular way.
 */
import { readdirSync } from 'node:fs';
import type { FastPath } from './fastPath.js';

export const ASSETS_PREFIX = '/assets/';

/** Far more than a first visit's files in every encoding; a bound all the same. */
const MAX_BYTES = 64 * 1024 * 1024;

export function answerHashedAssets(fastPath: FastPath, assetsDir: string): void {
  const names = new Set(
    readdirSync(assetsDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => entry.name),
  );
  fastPath.add({
    takes: (url) => url.startsWith(ASSETS_PREFIX) && names.has(url.slice(ASSETS_PREFIX.length)),
    maxBytes: MAX_BYTES,
    // A file is the same for everyone; a session's refresh waits for the next page or API call.
    cookiesChangeNothing: true,
  });
}

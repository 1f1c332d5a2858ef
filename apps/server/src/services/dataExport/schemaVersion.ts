/** The schema an export was written under: how many migrations the installation has run. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findMigrationsDir } from '../../db/migrate.js';

let cached: number | undefined;

export function schemaVersion(): number {
  if (cached === undefined) {
    const journal = JSON.parse(
      readFileSync(path.join(findMigrationsDir(), 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    cached = journal.entries.length;
  }
  return cached;
}

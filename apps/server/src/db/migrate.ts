/**
 * Runs the committed drizzle-kit migrations on either driver. The migrations folder is found
 * beside this file when running from source, and beside the bundle (or back in the source tree)
 * when the server runs from apps/server/dist/main.js.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client.js';

const JOURNAL = path.join('meta', '_journal.json');

/** Where the migrations folder may be, best first. */
export function migrationsDirCandidates(): string[] {
  const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
  const cwd = process.cwd();
  return [
    // src/db/migrate.ts -> src/db/migrations; dist/main.js -> dist/migrations (copied at build).
    here('./migrations'),
    here('./db/migrations'),
    // dist/main.js -> the source tree it was built from.
    here('../src/db/migrations'),
    path.resolve(cwd, 'src/db/migrations'),
    path.resolve(cwd, 'apps/server/src/db/migrations'),
  ];
}

/** The first candidate folder that holds a drizzle journal; throws listing where it looked. */
export function findMigrationsDir(): string {
  const candidates = migrationsDirCandidates();
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, JOURNAL)));
  if (!found) {
    throw new Error(`Database migrations not found. Looked in:\n  ${candidates.join('\n  ')}`);
  }
  return found;
}

export interface MigrateOptions {
  /** Overrides the folder search. */
  migrationsFolder?: string;
  /**
   * Runs after the migrations while the lock is still held (seeding an empty database), so two
   * servers starting together on an empty database do not both seed it.
   */
  thenUnderLock?: () => Promise<void>;
}

/** Key of the advisory lock that keeps two servers from migrating one PostgreSQL at once. */
export const MIGRATION_LOCK_KEY = 7_240_513_001;

export async function migrate(database: Database, opts: MigrateOptions = {}): Promise<void> {
  const migrationsFolder = opts.migrationsFolder ?? findMigrationsDir();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    await opts.thenUnderLock?.();
    return;
  }
  const { migratePostgres } = await import('./postgres.js');
  await migratePostgres(database, migrationsFolder, MIGRATION_LOCK_KEY, opts.thenUnderLock);
}

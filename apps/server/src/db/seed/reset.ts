/**
 * Empties the database for `npm run seed -- --reset`: every application table is truncated
 * (the schema and the migrations record stay), and the bytes the rows pointed to are removed
 * from the file store when one is given.
 */
import { sql } from 'drizzle-orm';
import type { FileStore } from '../../storage/fileStore.js';
import type { Database } from '../client.js';
import { assets, files } from '../schema/index.js';

export interface ResetOptions {
  fileStore?: FileStore;
}

export async function resetDatabase(database: Database, opts: ResetOptions = {}): Promise<void> {
  const keys = opts.fileStore
    ? [
        ...(await database.db.select({ key: files.storageKey }).from(files)),
        ...(await database.db.select({ key: assets.storageKey }).from(assets)),
      ].map((row) => row.key)
    : [];

  await database.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ name: string }>(
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
    );
    if (rows.length === 0) return;
    await tx.execute(
      sql.raw(`truncate table ${rows.map((r) => r.name).join(', ')} restart identity cascade`),
    );
  });

  if (opts.fileStore) {
    for (const key of keys) await opts.fileStore.delete(key);
  }
}

/**
 * pg_trgm, when the database has it: PostgreSQL ships it in contrib (a trusted extension, so the
 * database owner may create it) and PGlite loads it from its package (`PGLITE_EXTENSIONS`).
 * Created on first use; when it cannot be, search works without its typo fallback.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const available = new WeakMap<Db, Promise<boolean>>();

export function hasTrigram(db: Db): Promise<boolean> {
  let probe = available.get(db);
  if (!probe) {
    probe = (async () => {
      try {
        const { rows } = await db.execute<{ present: boolean }>(
          sql`select exists (select 1 from pg_extension where extname = 'pg_trgm') as present`,
        );
        if (rows[0]?.present) return true;
        await db.execute(sql`create extension if not exists pg_trgm`);
        return true;
      } catch {
        return false;
      }
    })();
    available.set(db, probe);
  }
  return probe;
}

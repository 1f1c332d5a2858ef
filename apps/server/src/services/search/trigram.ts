/**
 * pg_trgm, when the database has it: PostgreSQL ships it in contrib (a trusted extension, so the
 * database owner may create it) and PGlite loads it from its package (`PGLITE_EXTENSIONS`).
 * Created on first use, with the trigram indexes of the titles the typo fallback compares
 * (`serverSearch.ts`): they live here, not in the migrations, because a migration that needs an
 * extension would stop a server whose database cannot create it; when it cannot be created,
 * search works without its typo fallback.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** GIN trigram indexes on what the fallback compares: `lower(title)` and its likes. */
export const TRIGRAM_INDEXES = [
  sql`create index if not exists items_title_trgm on items using gin (lower(title) gin_trgm_ops)`,
  sql`create index if not exists kb_entries_question_trgm on kb_entries
    using gin (lower(question) gin_trgm_ops)`,
  sql`create index if not exists update_topics_subject_trgm on update_topics
    using gin (lower(subject) gin_trgm_ops)`,
  sql`create index if not exists files_name_trgm on files
    using gin (lower(original_name) gin_trgm_ops)`,
];

const available = new WeakMap<Db, Promise<boolean>>();

export function hasTrigram(db: Db): Promise<boolean> {
  let probe = available.get(db);
  if (!probe) {
    probe = (async () => {
      try {
        const { rows } = await db.execute<{ present: boolean }>(
          sql`select exists (select 1 from pg_extension where extname = 'pg_trgm') as present`,
        );
        if (!rows[0]?.present) await db.execute(sql`create extension if not exists pg_trgm`);
      } catch {
        return false;
      }
      // The indexes only make the fallback fast: without them (a concurrent creation, a
      // read-only role) it still answers.
      for (const index of TRIGRAM_INDEXES) {
        try {
          await db.execute(index);
        } catch {
          // answered by a scan instead
        }
      }
      return true;
    })();
    available.set(db, probe);
  }
  return probe;
}

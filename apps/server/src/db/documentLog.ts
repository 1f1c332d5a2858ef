/**
 * The document log (schema/documentLog.ts): each stored original of a document, version by
 * version, in a hash chain per organisation built like the audit log's (db/audit.ts chainHash),
 * so the head names every version ever published and an edited or deleted row is found.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { chainHash, lockAuditChain } from './audit.js';
import type { DbOrTx, Tx } from './client.js';
import { documentLog } from './schema/index.js';

type LogRow = typeof documentLog.$inferSelect;

/** What an entry's hash covers, in a fixed shape. */
const coveredOf = (
  row: Pick<LogRow, 'orgId' | 'fileId' | 'version' | 'sha256'> & { at: string },
) => ({
  orgId: row.orgId,
  fileId: row.fileId,
  version: row.version,
  sha256: row.sha256,
  createdAt: row.at,
});

/**
 * Appends the next version of `fileId` (1 for a new document) inside the caller's transaction
 * and returns its number. Writers of one organisation are serialised by its audit chain's lock,
 * which the caller's `mutate` takes for its audit row in the same transaction anyway.
 */
export async function appendDocumentVersion(
  tx: Tx,
  { at: storedAt, ...entry }: { orgId: string; fileId: string; sha256: string; at?: Date },
): Promise<number> {
  await lockAuditChain(tx, entry.orgId);
  const [latest] = await tx
    .select({ entryHash: documentLog.entryHash })
    .from(documentLog)
    .where(eq(documentLog.orgId, entry.orgId))
    .orderBy(desc(documentLog.id))
    .limit(1);
  const [current] = await tx
    .select({ version: sql<number | null>`max(${documentLog.version})`.mapWith(Number) })
    .from(documentLog)
    .where(and(eq(documentLog.orgId, entry.orgId), eq(documentLog.fileId, entry.fileId)));
  const prevHash = latest?.entryHash ?? null;
  // Millisecond precision survives the timestamptz round trip exactly, so the hash verifies.
  // An import keeps each version's own time; anything else logs the present.
  const at = (storedAt ?? new Date()).toISOString();
  const version = (current?.version ?? 0) + 1;
  await tx.insert(documentLog).values({
    ...entry,
    version,
    createdAt: new Date(at),
    prevHash,
    entryHash: chainHash(prevHash, coveredOf({ ...entry, version, at })),
  });
  return version;
}

export type DocumentLogCheck =
  | { ok: true; length: number; head: string | null }
  | { ok: false; length: number; brokenAtId: number };

/** Walks the organisation's log in order: the first row that does not chain or hash is named. */
export async function verifyDocumentLog(db: DbOrTx, orgId: string): Promise<DocumentLogCheck> {
  const rows = await db
    .select()
    .from(documentLog)
    .where(eq(documentLog.orgId, orgId))
    .orderBy(asc(documentLog.id));
  let head: string | null = null;
  for (const row of rows) {
    const expected = chainHash(head, coveredOf({ ...row, at: row.createdAt.toISOString() }));
    if (row.prevHash !== head || row.entryHash !== expected) {
      return { ok: false, length: rows.length, brokenAtId: row.id };
    }
    head = row.entryHash;
  }
  return { ok: true, length: rows.length, head };
}

/** The log's length and newest hash (what the signed posture publishes); null while empty. */
export async function readDocumentLogHead(
  db: DbOrTx,
  orgId: string,
): Promise<{ length: number; head: string } | null> {
  const [newest] = await db
    .select({ entryHash: documentLog.entryHash })
    .from(documentLog)
    .where(eq(documentLog.orgId, orgId))
    .orderBy(desc(documentLog.id))
    .limit(1);
  if (!newest) return null;
  const [total] = await db
    .select({ length: count() })
    .from(documentLog)
    .where(eq(documentLog.orgId, orgId));
  return { length: total!.length, head: newest.entryHash };
}

/**
 * A `files` row's current version, for a select from `files`: its newest in the log, 1 for a
 * file the log does not know yet (stored before the log, until the start-up backfill).
 */
export const documentVersionColumn = sql<number>`coalesce((${sql.raw(
  // Written out: drizzle leaves a single table's columns unqualified, and both tables have them.
  'select max(dl.version) from document_log dl where dl.org_id = "files"."org_id" and dl.file_id = "files"."id"',
)}), 1)`.mapWith(Number);

/** Each logged document's current version, by file id. */
export async function documentVersions(db: DbOrTx, orgId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      fileId: documentLog.fileId,
      version: sql<number>`max(${documentLog.version})`.mapWith(Number),
    })
    .from(documentLog)
    .where(eq(documentLog.orgId, orgId))
    .groupBy(documentLog.fileId);
  return new Map(rows.map((row) => [row.fileId, row.version]));
}

/**
 * The archived audit chains of imported organisations (db/schema/auditArchives.ts): each
 * segment is walked like a live chain (db/audit.ts's hash over the row as it was exported) and
 * must end at the head recorded when it was archived, which the new chain's
 * 'organisation.imported' row names.
 */
import { asc, eq } from 'drizzle-orm';
import type { ActorType } from '@candor/domain';
import { auditHash } from '../../db/audit.js';
import type { DbOrTx } from '../../db/client.js';
import { auditArchives } from '../../db/schema/index.js';

export const ORGANISATION_IMPORTED = 'organisation.imported';

export type ArchivedChainResult =
  | { ok: true; count: number; headHash: string | null }
  | { ok: false; count: number; problem: string };

/** Walks exported audit_log rows (keyed by column name) in order, as verifyAuditChain does. */
export function verifyArchivedRows(
  rows: readonly Record<string, unknown>[],
  recordedHead?: string | null,
): ArchivedChainResult {
  let prev: string | null = null;
  for (const [index, row] of rows.entries()) {
    const hash = auditHash(prev, {
      orgId: row.org_id as string | null,
      actorType: row.actor_type as ActorType,
      actorId: row.actor_id as string | null,
      action: row.action as string,
      entityType: row.entity_type as string,
      entityId: row.entity_id as string | null,
      before: row.before ?? null,
      after: row.after ?? null,
      ip: row.ip as string | null,
      createdAt: row.created_at as string,
    });
    if (row.prev_hash !== prev || row.hash !== hash) {
      return {
        ok: false,
        count: rows.length,
        problem: `row ${index + 1} (id ${String(row.id)}) does not verify`,
      };
    }
    prev = hash;
  }
  if (recordedHead !== undefined && prev !== recordedHead) {
    return {
      ok: false,
      count: rows.length,
      problem: `the segment ends at ${prev ?? 'nothing'}, not at its recorded head ${recordedHead ?? 'none'}`,
    };
  }
  return { ok: true, count: rows.length, headHash: prev };
}

export interface ArchiveReport {
  sourceSlug: string;
  result: ArchivedChainResult;
}

/** Every archived segment of the organisation, verified against its recorded head. */
export async function verifyAuditArchives(db: DbOrTx, orgId: string): Promise<ArchiveReport[]> {
  const archives = await db
    .select()
    .from(auditArchives)
    .where(eq(auditArchives.orgId, orgId))
    .orderBy(asc(auditArchives.createdAt));
  return archives.map((archive) => ({
    sourceSlug: archive.sourceSlug,
    result:
      archive.rows.length === archive.rowCount
        ? verifyArchivedRows(archive.rows, archive.headHash)
        : {
            ok: false,
            count: archive.rows.length,
            problem: `${archive.rowCount} rows were archived, ${archive.rows.length} remain`,
          },
  }));
}

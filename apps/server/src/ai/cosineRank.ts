/**
 * Ranking by cosine in SQL over the Ask AI datastore (`ai_chunks`): vectors are unit length, so
 * the cosine is a dot product over `real[]` (`unnest`), one query for PGlite and PostgreSQL (no
 * pgvector). Only the given sources are candidates: whoever calls has already decided, with the
 * portal's presenters, what the viewer may read, so nothing hidden is ranked or counted.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { aiChunks } from '../db/schema/index.js';

export interface RankedPassage {
  sourceId: string;
  text: string;
  score: number;
}

/** The conditions and score of passages among `sourceIds`, against a unit query vector. */
function scored(orgId: string, query: readonly number[], sourceIds: readonly string[]) {
  const vector = `{${query.map((x) => (Number.isFinite(x) ? x : 0)).join(',')}}`;
  const ids = `{${sourceIds.join(',')}}`;
  return {
    score: sql<number>`(select coalesce(sum(a::float8 * b::float8), 0) from unnest(${aiChunks.embedding}, ${vector}::real[]) as v(a, b))`,
    where: and(
      eq(aiChunks.orgId, orgId),
      sql`${aiChunks.sourceId} = any(${ids}::uuid[])`,
      sql`cardinality(${aiChunks.embedding}) = ${query.length}`,
    ),
  };
}

/** The closest passages among the given sources, best first, at least `minScore` close. */
export async function rankPassages(
  db: Db,
  orgId: string,
  query: readonly number[],
  sourceIds: readonly string[],
  minScore: number,
  limit: number,
): Promise<RankedPassage[]> {
  if (sourceIds.length === 0 || query.length === 0) return [];
  const { score, where } = scored(orgId, query, sourceIds);
  const rows = await db
    .select({ sourceId: aiChunks.sourceId, text: aiChunks.chunkText, score })
    .from(aiChunks)
    .where(where)
    .orderBy(desc(score))
    .limit(limit);
  return rows
    .map((row) => ({ ...row, score: Number(row.score) }))
    .filter((row) => row.score >= minScore);
}

/** The given sources by their closest passage, best first, at least `minScore` close. */
export async function rankSources(
  db: Db,
  orgId: string,
  query: readonly number[],
  sourceIds: readonly string[],
  minScore: number,
  limit: number,
): Promise<string[]> {
  if (sourceIds.length === 0 || query.length === 0) return [];
  const { score, where } = scored(orgId, query, sourceIds);
  const best = sql<number>`max(${score})`;
  const rows = await db
    .select({ sourceId: aiChunks.sourceId, score: best })
    .from(aiChunks)
    .where(where)
    .groupBy(aiChunks.sourceId)
    .having(sql`${best} >= ${minScore}`)
    .orderBy(desc(best), aiChunks.sourceId)
    .limit(limit);
  return rows.map((row) => row.sourceId);
}

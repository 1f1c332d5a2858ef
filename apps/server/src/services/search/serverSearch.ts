/**
 * POST {portal}/api/search (visitor-portal.md §7) answered by PostgreSQL: full-text search on
 * weighted 'simple' tsvectors the database stores and GIN-indexes (`search_vector`, generated
 * columns of db/schema/content.ts: titles A, tags B, texts C, a document's extracted text D)
 * with every word of the query a prefix (`word:*`), over exactly what the viewer may find
 * (`loadSearchContent`: its ids are bound as one array, so `canSee` alone decides). Only when
 * that finds nothing, and pg_trgm is there, titles similar to the query (a typo) are answered
 * instead, through the trigram indexes `trigram.ts` keeps.
 *
 * The query never reaches SQL as syntax: it is cut into words of letters and digits, each
 * passed as a bound value, so SQL and tsquery metacharacters are only ever text.
 */
import { SEARCH_LIMITS, type SearchDoc } from '@candor/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loadSearchContent, type SearchContent, type SearchContentInput } from './searchContent.js';
import { hasTrigram } from './trigram.js';
import type { RequestContext } from '../serviceContext.js';

export interface ServerSearchResult {
  matches: SearchDoc[];
  /** fts, or trigram when the typo fallback answered. */
  method: 'fts' | 'trigram' | 'none';
}

/** The query's words (letters and digits of any script), at most 16, each at most 64 long. */
export function searchWords(term: string): string[] {
  return (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, 16)
    .map((word) => word.slice(0, 64));
}

/** `w1:* & w2:*` built from bound values: each word is a literal lexeme, whatever it holds. */
function prefixQuery(words: string[]): SQL {
  const parts = words.map((word) => sql`(quote_literal(${word}) || ':*')`);
  return sql`to_tsquery('simple', ${sql.join(parts, sql` || ' & ' || `)})`;
}

/**
 * A list as one bound value, a PostgreSQL array literal (every element quoted), so thousands of
 * ids stay one parameter and `= any(...)` is answered from a hash of them.
 */
const textArray = (values: string[]): string =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

interface Hit {
  kind: 'i' | 'f' | 'u' | 'd';
  key: string;
  rank: number;
}

/** The smallest word_similarity a title must have to a query FTS found nothing for. */
export const TRIGRAM_THRESHOLD = 0.45;

/**
 * `content` is what the viewer may find (`loadSearchContent`, usually the search key's cached
 * entry); given a loader, it is read only when the query has words.
 */
export async function searchOnServer(
  { db }: RequestContext,
  input: SearchContentInput,
  term: string,
  contentOf: () => Promise<SearchContent> = () =>
    loadSearchContent(db, input, { documentText: false }),
): Promise<ServerSearchResult> {
  const words = searchWords(term);
  if (words.length === 0) return { matches: [], method: 'none' };
  const content = await contentOf();
  const { orgId, productId } = input.viewer;
  if (productId === null) return { matches: [], method: 'none' };

  let hits = await ftsHits(db, content, orgId, productId, prefixQuery(words));
  let method: ServerSearchResult['method'] = 'fts';
  if (hits.length === 0 && term.trim().length >= 3 && (await hasTrigram(db))) {
    hits = await trigramHits(db, content, orgId, productId, words.join(' '));
    method = 'trigram';
  }
  return { matches: docsOf(content, hits), method: hits.length > 0 ? method : 'none' };
}

/**
 * The stored vectors (`search_vector`, GIN-indexed; db/schema/content.ts) matched against the
 * query, only among the rows the viewer may find. An update is found by its topic's subject and
 * its own message together; a document by its name, and by its text only for a viewer who may
 * open it.
 */
async function ftsHits(
  db: Db,
  content: SearchContent,
  orgId: string,
  productId: string,
  query: SQL,
): Promise<Hit[]> {
  const { ids, readableFileIds } = content;
  const { rows } = await db.execute<{ kind: Hit['kind']; key: string; rank: number }>(sql`
    select * from (
      select 'i' as kind, i.uid as key, ts_rank(i.search_vector, ${query}) as rank from items i
        where i.org_id = ${orgId} and i.product_id = ${productId}
          and i.search_vector @@ ${query} and i.uid = any(${textArray(ids.items)}::text[])
      union all
      select 'f', k.id::text, ts_rank(k.search_vector, ${query}) from kb_entries k
        where k.org_id = ${orgId} and k.id = any(${textArray(ids.kb)}::uuid[])
          and k.search_vector @@ ${query}
      union all
      select 'u', u.id::text, ts_rank(t.search_vector || u.search_vector, ${query}) from updates u
        join update_topics t on t.org_id = u.org_id and t.id = u.topic_id
        where u.org_id = ${orgId} and u.id = any(${textArray(ids.updates)}::uuid[])
          and (t.search_vector || u.search_vector) @@ ${query}
      union all
      select 'd', f.id::text, ts_rank(v, ${query}) from files f,
        lateral (select case when f.id = any(${textArray(readableFileIds)}::uuid[])
          then f.search_vector else f.name_vector end as v) vec
        where f.org_id = ${orgId} and f.id = any(${textArray(ids.files)}::uuid[])
          and v @@ ${query}
    ) hits
    order by rank desc, key
    limit ${SEARCH_LIMITS.serverMatches}`);
  return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}

/**
 * Titles most like the query, for a typo FTS cannot forgive: `<%` (word_similarity at least the
 * threshold, set for this transaction only) is answered by the trigram indexes `hasTrigram`
 * keeps.
 */
async function trigramHits(
  db: Db,
  content: SearchContent,
  orgId: string,
  productId: string,
  phrase: string,
): Promise<Hit[]> {
  const { ids } = content;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TRIGRAM_THRESHOLD)}, true)`,
    );
    const { rows } = await tx.execute<{ kind: Hit['kind']; key: string; rank: number }>(sql`
      select * from (
        select 'i' as kind, uid as key, word_similarity(${phrase}, lower(title)) as rank
          from items
          where org_id = ${orgId} and product_id = ${productId} and ${phrase} <% lower(title)
            and uid = any(${textArray(ids.items)}::text[])
        union all
        select 'f', id::text, word_similarity(${phrase}, lower(question)) from kb_entries
          where org_id = ${orgId} and ${phrase} <% lower(question)
            and id = any(${textArray(ids.kb)}::uuid[])
        union all
        select 'u', u.id::text, word_similarity(${phrase}, lower(t.subject)) from updates u
          join update_topics t on t.org_id = u.org_id and t.id = u.topic_id
          where u.org_id = ${orgId} and ${phrase} <% lower(t.subject)
            and u.id = any(${textArray(ids.updates)}::uuid[])
        union all
        select 'd', id::text, word_similarity(${phrase}, lower(original_name)) from files
          where org_id = ${orgId} and ${phrase} <% lower(original_name)
            and id = any(${textArray(ids.files)}::uuid[])
      ) hits
      order by rank desc, key
      limit ${SEARCH_LIMITS.serverMatches}`);
    return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
  });
}

/** The viewer's own entries for the hits, best first (a file on two items is two results). */
function docsOf(content: SearchContent, hits: Hit[]): SearchDoc[] {
  const byKey = new Map<string, SearchDoc[]>();
  for (const doc of content.docs) {
    const key = doc.y === 'd' ? `d:${doc.id.slice(doc.id.lastIndexOf(':') + 1)}` : doc.id;
    const list = byKey.get(key);
    if (list) list.push(doc);
    else byKey.set(key, [doc]);
  }
  return hits
    .flatMap((hit) => byKey.get(`${hit.kind}:${hit.key}`) ?? [])
    .slice(0, SEARCH_LIMITS.serverMatches);
}

/**
 * POST {portal}/api/search (visitor-portal.md §7) answered by PostgreSQL: full-text search on a
 * weighted 'simple' tsvector (titles A, tags and a document's item B, texts C, a document's
 * extracted text D) with every word of the query a prefix (`word:*`), over exactly what the
 * viewer may find (`loadSearchContent`). Only when that finds nothing, and pg_trgm is there,
 * titles similar to the query (a typo) are answered instead.
 *
 * The query never reaches SQL as syntax: it is cut into words of letters and digits, each
 * passed as a bound value, so SQL and tsquery metacharacters are only ever text.
 */
import { SEARCH_LIMITS, type SearchDoc } from '@candor/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loadSearchContent, type SearchContent, type SearchContentInput } from './searchContent.js';
import { hasTrigram } from './trigram.js';

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

/** A list of ids as one bound value (thousands of ids stay one parameter). */
const array = (values: string[]): SQL =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

interface Hit {
  kind: 'i' | 'f' | 'u' | 'd';
  key: string;
  rank: number;
}

/**
 * `content` is what the viewer may find (`loadSearchContent`, usually the search key's cached
 * entry); given a loader, it is read only when the query has words.
 */
export async function searchOnServer(
  db: Db,
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

async function ftsHits(
  db: Db,
  content: SearchContent,
  orgId: string,
  productId: string,
  query: SQL,
): Promise<Hit[]> {
  const { ids, readableFileIds } = content;
  const { rows } = await db.execute<{ kind: Hit['kind']; key: string; rank: number }>(sql`
    with q as (select ${query} as q)
    select * from (
      select 'i' as kind, i.uid as key, ts_rank(v, q.q) as rank from q, items i,
        lateral (select
          setweight(to_tsvector('simple', i.title), 'A') ||
          setweight(to_tsvector('simple', coalesce((select string_agg(t, ' ')
            from jsonb_array_elements_text(i.tags) t), '')), 'B') ||
          setweight(to_tsvector('simple', coalesce(i.subtitle, '') || ' ' ||
            coalesce(i.explanation, '') || ' ' || coalesce(i.href, '')), 'C') as v) vec
        where i.org_id = ${orgId} and i.product_id = ${productId}
          and i.uid = any(${array(ids.items)}) and v @@ q.q
      union all
      select 'f', k.id::text, ts_rank(v, q.q) from q, kb_entries k,
        lateral (select setweight(to_tsvector('simple', k.question), 'A') ||
          setweight(to_tsvector('simple', k.answer), 'C') as v) vec
        where k.org_id = ${orgId} and k.id::text = any(${array(ids.kb)}) and v @@ q.q
      union all
      select 'u', u.id::text, ts_rank(v, q.q) from q, updates u
        join update_topics t on t.org_id = u.org_id and t.id = u.topic_id,
        lateral (select setweight(to_tsvector('simple', t.subject), 'A') ||
          setweight(to_tsvector('simple', u.message), 'C') as v) vec
        where u.org_id = ${orgId} and u.id::text = any(${array(ids.updates)}) and v @@ q.q
      union all
      select 'd', f.id::text, ts_rank(v, q.q) from q, files f,
        lateral (select setweight(to_tsvector('simple', f.original_name), 'A') ||
          setweight(to_tsvector('simple', case when f.id::text = any(${array(readableFileIds)})
            then coalesce(f.extracted_text, '') else '' end), 'D') as v) vec
        where f.org_id = ${orgId} and f.id::text = any(${array(ids.files)}) and v @@ q.q
    ) hits
    order by rank desc, key
    limit ${SEARCH_LIMITS.serverMatches}`);
  return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}

/** Titles most like the query, for a typo FTS cannot forgive. */
async function trigramHits(
  db: Db,
  content: SearchContent,
  orgId: string,
  productId: string,
  phrase: string,
): Promise<Hit[]> {
  const { ids } = content;
  const { rows } = await db.execute<{ kind: Hit['kind']; key: string; rank: number }>(sql`
    select * from (
      select 'i' as kind, uid as key, word_similarity(${phrase}, lower(title)) as rank from items
        where org_id = ${orgId} and product_id = ${productId} and uid = any(${array(ids.items)})
      union all
      select 'f', id::text, word_similarity(${phrase}, lower(question)) from kb_entries
        where org_id = ${orgId} and id::text = any(${array(ids.kb)})
      union all
      select 'u', u.id::text, word_similarity(${phrase}, lower(t.subject)) from updates u
        join update_topics t on t.org_id = u.org_id and t.id = u.topic_id
        where u.org_id = ${orgId} and u.id::text = any(${array(ids.updates)})
      union all
      select 'd', id::text, word_similarity(${phrase}, lower(original_name)) from files
        where org_id = ${orgId} and id::text = any(${array(ids.files)})
    ) hits
    where rank >= 0.45
    order by rank desc, key
    limit ${SEARCH_LIMITS.serverMatches}`);
  return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
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

/**
 * The search key (visitor-portal.md §7: GET {share base}/kb/ais?productId=…): everything one
 * viewer may find on one product, compact. Built on the server from the presenters (so `canSee`
 * decided every entry), searched by one engine (`searchEngine.ts`) in the browser and, for
 * POST {portal}/api/search, on the server; both answer `SearchDoc`s.
 */
import type { SearchSource, SearchTypeCode } from './search.constants.js';

/** One searchable thing, with short field names: the payload for 5,000 items stays small. */
export interface SearchDoc {
  /** Unique in the payload: `{type}:{id}` (an item's uid, an update's, an entry's, a file's). */
  id: string;
  /**
   * d document, c control (an item of a security-controls card), x fact (an overview item, a
   * risk-profile answer), f FAQ, i trust item, u update, w webpage (a product or help link).
   */
  y: SearchTypeCode;
  /** The row's bold title: the item's or file's name, the FAQ's question, 'Update', a link's name. */
  t: string;
  /** The row's source line: the card's title, the document's item, the update's topic. */
  s: string;
  /** Body text searched and shown: explanation or link text, answer, message, document text. */
  b: string;
  /** Tags (items). */
  g?: string;
  /** The item a result opens (items, controls, facts and documents). */
  u?: string;
  /** The card kind of that item. */
  k?: string;
  /** The topic an update belongs to (the result opens ?tcuUid=). */
  c?: string;
  /** An update's time (ISO), shown in its source as en-US 12h. */
  at?: string;
  /** The address a webpage result opens. */
  l?: string;
}

/** The optional fields of a `SearchDoc`, each a column of the payload. */
const OPTIONAL_FIELDS = ['g', 'u', 'k', 'c', 'at', 'l'] as const;
type OptionalColumns = Record<(typeof OPTIONAL_FIELDS)[number], (string | null)[]>;

/**
 * The documents as the search key sends them: one array per field, so like values sit together
 * and compress better (gzip 242 → 187 kB at 5,000 items), without what another field gives:
 * `id` when it is `{y}:{u}`, `s` when it repeats `t` (an update's subject).
 */
export interface PackedSearchDocs extends OptionalColumns {
  y: SearchTypeCode[];
  /** Null when the id is `{y}:{u}`. */
  id: (string | null)[];
  t: string[];
  /** Null when the source is the title. */
  s: (string | null)[];
  b: string[];
}

export function packSearchDocs(docs: readonly SearchDoc[]): PackedSearchDocs {
  const column = (of: (doc: SearchDoc) => string | null | undefined) =>
    docs.map((doc) => of(doc) ?? null);
  return {
    y: docs.map((doc) => doc.y),
    id: column((doc) => (doc.u !== undefined && doc.id === `${doc.y}:${doc.u}` ? null : doc.id)),
    t: docs.map((doc) => doc.t),
    s: column((doc) => (doc.s === doc.t ? null : doc.s)),
    b: docs.map((doc) => doc.b),
    g: column((doc) => doc.g),
    u: column((doc) => doc.u),
    k: column((doc) => doc.k),
    c: column((doc) => doc.c),
    at: column((doc) => doc.at),
    l: column((doc) => doc.l),
  };
}

export function unpackSearchDocs(packed: PackedSearchDocs): SearchDoc[] {
  return packed.y.map((y, i) => {
    const t = packed.t[i] ?? '';
    const doc: SearchDoc = {
      id: packed.id[i] ?? `${y}:${packed.u[i]}`,
      y,
      t,
      s: packed.s[i] ?? t,
      b: packed.b[i] ?? '',
    };
    for (const field of OPTIONAL_FIELDS) {
      const value = packed[field][i];
      if (value !== null && value !== undefined) doc[field] = value;
    }
    return doc;
  });
}

export interface SearchIndexPayload {
  /** Changes when anything in it may have changed (the revisions and the viewer). */
  key: string;
  /** Seconds the payload may be used; the browser fetches a new one at half of it. */
  ttl: number;
  /**
   * How this viewer's searches are answered (visitor-portal.md §4): 'fuse' in the browser over
   * `docs`, 'semantic' by POST {portal}/api/search (the AI datastore), `docs` the fallback.
   */
  source: SearchSource;
  docs: PackedSearchDocs;
}

/** How long a browser keeps the search key before fetching it again (it refreshes at half). */
export const SEARCH_INDEX_TTL_SECONDS = 600;

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
 * `id` when it is `{y}:{u}`, `s` when it repeats `t` (an update's subject). Titles and bodies
 * are sent as words of one vocabulary (`w`, the most frequent first), each text a string of
 * word codes (`wordCodes`): a word repeated across thousands of bodies is sent once and then
 * costs one or two characters (gzip 187 → 122 kB at 5,000 items).
 */
export interface PackedSearchDocs extends OptionalColumns {
  y: SearchTypeCode[];
  /** Null when the id is `{y}:{u}`. */
  id: (string | null)[];
  /** Titles, each as word codes. */
  t: string[];
  /** Null when the source is the title. */
  s: (string | null)[];
  /** Bodies, each as word codes. */
  b: string[];
  /** The words and the runs between them (spaces, punctuation) that `t` and `b` are made of. */
  w: string[];
}

/** A text's pieces: runs of letters and digits (words), and the runs between them. */
const PIECE = /[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu;
const isWord = (piece: string) => /^[\p{L}\p{N}]/u.test(piece);

/**
 * A piece's number is written as a last digit (64 characters) after any number of leading digits
 * (30 other characters, none escaped in JSON): numbers below 64 take one character, below 1,984
 * two, below 59,584 three.
 */
const LAST_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_';
const LEADING_DIGITS = "!#$%&'()*+,./:;<=>?@[]^`{|}~ ";

function wordCode(n: number): string {
  let code = LAST_DIGITS[n % LAST_DIGITS.length]!;
  for (
    let q = Math.floor(n / LAST_DIGITS.length);
    q > 0;
    q = Math.floor(q / LEADING_DIGITS.length)
  ) {
    q -= 1;
    code = LEADING_DIGITS[q % LEADING_DIGITS.length]! + code;
  }
  return code;
}

/**
 * The texts as strings of word codes, and the vocabulary they use, most frequent first. A single
 * space between two words is left out (the unpacking puts it back), so a body of plain prose is
 * one code per word.
 */
export function wordCodes(texts: readonly string[]): { codes: string[]; words: string[] } {
  const pieces = texts.map((text) =>
    Array.from(text.matchAll(PIECE), (m) => m[0]).filter(
      (piece, i, all) => piece !== ' ' || i === 0 || i === all.length - 1,
    ),
  );
  const counts = new Map<string, number>();
  for (const list of pieces)
    for (const piece of list) counts.set(piece, (counts.get(piece) ?? 0) + 1);
  const words = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
  const codeOf = new Map(words.map((word, n) => [word, wordCode(n)]));
  return { codes: pieces.map((list) => list.map((piece) => codeOf.get(piece)).join('')), words };
}

/** The texts `wordCodes` wrote. */
export function wordTexts(codes: readonly string[], words: readonly string[]): string[] {
  return codes.map((code) => {
    let text = '';
    let previous = '';
    let q = 0;
    for (const char of code) {
      const leading = LEADING_DIGITS.indexOf(char);
      if (leading >= 0) {
        q = q * LEADING_DIGITS.length + leading + 1;
        continue;
      }
      const piece = words[q * LAST_DIGITS.length + LAST_DIGITS.indexOf(char)] ?? '';
      q = 0;
      if (isWord(previous) && isWord(piece)) text += ' ';
      text += piece;
      previous = piece;
    }
    return text;
  });
}

export function packSearchDocs(docs: readonly SearchDoc[]): PackedSearchDocs {
  const column = (of: (doc: SearchDoc) => string | null | undefined) =>
    docs.map((doc) => of(doc) ?? null);
  const { codes, words } = wordCodes(docs.flatMap((doc) => [doc.t, doc.b]));
  return {
    y: docs.map((doc) => doc.y),
    id: column((doc) => (doc.u !== undefined && doc.id === `${doc.y}:${doc.u}` ? null : doc.id)),
    t: codes.filter((_, i) => i % 2 === 0),
    s: column((doc) => (doc.s === doc.t ? null : doc.s)),
    b: codes.filter((_, i) => i % 2 === 1),
    g: column((doc) => doc.g),
    u: column((doc) => doc.u),
    k: column((doc) => doc.k),
    c: column((doc) => doc.c),
    at: column((doc) => doc.at),
    l: column((doc) => doc.l),
    w: words,
  };
}

export function unpackSearchDocs(packed: PackedSearchDocs): SearchDoc[] {
  const titles = wordTexts(packed.t, packed.w);
  const bodies = wordTexts(packed.b, packed.w);
  return packed.y.map((y, i) => {
    const t = titles[i] ?? '';
    const doc: SearchDoc = {
      id: packed.id[i] ?? `${y}:${packed.u[i]}`,
      y,
      t,
      s: packed.s[i] ?? t,
      b: bodies[i] ?? '',
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

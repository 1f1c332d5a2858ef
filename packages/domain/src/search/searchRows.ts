/**
 * A result row as visitor-portal.md §2 describes it: 'for an item, bold section title, kind
 * title as source, explanation or link text ('...' when empty); for an update, 'Update' with
 * source 'Trust Center Updates / {subject} / {date time en-US 12h}' and the message.' Every
 * entry point shows the same rows (the header's modal, the inline bar's dialog, the server's
 * results page): the words the search matched are marked in the title and in the snippet, which
 * is cut from the text around the first match. Parts are plain text: whoever renders them
 * escapes them (React does; a `mark` part is wrapped in <mark>), never HTML from data.
 */
import {
  SEARCH_RESULT_TYPES,
  SEARCH_TEXTS,
  SEARCH_TYPE_CODES,
  type SearchResultType,
} from './search.constants.js';
import type { SearchHit } from './searchEngine.js';
import type { SearchDoc } from './searchIndex.js';
import { formatDateTimeEnUs12h } from '../portal/format.js';
import { CARD_KINDS, type CardKind } from '../cards/constants.js';
import { expandedCardHref, portalHref, type PortalLocation } from '../portal/portalLinks.js';

/** A piece of a shown text; `mark` when it is a word the search matched. */
export interface TextPart {
  text: string;
  mark?: true;
}

export interface SearchRow {
  id: string;
  type: SearchResultType;
  title: string;
  /** The title with the matched words marked. */
  titleParts: TextPart[];
  source: string;
  /** The snippet as plain text ('...' for an item with no explanation or link). */
  text: string;
  /** The snippet with the matched words marked. */
  textParts: TextPart[];
}

/** The words of a text as the search engine splits them (on spaces and punctuation). */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/** Splits a text into parts, marking the words the search matched. */
export function markTerms(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0 || text === '') return text === '' ? [] : [{ text }];
  const wanted = new Set(terms.map((term) => term.toLowerCase()));
  const parts: TextPart[] = [];
  let last = 0;
  for (const word of text.matchAll(WORD)) {
    if (!wanted.has(word[0].toLowerCase())) continue;
    if (word.index > last) parts.push({ text: text.slice(last, word.index) });
    parts.push({ text: word[0], mark: true });
    last = word.index + word[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** How much of the text before the first match a snippet keeps. */
const LEAD = 40;

/**
 * At most `max` characters of a text on one line, cut at words: from its start, or, when a
 * matched word comes later, from a little before that word ('…' marks a cut at either end).
 */
export function snippet(text: string, terms: readonly string[] = [], max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const wanted = new Set(terms.map((term) => term.toLowerCase()));
  let first = 0;
  for (const word of flat.matchAll(WORD)) {
    if (wanted.has(word[0].toLowerCase())) {
      first = word.index;
      break;
    }
  }
  // A match within the first half shows from the start; a later one from a little before it.
  let start = first < max / 2 ? 0 : Math.max(0, Math.min(first - LEAD, flat.length - max));
  if (start > 0 && flat[start - 1] !== ' ') {
    const space = flat.indexOf(' ', start);
    start = space === -1 || space >= first ? start : space + 1;
  }
  const room = start > 0 ? max - 1 : max;
  let end = Math.min(flat.length, start + room);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start + room * 0.6) end = space;
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}

export function searchRowOf(doc: SearchDoc, terms: readonly string[] = []): SearchRow {
  const type = SEARCH_TYPE_CODES[doc.y];
  const text = snippet(doc.b, terms) || SEARCH_TEXTS.emptyText;
  const textParts = text === SEARCH_TEXTS.emptyText ? [{ text }] : markTerms(text, terms);
  if (doc.y === 'u') {
    const when = doc.at ? formatDateTimeEnUs12h(doc.at) : '';
    return {
      id: doc.id,
      type,
      title: SEARCH_TEXTS.update,
      titleParts: [{ text: SEARCH_TEXTS.update }],
      source: [SEARCH_TEXTS.updatesSource, doc.s, when].filter(Boolean).join(' / '),
      text,
      textParts,
    };
  }
  return {
    id: doc.id,
    type,
    title: doc.t,
    titleParts: markTerms(doc.t, terms),
    source: doc.s,
    text,
    textParts,
  };
}

/** A hit as shown: its row, and its place in the one ranking (0 is the top match). */
export interface RankedRow {
  hit: SearchHit;
  row: SearchRow;
  rank: number;
}

export interface SearchGroup<Entry = RankedRow> {
  type: SearchResultType;
  entries: Entry[];
}

export const rankedRows = (hits: readonly SearchHit[]): RankedRow[] =>
  hits.map((hit, rank) => ({ hit, row: searchRowOf(hit.doc, hit.terms), rank }));

/**
 * The inline bar's layout (§2 'grouped by content type'): the hits by type, each group in the
 * ranking's order, and the groups ordered by their best hit, so the top match opens the list,
 * as it does in the modal's flat list (ties keep the spec's group order).
 */
export function groupSearchRows<Entry extends { row: { type: SearchResultType }; rank: number }>(
  rows: readonly Entry[],
): SearchGroup<Entry>[] {
  const byType = new Map<SearchResultType, SearchGroup<Entry>>();
  for (const entry of rows) {
    let group = byType.get(entry.row.type);
    if (!group) {
      group = { type: entry.row.type, entries: [] };
      byType.set(entry.row.type, group);
    }
    group.entries.push(entry);
  }
  const best = (group: SearchGroup<Entry>) => group.entries[0]?.rank ?? Number.POSITIVE_INFINITY;
  return SEARCH_RESULT_TYPES.flatMap((type) => byType.get(type) ?? []).sort(
    (a, b) => best(a) - best(b),
  );
}

/** The result types that open an item in its card's drawer. */
const OPENS_ITEM: ReadonlySet<SearchDoc['y']> = new Set(['i', 'c', 'x', 'd']);

/** The card kind and item a result opens in the card drawer, if it opens one. */
export function searchResultItem(doc: SearchDoc): { kind: CardKind; itemUid: string } | null {
  const kind = CARD_KINDS.find((known) => known === doc.k);
  return OPENS_ITEM.has(doc.y) && doc.u && kind ? { kind, itemUid: doc.u } : null;
}

/**
 * Where a result leads as a link (the server's results page, without JavaScript): an item,
 * control, fact or document opens its item in its card's drawer, an update its topic
 * (`?tcuUid=`), an FAQ the knowledge base, a webpage its address.
 */
export function searchResultHref(location: PortalLocation, doc: SearchDoc): string {
  const item = searchResultItem(doc);
  if (item) return expandedCardHref(location, item.kind, item.itemUid);
  if (doc.y === 'w' && doc.l) return doc.l;
  if (doc.y === 'u' && doc.c) return portalHref(location, { tcuUid: doc.c });
  return `${portalHref(location)}#section-${doc.y === 'f' ? 'knowledge_base' : 'cards'}`;
}

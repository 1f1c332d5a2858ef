/**
 * A result row as visitor-portal.md §2 describes it: 'for an item, bold section title, kind
 * title as source, explanation or link text ('...' when empty); for an update, 'Update' with
 * source 'Trust Center Updates / {subject} / {date time en-US 12h}' and the message.'
 */
import { SEARCH_TEXTS, SEARCH_TYPE_CODES, type SearchResultType } from './search.constants.js';
import type { SearchDoc } from './searchIndex.js';
import { formatDateTimeEnUs12h } from '../portal/format.js';

export interface SearchRow {
  id: string;
  type: SearchResultType;
  title: string;
  source: string;
  text: string;
}

/** The first `max` characters of a text on one line, cut at a word. */
export function snippet(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

export function searchRowOf(doc: SearchDoc): SearchRow {
  const type = SEARCH_TYPE_CODES[doc.y];
  const text = snippet(doc.b) || SEARCH_TEXTS.emptyText;
  if (doc.y === 'u') {
    const when = doc.at ? formatDateTimeEnUs12h(doc.at) : '';
    return {
      id: doc.id,
      type,
      title: SEARCH_TEXTS.update,
      source: [SEARCH_TEXTS.updatesSource, doc.s, when].filter(Boolean).join(' / '),
      text,
    };
  }
  return { id: doc.id, type, title: doc.t, source: doc.s, text };
}

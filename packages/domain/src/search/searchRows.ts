/**
 * A result row as visitor-portal.md §2 describes it: 'for an item, bold section title, kind
 * title as source, explanation or link text ('...' when empty); for an update, 'Update' with
 * source 'Trust Center Updates / {subject} / {date time en-US 12h}' and the message.'
 */
import { SEARCH_TEXTS, SEARCH_TYPE_CODES, type SearchResultType } from './search.constants.js';
import type { SearchDoc } from './searchIndex.js';
import { formatDateTimeEnUs12h } from '../portal/format.js';
import { CARD_KINDS } from '../cards/constants.js';
import { expandedCardHref, portalHref, type PortalLocation } from '../portal/portalLinks.js';

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

/**
 * Where a result leads as a link (the server's results page, without JavaScript): an item or a
 * document opens its item in its card's drawer, an update its topic (`?tcuUid=`), an FAQ the
 * knowledge base.
 */
export function searchResultHref(location: PortalLocation, doc: SearchDoc): string {
  const kind = CARD_KINDS.find((known) => known === doc.k);
  if ((doc.y === 'i' || doc.y === 'd') && doc.u && kind) {
    return expandedCardHref(location, kind, doc.u);
  }
  if (doc.y === 'u' && doc.c) return portalHref(location, { tcuUid: doc.c });
  return `${portalHref(location)}#section-${doc.y === 'f' ? 'knowledge_base' : 'cards'}`;
}

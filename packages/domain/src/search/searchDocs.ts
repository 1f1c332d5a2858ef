/**
 * The search documents of what carries the spec's result types (visitor-portal.md §3 'Search
 * result'): an item is a Control when its card is a security control (the 'Security controls'
 * grid's control kinds), a Fact when it is an overview fact, a Trust Item otherwise, never two of
 * them; a risk profile's answers are Facts, one per answered question; the organisation's product
 * links and the help section's web links are Webpages. The server builds the search key from
 * these (so the browser, POST …/api/search and the no-JS results page show the same types).
 */
import { CARD_KINDS, type CardKind } from '../cards/constants.js';
import type { ItemView, SectionOf } from '../portal/portalView.js';
import { riskProfileRows } from '../riskProfile/riskProfile.js';
import { HELP_CONTACT_LABELS } from '../portal/helpContacts.js';
import type { SearchDoc } from './searchIndex.js';

/**
 * The card kinds whose items are security controls. The other kinds of the grid are not
 * controls: Reports and Questionnaires are documents to read, Security Grades outside ratings,
 * the Risk Profile facts.
 */
export const CONTROL_CARD_KINDS: ReadonlySet<CardKind> = new Set<CardKind>(
  CARD_KINDS.filter(
    (kind) =>
      ![
        'Reports',
        'Certifications',
        'Questionnaires',
        'Overview',
        'RiskProfile',
        'SecurityGrades',
        'TrustedBy',
        'Subprocessors',
        'Documents',
      ].includes(kind),
  ),
);

/** The card kinds whose content is facts: the overview's items, the risk profile's answers. */
export const FACT_CARD_KINDS: ReadonlySet<CardKind> = new Set<CardKind>([
  'Overview',
  'RiskProfile',
]);

/** The result type of an item of a card of this kind: one type, never two. */
export function itemSearchType(kind: CardKind): 'c' | 'x' | 'i' {
  if (CONTROL_CARD_KINDS.has(kind)) return 'c';
  if (FACT_CARD_KINDS.has(kind)) return 'x';
  return 'i';
}

/** 'explanation or link text': a link shown by its host and path, an e-mail by its address. */
export function linkText(href: string | null): string {
  if (!href) return '';
  try {
    const url = new URL(href);
    if (url.protocol === 'mailto:') return decodeURIComponent(url.pathname);
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return href;
  }
}

export type SearchItem = Pick<
  ItemView,
  'uid' | 'kind' | 'title' | 'subtitle' | 'explanation' | 'href' | 'tags' | 'riskProfile'
>;

/** The text an item's rows show: its explanation, else subtitle, else link. */
export const itemSearchText = (item: SearchItem): string =>
  item.explanation ?? item.subtitle ?? linkText(item.href);

/**
 * An item's search documents (its documents apart): the item as a Control, a Fact or a Trust
 * Item; a risk profile as one Fact per answered question ('Hosting', 'Major cloud provider').
 */
export function itemSearchDocs(cardTitle: string, item: SearchItem): SearchDoc[] {
  const opens = { s: cardTitle, u: item.uid, k: item.kind };
  if (item.kind === 'RiskProfile') {
    return riskProfileRows(item.riskProfile ?? {}).map((row, index) => ({
      id: `x:${item.uid}:${index}`,
      y: 'x',
      t: row.question,
      b: row.answer,
      ...opens,
    }));
  }
  const y = itemSearchType(item.kind);
  return [
    {
      id: `${y}:${item.uid}`,
      y,
      t: item.title,
      b: itemSearchText(item),
      ...(item.tags.length > 0 ? { g: item.tags.join(' ') } : {}),
      ...opens,
    },
  ];
}

/** A web link as a Webpage result; null for anything but an http(s) address (an e-mail). */
export function webpageSearchDoc(
  id: string,
  name: string,
  source: string,
  href: string | null,
): SearchDoc | null {
  if (!href || !/^https?:\/\//i.test(href)) return null;
  return { id: `w:${id}`, y: 'w', t: name, s: source, b: linkText(href), l: href };
}

export { HELP_CONTACT_LABELS };

/** The help section's contacts that lead to a web page (not an e-mail), when it is shown. */
export function helpWebpageDocs(section: SectionOf<'help'>): SearchDoc[] {
  if (section.hidden) return [];
  return (['contactSupport', 'reportIssue'] as const).flatMap((key) => {
    const contact = section[key];
    const doc = contact.enabled
      ? webpageSearchDoc(`help:${key}`, HELP_CONTACT_LABELS[key], section.title, contact.href)
      : null;
    return doc ? [doc] : [];
  });
}

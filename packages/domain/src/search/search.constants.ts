/**
 * Visitor search (visitor-portal.md §2, §4, §7, §9): limits, timings and texts, word for word.
 * No zod here: the web app's search chunk imports this file.
 */

export const SEARCH_LIMITS = {
  /** 'Search input max length 512 characters.' */
  maxQueryLength: 512,
  /** Autocomplete status 'stalled' after 300 ms. */
  stallMs: 300,
  /** 'debounced (500 ms in one variant, 100 ms in the other)': the inline bar, the modal. */
  debounceMs: { inline: 500, modal: 100 },
  /** 'query entered (after 700 ms idle)'. */
  queryEnteredMs: 700,
  /** §9 'items-viewed debounce 400 ms': the results seen are reported once scrolling rests. */
  itemsViewedMs: 400,
  /** 'Results start at 15, then 10 more per scroll after a 500 ms delay, capped at total.' */
  initialResults: 15,
  moreResults: 10,
  moreDelayMs: 500,
  /** '3 items per group initially'. */
  perGroup: 3,
  /** How many results the server search answers at most. */
  serverMatches: 50,
} as const;

/** The spec's result types (§3 'Search result'), in the order the groups are shown. */
export const SEARCH_RESULT_TYPES = [
  'Documents',
  'Controls',
  'Facts',
  'KnowledgeBase',
  'TrustCenterContent',
  'TrustCenterUpdates',
  'Webpage',
] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** What each group is called on screen ('KnowledgeBase shown as FAQs', …). */
export const SEARCH_GROUP_TITLES: Record<SearchResultType, string> = {
  Documents: 'Documents',
  Controls: 'Controls',
  Facts: 'Facts',
  KnowledgeBase: 'FAQs',
  TrustCenterContent: 'Trust Items',
  TrustCenterUpdates: 'Updates',
  Webpage: 'Webpage',
};

/** The spec's search sources: the browser's fuzzy index, or the server's (semantic) search. */
export const SEARCH_SOURCES = ['fuse', 'semantic'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

export const SEARCH_TEXTS = {
  box: 'Search items',
  placeholder: 'Search items',
  inlinePlaceholder: 'Search content',
  askPlaceholder: 'Ask a question',
  modeSearch: 'Search',
  modeAsk: 'Ask AI',
  empty: 'Start searching above',
  noResults: 'No results found',
  noResultsHint: 'Try using a different search term',
  results: (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`,
  more: (n: number) => `...${n} more`,
  topMatch: 'Top match',
  update: 'Update',
  updatesSource: 'Trust Center Updates',
  emptyText: '...',
  hintSelect: 'to select',
  hintNavigate: 'to navigate',
  hintClose: 'to close',
  open: 'Open',
  view: 'View',
  failed: 'Failed to retrieve search results. Please try again later.',
  tooLong: 'Search queries can be at most 512 characters.',
  productRequired: 'A product id is required to search.',
} as const;

/** A single-character key: the wire's short names for the result types. */
export const SEARCH_TYPE_CODES = {
  d: 'Documents',
  c: 'Controls',
  x: 'Facts',
  f: 'KnowledgeBase',
  i: 'TrustCenterContent',
  u: 'TrustCenterUpdates',
  w: 'Webpage',
} as const satisfies Record<string, SearchResultType>;
export type SearchTypeCode = keyof typeof SEARCH_TYPE_CODES;
/** The type codes, for the wire's enum. */
export const SEARCH_TYPE_CODE_LIST = [
  'd',
  'c',
  'x',
  'f',
  'i',
  'u',
  'w',
] as const satisfies readonly SearchTypeCode[];

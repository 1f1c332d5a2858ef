/**
 * The knowledge base's values and limits (staff-content.md §2 "Knowledge Base (FAQs) card", §3
 * "Knowledge-base hit", §9 "Knowledge base"). No zod here, so the web app imports it freely.
 */

/** Knowledge-base access levels (staff-content.md §3 "Knowledge-base hit"); stored as an enum. */
export const KB_ACCESS_LEVELS = ['public', 'private'] as const;
export type KbAccessLevel = (typeof KB_ACCESS_LEVELS)[number];

export const KB_ACCESS_LABELS: Record<KbAccessLevel, string> = {
  public: 'Public',
  private: 'Private',
};

/** Where an entry came from (`source_type`): written by staff, or imported from a CSV file. */
export const KB_SOURCE_TYPES = ['manual', 'csv_import'] as const;
export type KbSourceType = (typeof KB_SOURCE_TYPES)[number];
export const KB_SOURCE_LABELS: Record<string, string> = {
  manual: 'Manual',
  csv_import: 'CSV import',
};
export const kbSourceLabel = (source: string): string => KB_SOURCE_LABELS[source] ?? source;

/**
 * The time filter's values (staff-content.md §3): the last day, 7 days, month or year of changes;
 * all time is the empty value.
 */
export const KB_TIME_FILTERS = ['last1d', 'last7d', 'last1m', 'last1y'] as const;
export type KbTimeFilter = (typeof KB_TIME_FILTERS)[number];
export type KbTimeFilterValue = KbTimeFilter | '';

/** The options the dialog offers (staff-content.md §2), in their order. */
export const KB_TIME_FILTER_OPTIONS: readonly { value: KbTimeFilterValue; label: string }[] = [
  { value: 'last7d', label: '7 days' },
  { value: 'last1m', label: '1 month' },
  { value: 'last1y', label: '1 year' },
  { value: '', label: 'All Time' },
];

export const KB_LIMITS = {
  /** Rows a page holds unless another page size is chosen (§9: default page 10). */
  defaultPageSize: 10,
  pageSizes: [10, 25, 50] as const,
  /** §9: the total is capped at 1000 minus the page size. */
  maxResults: 1000,
  /** §9: at most 1000 values per facet. */
  maxFacetValues: 1000,
  /** A search query's longest form (as the portal's search). */
  queryMaxLength: 512,
  /** Facet values one request may filter by. */
  maxFilterValues: 100,
  question: 1000,
  answer: 20000,
  comment: 5000,
  /** Products one entry may be limited to. */
  products: 200,
  /** §9: the table follows the window's height minus 220 px, at least this much. */
  tableHeightOffset: 220,
  tableMinHeight: 280,
  resizeDebounceMs: 50,
  /** The search box asks the server once typing pauses this long. */
  searchDebounceMs: 300,
  /** A CSV import: at most this many bytes and rows. */
  csvMaxBytes: 2 * 1024 * 1024,
  csvMaxRows: 5000,
} as const;

export type KbPageSize = (typeof KB_LIMITS.pageSizes)[number];

/** The spec's empty texts (staff-content.md §2, §8). */
export const KB_EMPTY_TEXTS = {
  /** A search or filter matched nothing. */
  noMatch: 'No results match this criteria',
  /** There is nothing in the knowledge base for this viewer at all. */
  none: 'No entries to show',
} as const;

/** The CSV file's columns, in order (import and export). */
export const KB_CSV_COLUMNS = ['question', 'answer', 'comment', 'access', 'products'] as const;
export type KbCsvColumn = (typeof KB_CSV_COLUMNS)[number];
/** Products of one CSV cell are separated by this (names may hold commas). */
export const KB_CSV_PRODUCT_SEPARATOR = ';';

export const KB_MESSAGES = {
  created: 'Entry added',
  updated: 'Entry saved',
  deleted: 'Entry deleted',
  madePublic: 'Entry is now public',
  madePrivate: 'Entry is now private',
  notFound: 'Entry not found',
  questionRequired: 'Question is required',
  answerRequired: 'Answer is required',
  questionTooLong: `Question must be at most ${KB_LIMITS.question} characters`,
  answerTooLong: `Answer must be at most ${KB_LIMITS.answer} characters`,
  commentTooLong: `Comment must be at most ${KB_LIMITS.comment} characters`,
  accessInvalid: 'Access must be public or private',
  unknownProduct: 'Unknown product',
  queryTooLong: `Search must be at most ${KB_LIMITS.queryMaxLength} characters`,
  queryControl: 'Search must not contain control characters',
  pageSizeInvalid: `Page size must be one of ${KB_LIMITS.pageSizes.join(', ')}`,
  timeInvalid: 'time must be one of last1d, last7d, last1m, last1y or empty',
  csvTooLarge: `The CSV file must be at most ${KB_LIMITS.csvMaxBytes / 1024 / 1024} MB`,
  csvTooManyRows: `The CSV file must have at most ${KB_LIMITS.csvMaxRows} rows`,
  csvNotText: 'The file is not a CSV text file',
  csvHeader: `The first line must name the columns ${KB_CSV_COLUMNS.join(', ')}`,
  csvEmpty: 'The CSV file has no entries',
  csvInvalid: 'The CSV file has errors; nothing was imported',
  imported: (count: number) => `${count} imported`,
} as const;

/**
 * The visitor search calls (visitor-portal.md §7) and the analytics events of search, with the
 * spec's limits. A term is cleaned of control characters before its length is checked.
 */
import { z } from 'zod';
import { portalIdParam, viewerQuerySchema } from '../portal/viewerQuery.schema.js';
import {
  SEARCH_LIMITS,
  SEARCH_SOURCES,
  SEARCH_TEXTS,
  SEARCH_TYPE_CODE_LIST,
} from './search.constants.js';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** A search term as typed, without control characters (a tab or newline is a space). */
export const cleanSearchTerm = (term: string): string =>
  term.replace(/[\t\n\r]/g, ' ').replace(CONTROL_CHARACTERS, '');

export const searchTermSchema = z
  .string()
  .transform(cleanSearchTerm)
  .pipe(z.string().max(SEARCH_LIMITS.maxQueryLength, SEARCH_TEXTS.tooLong));

/** POST {base}/search: `{query:{term, filters:{products:[productId]}}}`. */
export const searchRequestSchema = z.object({
  query: z.object({
    term: searchTermSchema,
    filters: z.object({ products: z.array(portalIdParam()).max(1).optional() }).optional(),
  }),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export const searchIndexQuerySchema = viewerQuerySchema.extend({
  productId: portalIdParam().optional(),
});

export const searchDocSchema = z.object({
  id: z.string(),
  y: z.enum(SEARCH_TYPE_CODE_LIST),
  t: z.string(),
  s: z.string(),
  b: z.string(),
  g: z.string().optional(),
  u: z.string().optional(),
  k: z.string().optional(),
  c: z.string().optional(),
  at: z.string().optional(),
  l: z.string().optional(),
});

/** The server search's answer: `result.matches`, best first, and how they were found. */
export const searchResponseSchema = z.object({
  result: z.object({ matches: z.array(searchDocSchema), source: z.enum(SEARCH_SOURCES) }),
});

/** The calls whose failure the browser reports: the search key, and Ask AI's answer. */
export const SEARCH_FAILED_CALLS = ['search', 'answer'] as const;

/** `POST {portal}/api/events/search`: what the browser reports of a search (§7). */
export const searchEventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('search'),
    source: z.enum(SEARCH_SOURCES),
    query: searchTermSchema,
    results: z.number().int().min(0).max(100_000),
  }),
  z.object({
    event: z.literal('query_entered'),
    query: searchTermSchema,
    results: z.number().int().min(0).max(100_000),
  }),
  z.object({
    event: z.literal('item_selected'),
    query: searchTermSchema,
    type: z.enum(SEARCH_TYPE_CODE_LIST),
    id: z.string().max(200),
    itemUid: z.string().max(200).optional(),
  }),
  // §9 'items-viewed': how many of the results have been in view (the first `viewed`).
  z
    .object({
      event: z.literal('items_viewed'),
      query: searchTermSchema,
      viewed: z.number().int().min(1).max(100_000),
      results: z.number().int().min(0).max(100_000),
    })
    .refine((event) => event.viewed <= event.results, {
      path: ['viewed'],
      message: 'More results seen than found',
    }),
  /** A call of search that failed in the browser (§8 'error snacks, also reported'). */
  z.object({
    event: z.literal('failed'),
    call: z.enum(SEARCH_FAILED_CALLS),
    /** The answer's HTTP status; 0 when none came (offline, timed out). */
    status: z.number().int().min(0).max(599),
  }),
]);
export type SearchEvent = z.infer<typeof searchEventSchema>;

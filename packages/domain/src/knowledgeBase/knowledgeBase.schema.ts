/**
 * The knowledge base's zod schemas with the spec's limits and messages: the table's query (search,
 * facets, time filter, paging), its answer, and the staff's entry form.
 */
import { z } from 'zod';
import {
  KB_ACCESS_LEVELS,
  KB_LIMITS,
  KB_MESSAGES,
  KB_TIME_FILTERS,
  type KbPageSize,
} from './knowledgeBase.constants.js';
import type {
  KbEntryMetadata,
  KbFacets,
  KbFacetValue,
  KbRowView,
  KbTablePage,
} from './knowledgeBase.js';
import { requiredText } from '../validation/requiredText.js';

export * from './knowledgeBase.js';

const PAGE_MESSAGE = 'page must be a whole number from 1';
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A comma-separated list of facet values (`access=public,private`), each checked. */
const listOf = (valid: (value: string) => boolean, message: string) =>
  z
    .string()
    .max(KB_LIMITS.maxFilterValues * 40)
    .optional()
    .transform((raw, ctx) => {
      const values = (raw ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      if (values.length > KB_LIMITS.maxFilterValues || !values.every(valid)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return [...new Set(values)];
    });

/**
 * The table's query. Other parameters (`product`, `preview`, `accountId`, …) pass through: the
 * tenant and viewer are read from them.
 */
export const kbTableQuerySchema = z.looseObject({
  product: z.string().optional(),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, { error: PAGE_MESSAGE })
    .transform(Number)
    .optional()
    .transform((page) => page ?? 1),
  pageSize: z
    .string()
    .refine((size) => KB_LIMITS.pageSizes.some((allowed) => String(allowed) === size), {
      error: KB_MESSAGES.pageSizeInvalid,
    })
    .optional()
    .transform(
      (size): KbPageSize =>
        KB_LIMITS.pageSizes.find((allowed) => String(allowed) === size) ??
        KB_LIMITS.defaultPageSize,
    ),
  q: z
    .string()
    .max(KB_LIMITS.queryMaxLength, { error: KB_MESSAGES.queryTooLong })
    .refine((q) => !CONTROL.test(q), { error: KB_MESSAGES.queryControl })
    .optional()
    .transform((q) => q?.trim() ?? ''),
  source: listOf((v) => /^[a-z0-9_-]{1,40}$/.test(v), 'source must name sources'),
  access: listOf((v) => KB_ACCESS_LEVELS.some((level) => level === v), KB_MESSAGES.accessInvalid),
  productIds: listOf((v) => UUID.test(v), 'productIds must be product ids'),
  time: z
    .union([z.enum(KB_TIME_FILTERS), z.literal('')], { error: KB_MESSAGES.timeInvalid })
    .optional()
    .transform((time) => time ?? ''),
});
export type KbTableQueryInput = z.input<typeof kbTableQuerySchema>;
export type KbTableQuery = z.output<typeof kbTableQuerySchema>;

const metadataSchema = z.object({
  accessLevel: z.enum(KB_ACCESS_LEVELS),
  favorite: z.boolean(),
  products: z.array(z.object({ id: z.string(), name: z.string() })),
  sourceType: z.string(),
  sourceSubtype: z.string().nullable(),
  sourceName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<KbEntryMetadata>;

export const kbRowSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  answerHtml: z.string(),
  comment: z.string().nullable(),
  updatedAt: z.string(),
  metadata: metadataSchema.nullable(),
}) satisfies z.ZodType<KbRowView>;

const facetValues = z.array(
  z.object({ value: z.string(), label: z.string(), count: z.number().int().min(0) }),
) satisfies z.ZodType<KbFacetValue[]>;

export const kbTablePageSchema = z.object({
  items: z.array(kbRowSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  unfilteredTotal: z.number().int().min(0),
  facets: z.object({
    source: facetValues,
    access: facetValues,
    products: facetValues,
  }) satisfies z.ZodType<KbFacets>,
}) satisfies z.ZodType<KbTablePage>;

/** Staff's add and edit form (and the mark public / private switch). */
export const kbEntryInputSchema = z.object({
  question: requiredText(KB_MESSAGES.questionRequired).max(KB_LIMITS.question, {
    error: KB_MESSAGES.questionTooLong,
  }),
  answer: requiredText(KB_MESSAGES.answerRequired).max(KB_LIMITS.answer, {
    error: KB_MESSAGES.answerTooLong,
  }),
  comment: z
    .string()
    .trim()
    .max(KB_LIMITS.comment, { error: KB_MESSAGES.commentTooLong })
    .nullish()
    .transform((comment) => (comment ? comment : null)),
  accessLevel: z.enum(KB_ACCESS_LEVELS, { error: KB_MESSAGES.accessInvalid }),
  favorite: z.boolean().optional().default(false),
  productIds: z
    .array(z.string().regex(UUID, { error: KB_MESSAGES.unknownProduct }))
    .max(KB_LIMITS.products)
    .transform((ids) => [...new Set(ids)]),
});
export type KbEntryInput = z.input<typeof kbEntryInputSchema>;
export type KbEntryValues = z.output<typeof kbEntryInputSchema>;

export const kbAccessInputSchema = z.object({
  accessLevel: z.enum(KB_ACCESS_LEVELS, { error: KB_MESSAGES.accessInvalid }),
});

/**
 * The import: the file's text (read by the browser) and its name. Its size is checked in bytes
 * by the server (413 with the spec's message); the request's body limit bounds what is read.
 */
export const kbImportInputSchema = z.object({
  csv: z.string(),
  fileName: z.string().max(255).optional(),
});

export const kbSavedSchema = z.object({ id: z.string(), message: z.string() });
export const kbImportedSchema = z.object({
  imported: z.number().int().min(0),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  message: z.string(),
});
export type KbImported = z.output<typeof kbImportedSchema>;

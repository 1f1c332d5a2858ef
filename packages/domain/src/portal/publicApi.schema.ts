/**
 * The public read API (`/api/v1/orgs/{slug}/…`): its query, its pages and its rows. Every list
 * answers what its caller may see (an anonymous visitor, or an API token's member), one page at
 * a time in a fixed order ending with the row's id, so a cursor (the last row's sort key and
 * id, opaque to callers) never repeats or skips a row.
 */
import { z } from 'zod';
import { CARD_KINDS, UPDATE_CATEGORIES } from '../cards/constants.js';

export const PUBLIC_API_RESOURCES = [
  'items',
  'documents',
  'subprocessors',
  'updates',
  'certifications',
] as const;
export type PublicApiResource = (typeof PUBLIC_API_RESOURCES)[number];

export const PUBLIC_API_LIMIT = { default: 50, max: 100 } as const;

export const PUBLIC_API_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${PUBLIC_API_LIMIT.max}`,
  cursor: 'cursor is not one this list gave',
  invalidToken: 'The API token is invalid, expired or revoked.',
} as const;

export const publicApiQuerySchema = z.object({
  /** The product's slug; the organisation's default product without it. */
  product: z.string().max(200).optional(),
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/, { error: PUBLIC_API_MESSAGES.limit })
    .transform(Number)
    .refine((n) => n <= PUBLIC_API_LIMIT.max, { error: PUBLIC_API_MESSAGES.limit })
    .optional(),
  cursor: z.string().max(1000).optional(),
});
export type PublicApiQuery = z.output<typeof publicApiQuerySchema>;

export const publicApiOrgParamsSchema = z.object({ orgSlug: z.string() });

const page = <Row extends z.ZodType>(row: Row) =>
  z.object({
    data: z.array(row),
    /** The next page's address (path and query), null on the last page. */
    next: z.string().nullable(),
  });

const itemRow = z.object({
  uid: z.string(),
  card: z.enum(CARD_KINDS),
  title: z.string(),
  subtitle: z.string().nullable(),
  type: z.string().nullable(),
  /** The caller sees the item but not its documents. */
  restricted: z.boolean(),
  public: z.boolean(),
  lastModified: z.string(),
  url: z.string().nullable(),
});

const certificationRow = itemRow.extend({
  auditor: z.string().nullable(),
  expiry: z.string().nullable(),
});

const documentRow = z.object({
  id: z.string(),
  title: z.string(),
  item: z.object({ uid: z.string(), title: z.string(), card: z.enum(CARD_KINDS) }),
  contentType: z.string(),
  /** Bytes; null for a document made on request. */
  size: z.number().nullable(),
  /** Of the stored original; null for a document made on request. */
  sha256: z.string().nullable(),
  createdAt: z.string(),
  public: z.boolean(),
  /** Whether this caller may download it, and the address they would use. */
  downloadable: z.boolean(),
  downloadUrl: z.string().nullable(),
  viewUrl: z.string().nullable(),
});

const subprocessorRow = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  purpose: z.string().nullable(),
  location: z.string().nullable(),
  details: z.string().nullable(),
});

const updateRow = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.enum(UPDATE_CATEGORIES),
  pinned: z.boolean(),
  createdAt: z.string(),
  updates: z.array(
    z.object({
      id: z.string(),
      message: z.string(),
      html: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
});

export const publicApiPageSchemas = {
  items: page(itemRow),
  documents: page(documentRow),
  subprocessors: page(subprocessorRow),
  updates: page(updateRow),
  certifications: page(certificationRow),
} as const;

export type PublicApiRow<R extends PublicApiResource> = z.infer<
  (typeof publicApiPageSchemas)[R]
>['data'][number];
export interface PublicApiPage<R extends PublicApiResource> {
  data: PublicApiRow<R>[];
  next: string | null;
}

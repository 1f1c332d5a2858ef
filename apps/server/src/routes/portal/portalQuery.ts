/**
 * The portal's query parameters, read leniently: a malformed value (an array, odd characters,
 * too long) is ignored as if absent, never rejected and never echoed back.
 */
import { z } from 'zod';

const productSlug = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 _.+-]{0,99}$/);
const identifier = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

export interface PortalQuery {
  product: string | null;
  itemUid: string | null;
  accountId: string | null;
  permissionProfileId: string | null;
}

function read(schema: z.ZodType<string>, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function readPortalQuery(query: unknown): PortalQuery {
  const q = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  return {
    product: read(productSlug, q.product),
    itemUid: read(identifier, q.itemUid),
    accountId: read(identifier, q.accountId),
    permissionProfileId: read(identifier, q.permissionProfileId),
  };
}

/** The parameters worth carrying over a redirect (only well-formed ones). */
export function carriedQuery(query: PortalQuery): string {
  const params = new URLSearchParams();
  if (query.product) params.set('product', query.product);
  if (query.itemUid) params.set('itemUid', query.itemUid);
  const text = params.toString();
  return text ? `?${text}` : '';
}

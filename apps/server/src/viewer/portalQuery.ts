/**
 * The portal's query as the server reads it: Fastify's parsed query handed to the domain's
 * grammar, so the server reads an address exactly as the browser will after hydration.
 */
import { parsePortalQuery, portalSearch, type PortalQuery } from '@candor/domain';

export type { PortalQuery };

/**
 * Fastify gives repeated parameters as arrays; they are appended in order so the first value
 * counts, as in the browser. Anything else that is not a string is left out.
 */
function searchParamsOf(query: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (typeof query !== 'object' || query === null) return params;
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (typeof one === 'string') params.append(key, one);
    }
  }
  return params;
}

export function readPortalQuery(query: unknown): PortalQuery {
  return parsePortalQuery(searchParamsOf(query));
}

/** Every well-formed portal parameter, carried over a redirect. */
export function carriedQuery(query: PortalQuery): string {
  return portalSearch(query);
}

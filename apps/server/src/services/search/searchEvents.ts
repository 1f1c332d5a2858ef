/**
 * The search analytics of visitor-portal.md §7 as first-party events: `search` (its source,
 * the query, how many results), `search_query_entered` (a query left for 700 ms: what visitors
 * look for, and whether anything answered), `search_item_selected` (which result) and
 * `search_items_viewed` (how many results were scrolled into view, §9's 400 ms debounce). Queries
 * are stored trimmed and lower-cased so the staff page counts 'SOC 2' and 'soc 2 ' as one.
 * Staff reading their own portal are not visitors and are not counted.
 */
import type { SearchEvent } from '@candor/domain';
import type { ServiceContext } from '../serviceContext.js';
import { eventWho, isUncountedActor, recordEvent } from '../analytics/recordEvent.js';

export const normalizedQuery = (query: string): string =>
  query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 200);

export async function recordSearchEvent(
  { db, viewer }: ServiceContext,
  event: SearchEvent,
): Promise<void> {
  // A failure is reported to the server's log by the route, not counted.
  if (event.event === 'failed' || isUncountedActor(viewer.actor)) return;
  const query = normalizedQuery(event.query);
  const base = { orgId: viewer.orgId, productId: viewer.productId, ...eventWho(viewer) };
  switch (event.event) {
    case 'search':
      if (query === '') return;
      return recordEvent(db, {
        ...base,
        kind: 'search',
        detail: { source: event.source, query, results: event.results },
      });
    case 'query_entered':
      if (query === '') return;
      return recordEvent(db, {
        ...base,
        kind: 'search_query_entered',
        detail: { query, results: event.results },
      });
    case 'items_viewed':
      if (query === '') return;
      return recordEvent(db, {
        ...base,
        kind: 'search_items_viewed',
        detail: { query, viewed: event.viewed, results: event.results },
      });
    case 'item_selected':
      return recordEvent(db, {
        ...base,
        kind: 'search_item_selected',
        itemUid: event.itemUid ?? null,
        detail: { query, type: event.type, id: event.id },
      });
  }
}

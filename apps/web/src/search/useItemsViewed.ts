/**
 * visitor-portal.md §9 'items-viewed debounce 400 ms': how many of the results the visitor has
 * had in view. Each scroll (and each new list of results) counts the results whose top is above
 * the list's bottom edge; 400 ms after the last of them, one `items_viewed` event reports the
 * most seen so far, if it grew. So a quick scroll past many results sends one event, and a
 * visitor who closes search or types again has what they saw counted first.
 */
import { useCallback, useEffect, useRef } from 'react';
import { SEARCH_LIMITS } from '@candor/domain/search/search.constants';
import { sendSearchEvent, type SearchScope } from './searchApi.js';

/** How many of `list`'s results have their top inside its visible box or above it. */
function resultsInView(list: HTMLElement): number {
  const bottom = list.getBoundingClientRect().bottom;
  let seen = 0;
  for (const row of list.querySelectorAll('[role="option"]')) {
    if (row.getBoundingClientRect().top >= bottom) break;
    seen += 1;
  }
  return seen;
}

/**
 * `query` and `results`: what the list answers. `shown`: how many rows it holds (a new list of
 * rows is looked at once drawn). Returns what the list's scroll handler calls.
 */
export function useItemsViewed(
  scope: SearchScope,
  listId: string,
  query: string,
  results: number,
  shown: number,
): (list: HTMLElement) => void {
  const seen = useRef(0);
  const reported = useRef(0);
  const timer = useRef<number | null>(null);
  const latest = useRef({ scope, query, results });

  const report = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    const { scope: where, query: term, results: total } = latest.current;
    if (term === '' || seen.current <= reported.current) return;
    reported.current = seen.current;
    sendSearchEvent(where, {
      event: 'items_viewed',
      query: term,
      viewed: Math.min(seen.current, total),
      results: total,
    });
  }, []);

  const look = useCallback(
    (list: HTMLElement) => {
      seen.current = Math.max(seen.current, resultsInView(list));
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = window.setTimeout(report, SEARCH_LIMITS.itemsViewedMs);
    },
    [report],
  );

  // A new query starts again from nothing seen; what the last one saw is reported first.
  useEffect(() => {
    latest.current = { scope, query, results };
    return () => {
      report();
      seen.current = 0;
      reported.current = 0;
    };
  }, [scope, query, results, report]);

  // Rows drawn (the first results, 10 more, a group opened): those now in view count.
  useEffect(() => {
    const list = document.getElementById(listId);
    if (list && query !== '' && shown > 0) look(list);
  }, [listId, query, shown, look]);

  return look;
}

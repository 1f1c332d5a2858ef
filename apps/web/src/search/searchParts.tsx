/** Pieces both search variants share: the loading skeleton and the results shown. */
import { useCallback, useMemo, type UIEvent } from 'react';
import { rankedRows } from '@candor/domain/search/searchRows';
import type { SearchScope } from './searchApi.js';
import { useResultLayout, type ResultLayout } from './SearchResultList.js';
import { useItemsViewed } from './useItemsViewed.js';
import type { SearchState } from './useSearch.js';
import classes from './Search.module.css';

/** 'loading (skeleton of 3 groups)'. */
export function ResultsSkeleton() {
  return (
    <div className={classes.skeleton} aria-label="Loading results" role="status">
      {[0, 1, 2].map((group) => (
        <div key={group} className={classes.skeletonGroup}>
          <span className={classes.skeletonHead} />
          <span className={classes.skeletonLine} />
          <span className={classes.skeletonLine} />
        </div>
      ))}
    </div>
  );
}

/**
 * The list's scroll handler: `look` counts the results in view (`useItemsViewed`), and `more`
 * is called when the list is scrolled to (near) its end and there is more to show.
 */
function useMoreOnScroll(hasMore: boolean, more: () => void, look: (list: HTMLElement) => void) {
  return useCallback(
    (event: UIEvent<HTMLElement>) => {
      const list = event.currentTarget;
      look(list);
      if (hasMore && list.scrollTop + list.clientHeight >= list.scrollHeight - 24) more();
    },
    [hasMore, more, look],
  );
}

/**
 * The results shown (`search.shown` of them, ranked and laid out) and the list's scroll handler:
 * 10 more at the end, and the results seen reported (`useItemsViewed`).
 */
export function useShownResults(
  scope: SearchScope,
  search: SearchState,
  listId: string,
  kind: ResultLayout,
) {
  const rows = useMemo(
    () => rankedRows(search.results.slice(0, search.shown)),
    [search.results, search.shown],
  );
  const layout = useResultLayout(rows, kind);
  const look = useItemsViewed(
    scope,
    listId,
    search.answered,
    search.results.length,
    layout.onScreen.length,
  );
  const onScroll = useMoreOnScroll(search.shown < search.results.length, search.showMore, look);
  return { rows, layout, onScroll };
}

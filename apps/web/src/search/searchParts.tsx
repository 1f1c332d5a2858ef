/** Pieces both search variants share: the loading skeleton and 'more on scroll'. */
import { useCallback, type UIEvent } from 'react';
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
export function useMoreOnScroll(
  hasMore: boolean,
  more: () => void,
  look: (list: HTMLElement) => void,
) {
  return useCallback(
    (event: UIEvent<HTMLElement>) => {
      const list = event.currentTarget;
      look(list);
      if (hasMore && list.scrollTop + list.clientHeight >= list.scrollHeight - 24) more();
    },
    [hasMore, more, look],
  );
}

import classes from './ListLoadError.module.css';

/** Shown where a list's next page failed to load; the button tries that page again. */
export function ListLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <p className={classes.error} role="alert">
      Could not load more entries.
      <button type="button" className={classes.retry} onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}

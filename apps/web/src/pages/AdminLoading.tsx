import classes from './AdminLoading.module.css';

/**
 * What the private area shows while its code loads (also the server's render of it). Plain
 * text: the portal's bundle carries this, so it takes no component of its own.
 */
export function AdminLoading() {
  return (
    <div className={classes.root} role="status" aria-live="polite">
      Loading…
    </div>
  );
}

import type { ReactNode } from 'react';
import { ShieldCheckIcon } from '../ui/icons.js';
import classes from './CenteredPage.module.css';

/** Layout of the pages outside a portal (sign-in, errors): a brand line and one panel. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <header className={classes.top}>
        <a className={classes.brand} href="/">
          <ShieldCheckIcon size={22} className={classes.brandMark} />
          Candor
        </a>
      </header>
      <main className={classes.main} id="main">
        <div className={classes.panel}>{children}</div>
      </main>
    </div>
  );
}

import type { ReactNode } from 'react';
import { AlertTriangleIcon, LockIcon } from '../ui/icons.js';
import classes from './ErrorPanel.module.css';

export const GENERIC_ERROR_TITLE = 'Sorry, an error has occurred.';

interface ErrorPanelProps {
  title?: string;
  message?: string | null;
  /** Technical cause: the server sets it only outside production. */
  cause?: string | null;
  tone?: 'error' | 'neutral';
  icon?: 'alert' | 'lock';
  children?: ReactNode;
}

/** The generic error panel of visitor-portal.md §2 'Other', also used by the 404/403 pages. */
export function ErrorPanel({
  title = GENERIC_ERROR_TITLE,
  message,
  cause,
  tone = 'error',
  icon = 'alert',
  children,
}: ErrorPanelProps) {
  return (
    <section className={classes.root} aria-labelledby="error-panel-title">
      <span className={classes.icon} data-tone={tone}>
        {icon === 'lock' ? <LockIcon size={22} /> : <AlertTriangleIcon size={22} />}
      </span>
      <h1 className={classes.title} id="error-panel-title">
        {title}
      </h1>
      {message ? <p className={classes.message}>{message}</p> : null}
      {cause ? (
        <pre className={classes.cause} data-testid="error-cause">
          {cause}
        </pre>
      ) : null}
      {children ? <div className={classes.actions}>{children}</div> : null}
    </section>
  );
}

import type { ReactNode } from 'react';
import classes from './Tag.module.css';

export type TagTone = 'neutral' | 'warning' | 'success' | 'accent';

/** A small label (item tags, update categories); tones keep AA contrast on their tint. */
export function Tag({ tone = 'neutral', children }: { tone?: TagTone; children: ReactNode }) {
  return (
    <span className={classes.tag} data-tone={tone}>
      {children}
    </span>
  );
}

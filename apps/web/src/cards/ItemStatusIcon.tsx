import type { EnabledState } from '@candor/domain/cards/constants';
import { CheckCircleIcon, ClockIcon, MinusCircleIcon } from '../ui/icons.js';
import classes from './ItemStatusIcon.module.css';

/** A quiet status glyph before an item's title; the 'In Progress' tag carries the words. */
export function ItemStatusIcon({ state, size = 18 }: { state: EnabledState; size?: number }) {
  const Icon =
    state === 'Enabled'
      ? CheckCircleIcon
      : state === 'WorkInProgress'
        ? ClockIcon
        : MinusCircleIcon;
  return (
    <span className={classes.icon} data-state={state}>
      <Icon size={size} />
    </span>
  );
}

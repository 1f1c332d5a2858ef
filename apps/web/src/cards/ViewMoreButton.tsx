import { ArrowRightIcon } from '../ui/icons.js';
import classes from './ViewMoreButton.module.css';

interface ViewMoreButtonProps {
  onClick: () => void;
  /** Id of the title the button belongs to, so 'View more' is announced with its context. */
  describedBy?: string;
  label?: string;
  expanded?: boolean;
  controls?: string;
}

export function ViewMoreButton({
  onClick,
  describedBy,
  label = 'View more',
  expanded,
  controls,
}: ViewMoreButtonProps) {
  return (
    <button
      type="button"
      className={classes.button}
      onClick={onClick}
      aria-describedby={describedBy}
      aria-expanded={expanded}
      aria-controls={controls}
    >
      {label}
      {expanded === undefined ? <ArrowRightIcon size={14} /> : null}
    </button>
  );
}

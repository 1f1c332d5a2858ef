import { ArrowRightIcon, ChevronDownIcon } from '../ui/icons.js';
import classes from './ViewMoreButton.module.css';

interface ViewMoreButtonProps {
  onClick: () => void;
  /** Id of the title the button belongs to, so 'View more' is announced with its context. */
  describedBy?: string;
  label?: string;
  /** Set when the button grows a list in place (then a chevron, turned up when expanded). */
  expanded?: boolean;
  controls?: string;
}

/**
 * Every 'View more' of the portal: one look with a trailing arrow wherever it is. An arrow to
 * the right opens the card's drawer; a chevron grows the list in place.
 */
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
      {expanded === undefined ? (
        <ArrowRightIcon size={14} />
      ) : (
        <span className={classes.chevron} data-expanded={expanded || undefined}>
          <ChevronDownIcon size={14} />
        </span>
      )}
    </button>
  );
}

import { ArrowRightIcon, ChevronDownIcon } from '../ui/icons.js';
import classes from './ViewMoreButton.module.css';

interface ViewMoreButtonProps {
  onClick: () => void;
  /**
   * Where it leads without JavaScript (an open card's address, which the server renders with
   * the drawer): then it is a link, and a plain click runs `onClick` instead of navigating.
   */
  href?: string;
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
  href,
  describedBy,
  label = 'View more',
  expanded,
  controls,
}: ViewMoreButtonProps) {
  if (href !== undefined) {
    return (
      <a
        className={classes.button}
        href={href}
        onClick={(event) => {
          // A click meant for a new tab or window keeps the browser's own handling.
          if (
            event.button !== 0 ||
            event.metaKey ||
            event.ctrlKey ||
            event.shiftKey ||
            event.altKey
          )
            return;
          event.preventDefault();
          onClick();
        }}
        aria-describedby={describedBy}
      >
        {label}
        <ArrowRightIcon size={14} />
      </a>
    );
  }
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

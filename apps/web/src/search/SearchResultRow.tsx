/**
 * One result as visitor-portal.md §2 describes it: the bold title, the source line (the card's
 * title for an item; 'Trust Center Updates / {subject} / {date time en-US 12h}' for an update)
 * and the explanation, answer or message ('...' when empty).
 */
import type { SearchRow } from '@candor/domain/search/searchRows';
import { SEARCH_TEXTS } from '@candor/domain/search/search.constants';
import classes from './Search.module.css';

export function SearchResultRow({
  row,
  id,
  active,
  topMatch,
  onSelect,
  onHover,
}: {
  row: SearchRow;
  id: string;
  active: boolean;
  topMatch: boolean;
  onSelect: () => void;
  onHover: () => void;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={classes.row}
      data-active={active || undefined}
      onClick={onSelect}
      onMouseMove={onHover}
    >
      <span className={classes.rowHead}>
        <strong className={classes.rowTitle}>{row.title}</strong>
        {topMatch ? <span className={classes.topMatch}>{SEARCH_TEXTS.topMatch}</span> : null}
      </span>
      <span className={classes.rowSource}>{row.source}</span>
      <span className={classes.rowText}>{row.text}</span>
    </li>
  );
}

/**
 * The one result list both search entry points show (visitor-portal.md §2): the header's modal
 * lists the ranking flat; the inline bar's dialog groups it by content type (3 per group, then
 * '...N more'), the groups ordered by their best result. Either way the first result is the
 * engine's best and carries 'Top match', and each row is the domain's `SearchRow`: the bold
 * title, the source line and a snippet cut around the match, the matched words in <mark>
 * (React escapes every part; no HTML from data).
 */
import { useState, type KeyboardEvent, type UIEvent } from 'react';
import {
  SEARCH_GROUP_TITLES,
  SEARCH_LIMITS,
  SEARCH_TEXTS,
  type SearchResultType,
} from '@candor/domain/search/search.constants';
import {
  groupSearchRows,
  type RankedRow,
  type SearchGroup,
  type TextPart,
} from '@candor/domain/search/searchRows';
import classes from './Search.module.css';

export type ResultLayout = 'flat' | 'grouped';

/** A text with the matched words marked. */
export function MarkedText({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    part.mark ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  );
}

/**
 * What the list shows, in screen order (the keys move through it), and the groups of the
 * grouped layout. `expand` opens a group's '...N more'; typing again closes them (`reset`).
 */
export function useResultLayout(rows: readonly RankedRow[], layout: ResultLayout) {
  const [expanded, setExpanded] = useState<ReadonlySet<SearchResultType>>(new Set());
  const groups: SearchGroup[] = layout === 'grouped' ? groupSearchRows(rows) : [];
  const shownOf = (group: SearchGroup) =>
    expanded.has(group.type) ? group.entries : group.entries.slice(0, SEARCH_LIMITS.perGroup);
  const onScreen = layout === 'grouped' ? groups.flatMap(shownOf) : [...rows];
  return {
    groups,
    onScreen,
    shownOf,
    expand: (type: SearchResultType) => setExpanded((set) => new Set(set).add(type)),
    reset: () => setExpanded(new Set()),
  };
}

export type ResultLayoutState = ReturnType<typeof useResultLayout>;

interface ListProps {
  id: string;
  layout: ResultLayout;
  state: ResultLayoutState;
  /** The highlighted result (`useActiveResult`); the pointer moves it too. */
  keys: { active: number; setActive: (position: number) => void };
  onSelect: (entry: RankedRow) => void;
  onScroll: (event: UIEvent<HTMLElement>) => void;
  className: string | undefined;
}

/**
 * The highlighted result: Arrow Up/Down move it (wrapping; reaching the end asks for more),
 * Enter chooses it.
 */
export function useActiveResult(
  listId: string,
  onScreen: readonly RankedRow[],
  onEnd: () => void,
  choose: (entry: RankedRow | undefined) => void,
) {
  const [active, setActive] = useState(0);
  const current = onScreen[Math.min(active, onScreen.length - 1)];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (onScreen.length === 0) return;
      const by = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + by + onScreen.length) % onScreen.length;
      setActive(next);
      if (next === onScreen.length - 1) onEnd();
      document.getElementById(optionId(listId, next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(current);
    }
  };
  return { active, setActive, current, onKeyDown };
}

export const optionId = (listId: string, position: number) => `${listId}-option-${position}`;

export function SearchResultList({
  id,
  layout,
  state,
  keys,
  onSelect,
  onScroll,
  className,
}: ListProps) {
  const { active } = keys;
  const row = (entry: RankedRow, position: number) => (
    <li
      key={entry.row.id}
      id={optionId(id, position)}
      role="option"
      aria-selected={position === active}
      className={classes.row}
      data-active={position === active || undefined}
      onClick={() => onSelect(entry)}
      onMouseMove={() => keys.setActive(position)}
    >
      <span className={classes.rowHead}>
        <strong className={classes.rowTitle}>
          <MarkedText parts={entry.row.titleParts} />
        </strong>
        {entry.rank === 0 ? (
          <span className={classes.topMatch}>{SEARCH_TEXTS.topMatch}</span>
        ) : null}
      </span>
      <span className={classes.rowSource}>{entry.row.source}</span>
      <span className={classes.rowText}>
        <MarkedText parts={entry.row.textParts} />
      </span>
    </li>
  );

  if (layout === 'flat') {
    return (
      <ul
        id={id}
        role="listbox"
        aria-label="Search results"
        // The input keeps the focus (aria-activedescendant); the list takes it too, so a
        // keyboard user can scroll a long list of results.
        tabIndex={0}
        className={className}
        onScroll={onScroll}
      >
        {state.onScreen.map(row)}
      </ul>
    );
  }
  // A list per group (a listbox holds options only): the group's heading and its '...N more'
  // button sit beside it. The scrolling box takes the keyboard's focus, to scroll it.
  let position = 0;
  return (
    <div
      id={id}
      role="region"
      aria-label="Search results"
      tabIndex={0}
      className={className}
      onScroll={onScroll}
    >
      {state.groups.map((group) => {
        const entries = state.shownOf(group);
        const hidden = group.entries.length - entries.length;
        const title = SEARCH_GROUP_TITLES[group.type];
        return (
          <section key={group.type} className={classes.group} aria-label={title}>
            <h3 className={classes.groupTitle}>{title}</h3>
            <ul className={classes.groupList} role="listbox" aria-label={title}>
              {entries.map((entry) => row(entry, position++))}
            </ul>
            {hidden > 0 ? (
              <button
                type="button"
                className={classes.moreButton}
                onClick={() => state.expand(group.type)}
              >
                {SEARCH_TEXTS.more(hidden)}
              </button>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

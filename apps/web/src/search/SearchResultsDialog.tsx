/**
 * The inline bar's results dialog (visitor-portal.md §2, §4): the organisation's logo and portal
 * title in its header; results grouped by content type (Documents, Controls, Facts, FAQs, Trust
 * Items, Updates) in sections of 3 with a '...N more' button; 'Top match' on the first result;
 * a detail panel beside the list (below it on a phone) with an Open / View button; Arrow keys
 * move, Enter opens. Full-screen on small screens. In Ask AI mode the dialog shows the Ask AI
 * panel for the question instead.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  SEARCH_GROUP_TITLES,
  SEARCH_LIMITS,
  SEARCH_RESULT_TYPES,
  SEARCH_TEXTS,
  type SearchResultType,
} from '@candor/domain/search/search.constants';
import type { SearchDoc } from '@candor/domain/search/searchIndex';
import { searchRowOf, type SearchRow } from '@candor/domain/search/searchRows';
import type { PortalView } from '@candor/domain/portal/portalView';
import { useCardDrawer } from '../cards/cardDrawerContext.js';
import { SearchIcon } from '../ui/icons.js';
import type { AskAiSlot, InlineSearchMode } from './InlineSearch.js';
import { openSearchResult } from './openSearchResult.js';
import type { SearchScope } from './searchApi.js';
import { ResultsSkeleton, useMoreOnScroll } from './searchParts.js';
import { SearchResultRow } from './SearchResultRow.js';
import { useSearch } from './useSearch.js';
import classes from './Search.module.css';

interface Group {
  type: SearchResultType;
  entries: { doc: SearchDoc; row: SearchRow; rank: number }[];
}

/** The shown results by type, in the spec's group order, each keeping its overall rank. */
export function groupResults(docs: readonly SearchDoc[]): Group[] {
  const byType = new Map<SearchResultType, Group>();
  docs.forEach((doc, rank) => {
    const row = searchRowOf(doc);
    let group = byType.get(row.type);
    if (!group) {
      group = { type: row.type, entries: [] };
      byType.set(row.type, group);
    }
    group.entries.push({ doc, row, rank });
  });
  return SEARCH_RESULT_TYPES.flatMap((type) => {
    const group = byType.get(type);
    return group ? [group] : [];
  });
}

export default function SearchResultsDialog({
  scope,
  org,
  portalTitle,
  query,
  onQueryChange,
  mode,
  onModeChange,
  askAi,
  onClose,
}: {
  scope: SearchScope;
  org: PortalView['org'];
  portalTitle: string;
  query: string;
  onQueryChange: (query: string) => void;
  mode: InlineSearchMode;
  onModeChange: ((mode: InlineSearchMode) => void) | null;
  askAi: AskAiSlot | undefined;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const search = useSearch(scope, SEARCH_LIMITS.debounceMs.inline);
  const drawer = useCardDrawer();
  const [expanded, setExpanded] = useState<ReadonlySet<SearchResultType>>(new Set());
  const [active, setActive] = useState(0);
  // Opened from the bar in Ask AI mode (Enter there), the question typed is asked at once.
  const [question, setQuestion] = useState<string | null>(() =>
    mode === 'ask' && query.trim() !== '' ? query.trim() : null,
  );

  // The dialog's own state follows the bar's text.
  if (search.query !== query && mode === 'search') search.setQuery(query);

  const groups = useMemo(
    () => groupResults(search.results.slice(0, search.shown)),
    [search.results, search.shown],
  );
  /** What is on screen, in screen order: the keys move through these. */
  const onScreen = useMemo(
    () =>
      groups.flatMap((group) => {
        const open = expanded.has(group.type);
        return open ? group.entries : group.entries.slice(0, SEARCH_LIMITS.perGroup);
      }),
    [groups, expanded],
  );
  const current = onScreen[Math.min(active, onScreen.length - 1)];
  const onScroll = useMoreOnScroll(search.shown < search.results.length, search.showMore);

  const close = () => {
    search.reset();
    onClose();
  };
  const choose = (doc: SearchDoc | undefined) => {
    if (!doc) return;
    search.selected(doc);
    close();
    openSearchResult(doc, drawer);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (mode === 'ask') {
      if (event.key === 'Enter') {
        event.preventDefault();
        setQuestion(query.trim() === '' ? null : query.trim());
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (onScreen.length === 0) return;
      const by = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + by + onScreen.length) % onScreen.length;
      setActive(next);
      if (next === onScreen.length - 1) search.showMore();
      document.getElementById(`inline-option-${next}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(current?.doc);
    }
  };

  const term = query.trim();
  const waiting = search.status === 'loading' || search.status === 'stalled';
  let results: ReactNode;
  if (mode === 'ask') {
    results = (
      <div className={classes.groups}>
        {question !== null && askAi ? askAi(question, close) : null}
      </div>
    );
  } else if (term === '') {
    results = <p className={classes.empty}>{SEARCH_TEXTS.empty}</p>;
  } else if (search.status === 'error') {
    results = <p className={classes.empty}>{SEARCH_TEXTS.failed}</p>;
  } else if (waiting && search.answered === '') {
    results = search.status === 'stalled' ? <ResultsSkeleton /> : null;
  } else if (!waiting && groups.length === 0) {
    results = (
      <div className={classes.empty}>
        <p className={classes.emptyTitle}>{SEARCH_TEXTS.noResults}</p>
        <p>{SEARCH_TEXTS.noResultsHint}</p>
      </div>
    );
  } else {
    let index = 0;
    results = (
      <div className={classes.split}>
        <div
          className={classes.groups}
          id="inline-results"
          role="listbox"
          aria-label="Search results"
          onScroll={onScroll}
        >
          {groups.map((group) => {
            const open = expanded.has(group.type);
            const entries = open ? group.entries : group.entries.slice(0, SEARCH_LIMITS.perGroup);
            const hidden = group.entries.length - entries.length;
            return (
              <section
                key={group.type}
                className={classes.group}
                aria-label={SEARCH_GROUP_TITLES[group.type]}
              >
                <h3 className={classes.groupTitle}>{SEARCH_GROUP_TITLES[group.type]}</h3>
                <ul className={classes.groupList} role="presentation">
                  {entries.map((entry) => {
                    const position = index++;
                    return (
                      <SearchResultRow
                        key={entry.doc.id}
                        id={`inline-option-${position}`}
                        row={entry.row}
                        active={position === active}
                        topMatch={entry.rank === 0}
                        onSelect={() => choose(entry.doc)}
                        onHover={() => setActive(position)}
                      />
                    );
                  })}
                </ul>
                {hidden > 0 ? (
                  <button
                    type="button"
                    className={classes.moreButton}
                    onClick={() => setExpanded((s) => new Set(s).add(group.type))}
                  >
                    {SEARCH_TEXTS.more(hidden)}
                  </button>
                ) : null}
              </section>
            );
          })}
        </div>
        {current ? (
          <aside className={classes.detail} aria-label="Result details">
            <span className={classes.rowSource}>{SEARCH_GROUP_TITLES[current.row.type]}</span>
            <h3>{current.row.title}</h3>
            <span className={classes.rowSource}>{current.row.source}</span>
            <p className={classes.detailText}>{current.doc.b || SEARCH_TEXTS.emptyText}</p>
            <button
              type="button"
              className={classes.openButton}
              onClick={() => choose(current.doc)}
            >
              {current.doc.y === 'd' ? SEARCH_TEXTS.view : SEARCH_TEXTS.open}
            </button>
          </aside>
        ) : null}
      </div>
    );
  }

  const placeholder = mode === 'ask' ? SEARCH_TEXTS.askPlaceholder : SEARCH_TEXTS.inlinePlaceholder;
  return (
    <Modal.Root
      opened
      onClose={close}
      fullScreen={phone === true}
      size="xl"
      padding={0}
      yOffset="6vh"
    >
      <Modal.Overlay />
      <Modal.Content aria-label={`${SEARCH_TEXTS.modeSearch} ${org.name}`}>
        <Modal.Body className={classes.modalBody}>
          <header className={classes.dialogHeader}>
            {org.logoUrl ? (
              <img className={classes.dialogLogo} src={org.logoUrl} alt={org.name} />
            ) : (
              <strong>{org.name}</strong>
            )}
            <p className={classes.dialogTitle}>{portalTitle}</p>
          </header>
          <div className={classes.inputRow}>
            <SearchIcon size={18} />
            <input
              type="search"
              role="searchbox"
              className={classes.input}
              placeholder={placeholder}
              aria-label={placeholder}
              aria-controls="inline-results"
              aria-activedescendant={current ? `inline-option-${active}` : undefined}
              maxLength={SEARCH_LIMITS.maxQueryLength}
              value={query}
              data-autofocus
              autoComplete="off"
              onChange={(event) => {
                onQueryChange(event.currentTarget.value);
                setActive(0);
                setExpanded(new Set());
              }}
              onKeyDown={onKeyDown}
            />
            {onModeChange ? (
              <button
                type="button"
                className={classes.cancel}
                onClick={() => onModeChange(mode === 'ask' ? 'search' : 'ask')}
              >
                {mode === 'ask' ? SEARCH_TEXTS.modeSearch : SEARCH_TEXTS.modeAsk}
              </button>
            ) : null}
            <button type="button" className={classes.cancel} onClick={close}>
              {phone ? 'Cancel' : 'Close'}
            </button>
          </div>
          <div className={classes.results} aria-live="polite">
            {results}
          </div>
          <div className={classes.footer}>
            <span>
              {term === '' || mode === 'ask' ? '' : SEARCH_TEXTS.results(search.results.length)}
            </span>
            <span className={classes.hints}>
              <kbd>↵</kbd> {SEARCH_TEXTS.hintSelect} <kbd>↑</kbd>
              <kbd>↓</kbd> {SEARCH_TEXTS.hintNavigate} <kbd>esc</kbd> {SEARCH_TEXTS.hintClose}
            </span>
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/**
 * The inline bar's results dialog (visitor-portal.md §2, §4): the organisation's logo and portal
 * title in its header; results grouped by content type (Documents, Controls, Facts, FAQs, Trust
 * Items, Updates) in sections of 3 with a '...N more' button, the groups ordered by their best
 * result (the one ranking the header's modal lists flat); 'Top match' on the first result;
 * a detail panel beside the list (below it on a phone) with an Open / View button; Arrow keys
 * move, Enter opens. Full-screen on small screens. In Ask AI mode the dialog shows the Ask AI
 * panel for the question instead.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  SEARCH_GROUP_TITLES,
  SEARCH_LIMITS,
  SEARCH_TEXTS,
} from '@candor/domain/search/search.constants';
import { markTerms, type RankedRow } from '@candor/domain/search/searchRows';
import type { PortalView } from '@candor/domain/portal/portalView';
import { useCardDrawer } from '../cards/cardDrawerContext.js';
import { SearchIcon } from '../ui/icons.js';
import type { AskAiSlot, InlineSearchMode } from './InlineSearch.js';
import { openSearchResult } from './openSearchResult.js';
import type { SearchScope } from './searchApi.js';
import { ResultsSkeleton, useShownResults } from './searchParts.js';
import { MarkedText, optionId, SearchResultList, useActiveResult } from './SearchResultList.js';
import { useSearch } from './useSearch.js';
import classes from './Search.module.css';

const LIST_ID = 'inline-results';

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
  // Opened from the bar in Ask AI mode (Enter there), the question typed is asked at once.
  const [question, setQuestion] = useState<string | null>(() =>
    mode === 'ask' && query.trim() !== '' ? query.trim() : null,
  );

  // The dialog's own state follows the bar's text.
  if (search.query !== query && mode === 'search') search.setQuery(query);

  const { rows, layout, onScroll } = useShownResults(scope, search, LIST_ID, 'grouped');

  const close = () => {
    search.reset();
    onClose();
  };
  const choose = (entry: RankedRow | undefined) => {
    if (!entry) return;
    search.selected(entry.hit.doc);
    close();
    openSearchResult(entry.hit.doc, drawer);
  };
  const keys = useActiveResult(LIST_ID, layout.onScreen, search.showMore, choose);
  const current = keys.current;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (mode !== 'ask') return keys.onKeyDown(event);
    if (event.key === 'Enter') {
      event.preventDefault();
      setQuestion(query.trim() === '' ? null : query.trim());
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
    // A failure is said by its error snack (useSearch), not here.
    results = null;
  } else if (waiting && search.answered === '') {
    results = search.status === 'stalled' ? <ResultsSkeleton /> : null;
  } else if (!waiting && rows.length === 0) {
    results = (
      <div className={classes.empty}>
        <p className={classes.emptyTitle}>{SEARCH_TEXTS.noResults}</p>
        <p>{SEARCH_TEXTS.noResultsHint}</p>
      </div>
    );
  } else {
    results = (
      <div className={classes.split}>
        <SearchResultList
          id={LIST_ID}
          layout="grouped"
          state={layout}
          keys={keys}
          onSelect={choose}
          onScroll={onScroll}
          className={classes.groups}
        />
        {current ? (
          <aside className={classes.detail} aria-label="Result details">
            <span className={classes.rowSource}>{SEARCH_GROUP_TITLES[current.row.type]}</span>
            <h3>
              <MarkedText parts={current.row.titleParts} />
            </h3>
            <span className={classes.rowSource}>{current.row.source}</span>
            <p className={classes.detailText}>
              {current.hit.doc.b ? (
                <MarkedText parts={markTerms(current.hit.doc.b, current.hit.terms)} />
              ) : (
                SEARCH_TEXTS.emptyText
              )}
            </p>
            <button type="button" className={classes.openButton} onClick={() => choose(current)}>
              {current.hit.doc.y === 'd' ? SEARCH_TEXTS.view : SEARCH_TEXTS.open}
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
          <div className={classes.dialogHeader}>
            {org.logoUrl ? (
              <img
                className={classes.dialogLogo}
                src={org.logoDataUrl ?? org.logoUrl}
                alt={org.name}
              />
            ) : (
              <strong>{org.name}</strong>
            )}
            <p className={classes.dialogTitle}>{portalTitle}</p>
          </div>
          <div className={classes.inputRow}>
            <SearchIcon size={18} />
            <input
              type="search"
              role="searchbox"
              className={classes.input}
              placeholder={placeholder}
              aria-label={placeholder}
              aria-controls={LIST_ID}
              aria-activedescendant={current ? optionId(LIST_ID, keys.active) : undefined}
              maxLength={SEARCH_LIMITS.maxQueryLength}
              value={query}
              data-autofocus
              autoComplete="off"
              onChange={(event) => {
                onQueryChange(event.currentTarget.value);
                keys.setActive(0);
                layout.reset();
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

/**
 * The search modal (visitor-portal.md §2 'Visitor search'): a 'searchbox' input ('Search
 * items'), full-screen on a phone; 'Start searching above' before a query, 'No results found' /
 * 'Try using a different search term' when nothing matches; the results best first, Arrow keys
 * moving and Enter opening the chosen one; a footer with '{n} results' and the key hints. A
 * chunk of its own, loaded when search is first wanted.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_LIMITS, SEARCH_TEXTS } from '@candor/domain/search/search.constants';
import { searchRowOf } from '@candor/domain/search/searchRows';
import type { SearchDoc } from '@candor/domain/search/searchIndex';
import { useCardDrawer } from '../cards/cardDrawerContext.js';
import { SearchIcon } from '../ui/icons.js';
import { openSearchResult } from './openSearchResult.js';
import type { SearchScope } from './searchApi.js';
import { SearchResultRow } from './SearchResultRow.js';
import { useSearch } from './useSearch.js';
import { ResultsSkeleton, useMoreOnScroll } from './searchParts.js';
import classes from './Search.module.css';

export default function SearchModal({
  scope,
  opened,
  onClose,
}: {
  scope: SearchScope;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const search = useSearch(scope, SEARCH_LIMITS.debounceMs.modal);
  const drawer = useCardDrawer();
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const visible = useMemo(
    () => search.results.slice(0, search.shown),
    [search.results, search.shown],
  );
  const onScroll = useMoreOnScroll(search.shown < search.results.length, search.showMore);

  const close = () => {
    search.reset();
    setActive(0);
    onClose();
  };
  const choose = (doc: SearchDoc | undefined) => {
    if (!doc) return;
    search.selected(doc);
    close();
    openSearchResult(doc, drawer);
  };
  const move = (by: number) => {
    if (visible.length === 0) return;
    const next = (active + by + visible.length) % visible.length;
    setActive(next);
    if (next >= visible.length - 1) search.showMore();
    document.getElementById(`search-option-${next}`)?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(visible[active]);
    }
  };

  const term = search.query.trim();
  const waiting = search.status === 'loading' || search.status === 'stalled';
  let body;
  if (term === '') body = <p className={classes.empty}>{SEARCH_TEXTS.empty}</p>;
  else if (search.status === 'error') body = <p className={classes.empty}>{SEARCH_TEXTS.failed}</p>;
  else if (search.status === 'stalled' && search.answered === '') body = <ResultsSkeleton />;
  else if (!waiting && visible.length === 0) {
    body = (
      <div className={classes.empty}>
        <p className={classes.emptyTitle}>{SEARCH_TEXTS.noResults}</p>
        <p>{SEARCH_TEXTS.noResultsHint}</p>
      </div>
    );
  } else {
    body = (
      <ul
        ref={listRef}
        id="search-results"
        role="listbox"
        aria-label="Search results"
        className={classes.list}
        onScroll={onScroll}
      >
        {visible.map((doc, index) => (
          <SearchResultRow
            key={doc.id}
            id={`search-option-${index}`}
            row={searchRowOf(doc)}
            active={index === active}
            topMatch={false}
            onSelect={() => choose(doc)}
            onHover={() => setActive(index)}
          />
        ))}
      </ul>
    );
  }

  return (
    <Modal.Root
      opened={opened}
      onClose={close}
      fullScreen={phone === true}
      size="lg"
      padding={0}
      yOffset="10vh"
    >
      <Modal.Overlay />
      <Modal.Content aria-label={SEARCH_TEXTS.box}>
        <Modal.Body className={classes.modalBody}>
          <div className={classes.inputRow}>
            <SearchIcon size={18} />
            <input
              type="search"
              role="searchbox"
              className={classes.input}
              placeholder={SEARCH_TEXTS.placeholder}
              aria-label={SEARCH_TEXTS.placeholder}
              aria-controls="search-results"
              aria-activedescendant={visible.length > 0 ? `search-option-${active}` : undefined}
              aria-busy={waiting}
              maxLength={SEARCH_LIMITS.maxQueryLength}
              value={search.query}
              data-autofocus
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                search.setQuery(event.currentTarget.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
            {phone ? (
              <button type="button" className={classes.cancel} onClick={close}>
                Cancel
              </button>
            ) : null}
          </div>
          <div className={classes.results} aria-live="polite">
            {body}
          </div>
          <div className={classes.footer}>
            <span data-testid="search-count">
              {term === '' ? '' : SEARCH_TEXTS.results(search.results.length)}
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

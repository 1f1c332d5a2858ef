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
import { SEARCH_LIMITS, SEARCH_TEXTS } from '@candor/domain/search/search.constants';
import type { RankedRow } from '@candor/domain/search/searchRows';
import { useCardDrawer } from '../cards/cardDrawerContext.js';
import { SearchIcon } from '../ui/icons.js';
import { openSearchResult } from './openSearchResult.js';
import type { SearchScope } from './searchApi.js';
import { optionId, SearchResultList, useActiveResult } from './SearchResultList.js';
import { useSearch } from './useSearch.js';
import { ResultsSkeleton, useShownResults } from './searchParts.js';
import classes from './Search.module.css';

const LIST_ID = 'search-results';

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
  const { layout, onScroll } = useShownResults(scope, search, LIST_ID, 'flat');

  const close = () => {
    search.reset();
    keys.setActive(0);
    onClose();
  };
  const choose = (entry: RankedRow | undefined) => {
    if (!entry) return;
    search.selected(entry.hit.doc);
    close();
    openSearchResult(entry.hit.doc, drawer);
  };
  const keys = useActiveResult(LIST_ID, layout.onScreen, search.showMore, choose);
  const visible = layout.onScreen;

  const term = search.query.trim();
  const waiting = search.status === 'loading' || search.status === 'stalled';
  let body;
  if (term === '') body = <p className={classes.empty}>{SEARCH_TEXTS.empty}</p>;
  // A failure is said by its error snack (useSearch), not here.
  else if (search.status === 'error') body = null;
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
      <SearchResultList
        id={LIST_ID}
        layout="flat"
        state={layout}
        keys={keys}
        onSelect={choose}
        onScroll={onScroll}
        className={classes.list}
      />
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
              aria-controls={LIST_ID}
              aria-activedescendant={keys.current ? optionId(LIST_ID, keys.active) : undefined}
              aria-busy={waiting}
              maxLength={SEARCH_LIMITS.maxQueryLength}
              value={search.query}
              data-autofocus
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                search.setQuery(event.currentTarget.value);
                keys.setActive(0);
              }}
              onKeyDown={keys.onKeyDown}
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

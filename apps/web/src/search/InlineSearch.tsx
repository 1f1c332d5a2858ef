/**
 * The inline search bar (visitor-portal.md §2, the second variant): modes Search ('Search
 * content') and Ask AI ('Ask a question'), the switch offered only when the page's Ask AI level
 * is not none. Once a term is entered the results dialog opens (full-screen on a phone); it and
 * MiniSearch are a chunk fetched when the bar is first used, so the page's first load stays as
 * it was. The Ask AI answer is a slot (`askAi`) the Ask AI panel fills.
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { SEARCH_LIMITS, SEARCH_TEXTS } from '@candor/domain/search/search.constants';
import type { PortalView } from '@candor/domain/portal/portalView';
import { visitorPagePaths } from '@candor/domain/portal/portalLinks';
import { SearchIcon, SparklesIcon } from '../ui/icons.js';
import { askAiSwitchOf } from './askAiState.js';
import classes from './InlineSearch.module.css';

const loadDialog = () => import('./SearchResultsDialog.js');
const SearchResultsDialog = lazy(loadDialog);

export type InlineSearchMode = 'search' | 'ask';
export type AskAiSlot = (query: string, close: () => void) => ReactNode;

export function InlineSearch({
  view,
  askAi,
}: {
  view: PortalView;
  /**
   * The Ask AI answer for a question (the Ask AI panel); absent, the switch does nothing.
   * `close` closes the results dialog, as a source that opens on the page does.
   */
  askAi?: AskAiSlot;
}) {
  const askSwitch = askAiSwitchOf(view);
  const [mode, setMode] = useState<InlineSearchMode>('search');
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState(false);
  const scope = useMemo(
    () => ({ basePath: view.basePath, productId: view.product.id }),
    [view.basePath, view.product.id],
  );
  const placeholder = mode === 'ask' ? SEARCH_TEXTS.askPlaceholder : SEARCH_TEXTS.inlinePlaceholder;

  const change = (value: string) => {
    const next = value.slice(0, SEARCH_LIMITS.maxQueryLength);
    setQuery(next);
    if (next.trim() !== '' && mode === 'search') setOpened(true);
  };

  return (
    <div className={classes.bar} role="search" aria-label="Search this trust center">
      {askSwitch ? (
        <div className={classes.modes} role="radiogroup" aria-label="Search mode">
          <button
            type="button"
            role="radio"
            aria-checked={mode === 'search'}
            className={classes.mode}
            onClick={() => setMode('search')}
          >
            <SearchIcon size={14} /> {SEARCH_TEXTS.modeSearch}
          </button>
          <button
            type="button"
            role="radio"
            aria-checked={mode === 'ask'}
            aria-disabled={!askSwitch.enabled}
            title={askSwitch.enabled ? undefined : (askSwitch.tooltip ?? undefined)}
            className={classes.mode}
            onClick={() => {
              if (askSwitch.enabled) setMode('ask');
            }}
          >
            <SparklesIcon size={14} /> {SEARCH_TEXTS.modeAsk}
          </button>
        </div>
      ) : null}
      {/* Without JavaScript, Enter asks the server's results page. */}
      <form
        className={classes.field}
        method="get"
        action={visitorPagePaths(view).search}
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim() !== '') setOpened(true);
        }}
      >
        <SearchIcon size={16} />
        <input type="hidden" name="productId" value={view.product.id} />
        <input
          type="search"
          name="q"
          className={classes.input}
          placeholder={placeholder}
          aria-label={placeholder}
          maxLength={SEARCH_LIMITS.maxQueryLength}
          value={query}
          autoComplete="off"
          onFocus={() => void loadDialog()}
          onPointerEnter={() => void loadDialog()}
          onChange={(event) => change(event.currentTarget.value)}
        />
      </form>
      {opened ? (
        <Suspense fallback={null}>
          <SearchResultsDialog
            scope={scope}
            org={view.org}
            portalTitle={view.customization.portalTitle}
            query={query}
            onQueryChange={change}
            mode={mode}
            onModeChange={askSwitch?.enabled ? setMode : null}
            askAi={askAi}
            onClose={() => {
              setOpened(false);
              setQuery('');
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

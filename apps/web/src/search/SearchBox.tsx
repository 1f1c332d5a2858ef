/**
 * The header's 'Search items' box (visitor-portal.md §2): a button that opens the search modal
 * on click or Cmd/Ctrl+K, showing the Command key on a Mac and Control elsewhere. Only this
 * button is in the page's first bundle; the modal, MiniSearch and the index load when search is
 * first wanted (hover, focus or the shortcut), so the anonymous portal's first load does not grow.
 * The button is named by the words it shows ('Search items'; no aria-label that would differ
 * from them): the shortcut hint is aria-hidden and announced through aria-keyshortcuts.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { SEARCH_TEXTS } from '@candor/domain/search/search.constants';
import { SearchIcon } from '../ui/icons.js';
import { useHydrated } from '../ui/useHydrated.js';
import { opensInPage } from '../ui/opensInPage.js';
import { visitorPagePaths } from '@candor/domain/portal/portalLinks';

/** The results page (which works without JavaScript), for the product shown. */
export const searchHref = (basePath: string, productId: string): string =>
  `${visitorPagePaths({ basePath }).search}?productId=${encodeURIComponent(productId)}`;
import classes from './SearchBox.module.css';

const loadModal = () => import('./SearchModal.js');
const SearchModal = lazy(loadModal);

/** Whether the reader's platform calls its shortcut key Command. */
export const isMacPlatform = (): boolean =>
  /Mac|iPhone|iPad|iPod/i.test(
    (typeof navigator !== 'undefined' && (navigator.platform || navigator.userAgent)) || '',
  );

export function SearchBox({ basePath, productId }: { basePath: string; productId: string }) {
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const scope = useMemo(() => ({ basePath, productId }), [basePath, productId]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setWanted(true);
        setOpened(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const preload = () => {
    void loadModal();
  };
  const mac = hydrated && isMacPlatform();

  return (
    <>
      <a
        href={searchHref(basePath, productId)}
        role="button"
        className={classes.box}
        aria-haspopup="dialog"
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        onClick={opensInPage(() => {
          setWanted(true);
          setOpened(true);
        })}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <SearchIcon size={16} />
        <span className={classes.label}>{SEARCH_TEXTS.box}</span>
        {hydrated ? (
          <kbd className={classes.shortcut} aria-hidden="true">
            {mac ? '⌘' : 'Ctrl'} K
          </kbd>
        ) : null}
      </a>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchModal scope={scope} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

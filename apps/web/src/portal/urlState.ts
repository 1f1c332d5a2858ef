/**
 * The portal's URL state in the browser: the domain's query grammar (visitor-portal.md §2) read
 * from and written to the address bar. Writes are shallow: `history.replaceState`, no reload,
 * then listeners are told.
 */
import {
  parsePortalQuery,
  patchPortalSearch,
  type PortalQuery,
  type PortalQueryPatch,
} from '@candor/domain/portal/portalQuery';

const CHANGE_EVENT = 'candor:urlstate';

export function readUrlState(): PortalQuery {
  return parsePortalQuery(window.location.search);
}

/**
 * Shallow replace: updates the address bar without a reload and notifies subscribers.
 * `pathname` moves the address too (a shared item link falls back to the portal's own path).
 */
export function replaceUrlState(patch: PortalQueryPatch, pathname?: string): void {
  const { hash } = window.location;
  const search = patchPortalSearch(window.location.search, patch);
  const path = pathname ?? window.location.pathname;
  window.history.replaceState(window.history.state, '', `${path}${search}${hash}`);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * A new history entry holding `patch` (Back returns to the address before it), marked so that
 * whoever pushed it can tell that Back leads somewhere on this page.
 */
export function pushUrlState(patch: PortalQueryPatch): void {
  const { hash } = window.location;
  const search = patchPortalSearch(window.location.search, patch);
  window.history.pushState(
    { candorPushed: true },
    '',
    `${window.location.pathname}${search}${hash}`,
  );
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Whether the current history entry was pushed by this page (Back stays on the page). */
export function isPushedUrlState(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'candorPushed' in state;
}

/** Calls `listener` on Back and Forward only (not after this page's own writes). */
export function subscribeHistoryNavigation(listener: (state: PortalQuery) => void): () => void {
  const handle = () => listener(readUrlState());
  window.addEventListener('popstate', handle);
  return () => window.removeEventListener('popstate', handle);
}

/** Calls `listener` after every shallow replace and on back/forward navigation. */
export function subscribeUrlState(listener: (state: PortalQuery) => void): () => void {
  const handle = () => listener(readUrlState());
  window.addEventListener(CHANGE_EVENT, handle);
  window.addEventListener('popstate', handle);
  return () => {
    window.removeEventListener(CHANGE_EVENT, handle);
    window.removeEventListener('popstate', handle);
  };
}

/**
 * The portal's URL state (visitor-portal.md §2 query parameters), read and written in one place.
 * Values are validated on read: a malformed parameter reads as absent, never echoed back.
 * Writes are shallow: `history.replaceState`, no reload, then listeners are told.
 */

const TOKEN = /^[A-Za-z0-9._:~-]{1,200}$/;
const SLUG = /^[A-Za-z0-9][A-Za-z0-9 +_-]{0,99}$/;
const SOURCE = /^[A-Za-z0-9_-]{1,50}$/;
const NAME_MAX = 200;

export const SUBSCRIBE_STATUSES = ['confirmed', 'blocked', 'token_invalid'] as const;
export type SubscribeStatus = (typeof SUBSCRIBE_STATUSES)[number];

export interface PortalUrlState {
  itemUid: string | null;
  itemName: string | null;
  product: string | null;
  productId: string | null;
  tcuUid: string | null;
  subscribe: boolean;
  subscribeStatus: SubscribeStatus | null;
  unsubscribeToken: string | null;
  loginRequest: boolean;
  requestAccess: boolean;
  source: string | null;
  accountId: string | null;
  permissionProfileId: string | null;
  edit: boolean;
  inviteToken: string | null;
  byoidJwt: string | null;
}

type Kind = 'token' | 'slug' | 'source' | 'name' | 'flag' | 'subscribeStatus';

const PARAMS: Record<keyof PortalUrlState, Kind> = {
  itemUid: 'token',
  itemName: 'name',
  product: 'slug',
  productId: 'token',
  tcuUid: 'token',
  subscribe: 'flag',
  subscribeStatus: 'subscribeStatus',
  unsubscribeToken: 'token',
  loginRequest: 'flag',
  requestAccess: 'flag',
  source: 'source',
  accountId: 'token',
  permissionProfileId: 'token',
  edit: 'flag',
  inviteToken: 'token',
  byoidJwt: 'token',
};

function parse(kind: Kind, raw: string | null): string | boolean | null {
  if (kind === 'flag') return raw === 'true';
  if (raw === null) return null;
  switch (kind) {
    case 'token':
      return TOKEN.test(raw) ? raw : null;
    case 'slug':
      return SLUG.test(raw) ? raw : null;
    case 'source':
      return SOURCE.test(raw) ? raw : null;
    case 'name':
      return raw.length > 0 && raw.length <= NAME_MAX ? raw : null;
    case 'subscribeStatus':
      return (SUBSCRIBE_STATUSES as readonly string[]).includes(raw) ? raw : null;
  }
}

/** Reads the portal's URL state from a query string ('?a=b' or 'a=b'). */
export function parseUrlState(search: string): PortalUrlState {
  const params = new URLSearchParams(search);
  const state: Record<string, string | boolean | null> = {};
  for (const [key, kind] of Object.entries(PARAMS)) state[key] = parse(kind, params.get(key));
  return state as unknown as PortalUrlState;
}

/**
 * Applies a patch to a query string: strings set a parameter, `true` sets 'true', `null` and
 * `false` remove it. Parameters the portal does not know are kept as they are.
 */
export function patchSearch(search: string, patch: Partial<PortalUrlState>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === false || value === undefined) params.delete(key);
    else params.set(key, value === true ? 'true' : value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const CHANGE_EVENT = 'candor:urlstate';

export function readUrlState(): PortalUrlState {
  return parseUrlState(window.location.search);
}

/**
 * Shallow replace: updates the address bar without a reload and notifies subscribers.
 * `pathname` moves the address too (a shared item link falls back to the portal's own path).
 */
export function replaceUrlState(patch: Partial<PortalUrlState>, pathname?: string): void {
  const { hash } = window.location;
  const search = patchSearch(window.location.search, patch);
  const path = pathname ?? window.location.pathname;
  window.history.replaceState(window.history.state, '', `${path}${search}${hash}`);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `listener` after every shallow replace and on back/forward navigation. */
export function subscribeUrlState(listener: (state: PortalUrlState) => void): () => void {
  const handle = () => listener(readUrlState());
  window.addEventListener(CHANGE_EVENT, handle);
  window.addEventListener('popstate', handle);
  return () => {
    window.removeEventListener(CHANGE_EVENT, handle);
    window.removeEventListener('popstate', handle);
  };
}

/** The absolute URL of the current page with a patch applied (for copy-link affordances). */
export function urlWith(patch: Partial<PortalUrlState>): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}${patchSearch(window.location.search, patch)}`;
}

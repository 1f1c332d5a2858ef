/**
 * The grammar of the portal's query parameters (visitor-portal.md §2), read by the server when
 * it renders a page and by the browser when it hydrates and navigates: both must read the same
 * address the same way, or the server renders one item or product and the browser opens another.
 *
 * Reading is lenient: a malformed value reads as absent, never rejected and never echoed back.
 * A repeated parameter reads its first value, as `URLSearchParams.get` does in the browser.
 */
import { CARD_KINDS, type CardKind } from '../cards/constants.js';

/**
 * The longest id a portal address or call takes (database ids, item uids, whom staff preview
 * as): every query schema that reads such an id caps it here.
 */
export const PORTAL_ID_MAX_LENGTH = 128;
/** Database ids and item uids (UUIDs, or the seed's readable ids). */
export const PORTAL_IDENTIFIER_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${PORTAL_ID_MAX_LENGTH}}$`);
/** Signed tokens (JWTs are base64url parts joined by dots, often longer than 200 characters). */
const SIGNED_TOKEN = /^[A-Za-z0-9_.~-]{1,4096}$/;
/**
 * Product slugs may hold spaces but no '+': in a query and in a shared item path a '+' stands
 * for a space, so a slug with a literal '+' could not be linked to.
 */
export const PRODUCT_SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 _.-]{0,99}$/;
const SOURCE = /^[A-Za-z0-9_-]{1,50}$/;
const ITEM_NAME_MAX = 200;

/**
 * `itemName` opens an item by its name (visitor-portal.md §2) rather than its uid, as links
 * written by hand or by other tools name it: any case, words joined by spaces, '_' or '-'
 * ('SOC 2 Type II', 'soc_2_type_ii' and 'soc-2-type-ii' all name the item 'SOC 2 Type II').
 * This is the form both sides compare; '' (a name of punctuation only) names nothing.
 */
export function itemNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('_');
}

export const SUBSCRIBE_STATUSES = ['confirmed', 'blocked', 'token_invalid'] as const;
export type SubscribeStatus = (typeof SUBSCRIBE_STATUSES)[number];

export interface PortalQuery {
  itemUid: string | null;
  itemName: string | null;
  product: string | null;
  productId: string | null;
  /** The trust update to highlight and scroll to. */
  tcuUid: string | null;
  subscribe: boolean;
  subscribeStatus: SubscribeStatus | null;
  unsubscribeToken: string | null;
  loginRequest: boolean;
  requestAccess: boolean;
  source: string | null;
  accountId: string | null;
  permissionProfileId: string | null;
  /** Staff preview the portal as an anonymous visitor ('visitor'; no account, no profile). */
  previewAs: PreviewAsParam | null;
  /** Expanded card state (visitor-portal.md §4): opens the card's drawer in edit mode. */
  edit: boolean;
  inviteToken: string | null;
  byoidJwt: string | null;
  /** Expanded card state: the drawer of card `kind` is open (on `itemUid` when given). */
  show: boolean;
  kind: CardKind | null;
  /** When the card was expanded (milliseconds since the epoch), to tell how long it stayed open. */
  expandedAt: string | null;
  /** Opens the invite-colleagues modal (account-external members). */
  inviteColleagues: boolean;
  /** A mailed sign-in link or an identity token was refused: the login tab says why. */
  signInLink: SignInLinkStatus | null;
  /** A mailed extension link was followed: what became of the request. */
  extendAccess: ExtendLinkOutcome | null;
  /** The e-mail the request tab starts with (an identity token of someone not yet a member). */
  email: string | null;
  /**
   * `view=public`: a signed-in member looks at the public page, as anyone would (without it
   * `/{org}` takes them to their account's view).
   */
  view: 'public' | null;
}

export const SIGN_IN_LINK_STATUSES = ['expired'] as const;
/** Where a mailed extension link lands: the request's result, or the link refused (§4). */
export const EXTEND_LINK_OUTCOMES = [
  'success',
  'already_has_access',
  'already_requested',
  'expired',
] as const;
export type ExtendLinkOutcome = (typeof EXTEND_LINK_OUTCOMES)[number];
export type SignInLinkStatus = (typeof SIGN_IN_LINK_STATUSES)[number];
const QUERY_EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}$/;

/**
 * The parameters that choose the viewer (visitor-portal.md §2): whom staff preview as, or the
 * member's own account. The server's viewer reads them from every portal call (`resolvePortalMode`),
 * so the web app carries them from the page's address onto each call it makes.
 */
export const VIEWER_QUERY_PARAMS = ['accountId', 'permissionProfileId', 'previewAs'] as const;
/** `previewAs`'s one value: the portal as a visitor with no session sees it. */
export const PREVIEW_AS_VISITOR = 'visitor';
export type PreviewAsParam = typeof PREVIEW_AS_VISITOR;
export type ViewerQueryParam = (typeof VIEWER_QUERY_PARAMS)[number];

/** A change to the query: strings set a parameter, `true` sets 'true', `null`/`false` remove it. */
export type PortalQueryPatch = Partial<PortalQuery>;

const matching =
  (pattern: RegExp) =>
  (raw: string): string | null =>
    pattern.test(raw) ? raw : null;

const isSubscribeStatus = (raw: string): raw is SubscribeStatus =>
  SUBSCRIBE_STATUSES.some((status) => status === raw);

const isCardKind = (raw: string): raw is CardKind => CARD_KINDS.some((kind) => kind === raw);
const TIMESTAMP = /^[0-9]{1,15}$/;

const identifier = matching(PORTAL_IDENTIFIER_PATTERN);
const signedToken = matching(SIGNED_TOKEN);
// A flag is on only when it reads 'true'.
const flag = (raw: string | null): boolean => raw === 'true';
const text =
  <T extends string>(read: (raw: string) => T | null) =>
  (raw: string | null): T | null =>
    raw === null ? null : read(raw);

/** Each parameter's reader; the record type makes forgetting a parameter a type error. */
const READERS: { [K in keyof PortalQuery]: (raw: string | null) => PortalQuery[K] } = {
  itemUid: text(identifier),
  itemName: text((raw) => (raw.length > 0 && raw.length <= ITEM_NAME_MAX ? raw : null)),
  product: text(matching(PRODUCT_SLUG_PATTERN)),
  productId: text(identifier),
  tcuUid: text(identifier),
  subscribe: flag,
  subscribeStatus: text((raw) => (isSubscribeStatus(raw) ? raw : null)),
  unsubscribeToken: text(signedToken),
  loginRequest: flag,
  requestAccess: flag,
  source: text(matching(SOURCE)),
  accountId: text(identifier),
  permissionProfileId: text(identifier),
  previewAs: text((raw) => (raw === PREVIEW_AS_VISITOR ? PREVIEW_AS_VISITOR : null)),
  edit: flag,
  inviteToken: text(signedToken),
  byoidJwt: text(signedToken),
  show: flag,
  kind: text((raw) => (isCardKind(raw) ? raw : null)),
  expandedAt: text(matching(TIMESTAMP)),
  inviteColleagues: flag,
  signInLink: text((raw) => SIGN_IN_LINK_STATUSES.find((status) => status === raw) ?? null),
  extendAccess: text((raw) => EXTEND_LINK_OUTCOMES.find((outcome) => outcome === raw) ?? null),
  email: text(matching(QUERY_EMAIL)),
  view: (raw) => (raw === 'public' ? 'public' : null),
};

const isParameter = (key: string): key is keyof PortalQuery => Object.hasOwn(READERS, key);

/** Reads the portal's query from a query string ('?a=b' or 'a=b') or from parsed parameters. */
export function parsePortalQuery(search: string | URLSearchParams): PortalQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const read = <K extends keyof PortalQuery>(key: K): PortalQuery[K] =>
    READERS[key](params.get(key));
  return {
    itemUid: read('itemUid'),
    itemName: read('itemName'),
    product: read('product'),
    productId: read('productId'),
    tcuUid: read('tcuUid'),
    subscribe: read('subscribe'),
    subscribeStatus: read('subscribeStatus'),
    unsubscribeToken: read('unsubscribeToken'),
    loginRequest: read('loginRequest'),
    requestAccess: read('requestAccess'),
    source: read('source'),
    accountId: read('accountId'),
    permissionProfileId: read('permissionProfileId'),
    previewAs: read('previewAs'),
    edit: read('edit'),
    inviteToken: read('inviteToken'),
    byoidJwt: read('byoidJwt'),
    show: read('show'),
    kind: read('kind'),
    expandedAt: read('expandedAt'),
    inviteColleagues: read('inviteColleagues'),
    signInLink: read('signInLink'),
    extendAccess: read('extendAccess'),
    email: read('email'),
    view: read('view'),
  };
}

/** The viewer's parameters of an address (well-formed ones only), to set on another call's query. */
export function viewerQueryEntries(search: string): [string, string][] {
  const query = parsePortalQuery(search);
  return VIEWER_QUERY_PARAMS.flatMap((name): [string, string][] => {
    const value = query[name];
    return value === null ? [] : [[name, value]];
  });
}

/**
 * Applies a patch to a query string and returns the new one ('' or '?…'). Parameters the portal
 * does not know are kept as they are. Spaces are written as '+', as the browser writes them.
 */
export function patchPortalSearch(search: string, patch: PortalQueryPatch): string {
  const params = new URLSearchParams(search);
  for (const key of Object.keys(patch).filter(isParameter)) {
    const value = patch[key];
    if (value === null || value === false || value === undefined) params.delete(key);
    else params.set(key, value === true ? 'true' : value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The query string of a portal address holding exactly the given parameters; given a whole
 * parsed query, every well-formed parameter of it (what a redirect carries over).
 */
export function portalSearch(patch: PortalQueryPatch): string {
  return patchPortalSearch('', patch);
}

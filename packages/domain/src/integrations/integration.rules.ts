/**
 * The bug-bounty and status-page integrations (staff-content.md §3 "Integrations", §4, §5, §8):
 * the link rules with the spec's messages, the status indicator's tone, and the shapes the
 * portal shows. Pure: the server fetches, the web app renders.
 */
import type { IntegrationState } from './integration.constants.js';

export const INTEGRATION_PROVIDERS = {
  bug_bounty: 'hackerone',
  status_page: 'statuspageio',
} as const;
export type IntegrationSlot = keyof typeof INTEGRATION_PROVIDERS;
export const INTEGRATION_SLOTS = ['bug_bounty', 'status_page'] as const satisfies IntegrationSlot[];
export const isIntegrationSlot = (value: unknown): value is IntegrationSlot =>
  value === 'bug_bounty' || value === 'status_page';

/** The slot an item shows, from its `integrations` field (`{slot: 'bug_bounty' | 'status_page'}`). */
export function itemSlot(item: {
  integrations: Record<string, unknown> | null;
}): IntegrationSlot | null {
  const slot = item.integrations?.slot;
  return isIntegrationSlot(slot) ? slot : null;
}

/** `{host}` is the bug-bounty platform's origin without its scheme, e.g. hackerone.com. */
export const INTEGRATION_MESSAGES = {
  hackeroneLink: (host: string) =>
    `Please enter a valid HackerOne link, e.g. ${host}/acme (without query parameters)`,
  hackeroneUnknown: 'Invalid HackerOne connection. Please try again or contact support.',
  hackeroneNotFound:
    'Invalid HackerOne connection: please enter a valid HackerOne link or contact support.',
  statuspageInvalid:
    'Invalid Statuspage connection: please enter a valid Statuspage link or contact support.',
  /** The live data could not be refreshed: shown to staff beside the stale figures. */
  temporary: (host: string) =>
    `Temporary connection error. It might be due to a temporary issue in ${host}. In the meantime, your live status isn't shared on your Trust Center.`,
  connected: 'Connected',
  disconnected: 'Disconnected',
  /** Pending in the card's edit mode until its Save (like a file link's 'Save to link'). */
  saveToConnect: 'Save to connect',
  saveToDisconnect: 'Save to disconnect',
} as const;

/** The host a message names: the origin without scheme (https://hackerone.com → hackerone.com). */
export function displayHost(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}

const HANDLE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/**
 * A bug-bounty link must be {host}/{handle} with no query parameters (§5): the handle, or null.
 * The scheme may be left out (hackerone.com/acme); a trailing slash is allowed.
 */
export function hackerOneHandle(link: string, platformOrigin: string): string | null {
  const text = link.trim();
  if (text === '' || /[?#]/.test(text)) return null;
  const platform = new URL(platformOrigin);
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `${platform.protocol}//${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  const sameHost = url.host === platform.host || url.host === `www.${platform.host}`;
  if (!sameHost || url.protocol !== platform.protocol || url.username || url.password) return null;
  const handle = url.pathname.replace(/^\/|\/$/g, '');
  return HANDLE.test(handle) ? handle : null;
}

/**
 * A status page link: an https URL of the page (https://status.acme.com or
 * https://acme.statuspage.io); the page's JSON lives under it. Null when it is not one.
 * `allowHttp`: the operator allowlisted destinations, which may be http (the SSRF guard decides
 * what is reachable).
 */
export function statusPageBase(link: string, allowHttp = false): string | null {
  const text = link.trim();
  if (text === '' || text.length > 2000) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) return null;
  if (url.username || url.password || url.search || url.hash) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Statuspage's status.indicator values (and 'operational', which some pages send). */
export const STATUS_INDICATORS = [
  'none',
  'operational',
  'minor',
  'major',
  'critical',
  'maintenance',
] as const;
export type StatusIndicator = (typeof STATUS_INDICATORS)[number];
export const isStatusIndicator = (value: unknown): value is StatusIndicator =>
  STATUS_INDICATORS.some((indicator) => indicator === value);

export type StatusTone = 'success' | 'warning' | 'error' | 'blue';

/** §4: none or operational → success; minor → warning; major or critical → error; maintenance → blue. */
export function statusTone(indicator: StatusIndicator): StatusTone {
  switch (indicator) {
    case 'none':
    case 'operational':
      return 'success';
    case 'minor':
      return 'warning';
    case 'major':
    case 'critical':
      return 'error';
    case 'maintenance':
      return 'blue';
  }
}

/** §3: the bug-bounty program's statistics. Durations are in hours, amounts in US dollars. */
export interface BugBountyData {
  programStatistics: {
    reportsResolved: number | null;
    /** ISO 8601: when the last report was resolved. */
    lastReportedResolved: string | null;
  };
  responseEfficiency: {
    averageTimeToFirstResponse: number | null;
    averageTimeToTriage: number | null;
    averageBounty: number | null;
  };
}

/** §3: the status page's live status. */
export interface StatusPageData {
  description: string;
  indicator: StatusIndicator;
}

/** What the portal shows of an item's integration (the live figures and their freshness). */
export type IntegrationView =
  | ({ slot: 'bug_bounty'; data: BugBountyData | null } & IntegrationFreshness)
  | ({
      slot: 'status_page';
      data: StatusPageData | null;
      tone: StatusTone | null;
      /** 'show in card': the status shows on the card's tile, not only in the drawer. */
      showInCard: boolean;
    } & IntegrationFreshness);

export interface IntegrationFreshness {
  /** The public link of the program or page. */
  link: string;
  /** ISO 8601: the last good fetch; null before the first. */
  fetchedAt: string | null;
  /** The last refresh failed: the figures are from `fetchedAt`. */
  stale: boolean;
}

/** What an editor sees of the connection in the item's edit mode. */
export interface IntegrationEditView {
  slot: IntegrationSlot;
  state: IntegrationState;
  link: string | null;
  showInCard: boolean;
  /** The plan lacks integrations: the control shows locked with the upgrade tooltip. */
  locked: boolean;
  /** The last refresh failed: the temporary-connection text. */
  error: string | null;
}

/** A duration in hours as visitors read it: '3 hours', '2 days', 'less than an hour'. */
export function formatHours(hours: number | null): string {
  if (hours === null || !Number.isFinite(hours) || hours < 0) return '—';
  if (hours < 1) return 'less than an hour';
  if (hours < 48) {
    const rounded = Math.round(hours);
    return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.round(hours / 24);
  if (days < 14) return `${days} days`;
  const weeks = Math.round(days / 7);
  return `${weeks} weeks`;
}

/** An amount in US dollars: '$1,250'. */
export function formatBounty(amount: number | null): string {
  if (amount === null || !Number.isFinite(amount) || amount < 0) return '—';
  return `$${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

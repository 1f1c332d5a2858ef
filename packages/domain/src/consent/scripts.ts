/**
 * The organisation's third-party scripts and cookie banner (visitor-portal.md §3: scripts
 * hubspot, google_ua, gtag, gtm, intercom and cookie_banner), what each needs from the portal's
 * Content-Security-Policy, and which consent category gates it. Pure: the server validates and
 * builds the CSP with it, the web app loads the scripts with it.
 */
import { z } from 'zod';
import type { Actor } from '../auth/actor.js';

/** The five consent categories, in the order the consent dialog lists them. */
export const CONSENT_CATEGORIES = [
  'strictly_necessary',
  'analytics',
  'marketing_and_advertising',
  'performance_and_functionality',
  'social_media_advertising',
] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const CONSENT_CATEGORY_LABELS: Record<ConsentCategory, string> = {
  strictly_necessary: 'Strictly necessary',
  analytics: 'Analytics',
  marketing_and_advertising: 'Marketing and advertising',
  performance_and_functionality: 'Performance and functionality',
  social_media_advertising: 'Social media advertising',
};

/** What a visitor agreed to: one object keyed by the five categories (stored as one). */
export type ConsentChoice = Record<ConsentCategory, boolean>;

export const SCRIPT_VENDORS = ['hubspot', 'google_ua', 'gtag', 'gtm', 'intercom'] as const;
export type ScriptVendor = (typeof SCRIPT_VENDORS)[number];

export const SCRIPT_VENDOR_LABELS: Record<ScriptVendor, string> = {
  hubspot: 'HubSpot',
  google_ua: 'Google Analytics',
  gtag: 'Google tag (gtag.js)',
  gtm: 'Google Tag Manager',
  intercom: 'Intercom',
};

/** The category that must be agreed to before a vendor's script is loaded. */
export const SCRIPT_VENDOR_CATEGORY: Record<ScriptVendor, ConsentCategory> = {
  hubspot: 'marketing_and_advertising',
  google_ua: 'analytics',
  gtag: 'analytics',
  gtm: 'analytics',
  intercom: 'performance_and_functionality',
};

export const COOKIE_BANNER_TYPES = [
  'hubspot',
  'cookiebot',
  'dropbox',
  'paypal',
  'onetrust',
] as const;
export type CookieBannerType = (typeof COOKIE_BANNER_TYPES)[number];

import { UNSUPPORTED_COOKIE_BANNER } from './visitorShell.js';

export { UNSUPPORTED_COOKIE_BANNER };
export const SCRIPT_URL_INVALID = 'Please enter a valid script URL.';
export const SCRIPT_URL_NOT_HTTPS = 'Script URLs must use https.';

export const isCookieBannerType = (value: unknown): value is CookieBannerType =>
  COOKIE_BANNER_TYPES.some((type) => type === value);

/** Loopback hosts, the only ones a script may come from over plain http (a local test server). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export type ScriptUrlResult = { ok: true; url: string } | { ok: false; message: string };

/**
 * A script address as staff typed it: without a scheme it gets https (§3); https is required,
 * except http to a loopback host, which loads only from the visitor's own machine and is how
 * tests serve a fake vendor script. Credentials, other schemes and non-URLs are refused.
 */
export function normalizeScriptUrl(input: string): ScriptUrlResult {
  const value = input.trim();
  if (value === '' || /\s/.test(value)) return { ok: false, message: SCRIPT_URL_INVALID };
  const withScheme =
    SCHEME.test(value) && !/^[^:/]+:\d/.test(value)
      ? value
      : `https://${value.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: SCRIPT_URL_INVALID };
  }
  if (url.username || url.password || !url.hostname)
    return { ok: false, message: SCRIPT_URL_INVALID };
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
    return { ok: true, url: url.href };
  if (url.protocol === 'http:') return { ok: false, message: SCRIPT_URL_NOT_HTTPS };
  if (url.protocol !== 'https:') return { ok: false, message: SCRIPT_URL_INVALID };
  const labels = url.hostname.split('.');
  if (labels.length < 2 || !labels.every((label) => /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i.test(label))) {
    return { ok: false, message: SCRIPT_URL_INVALID };
  }
  return { ok: true, url: url.href };
}

const scriptUrl = z
  .string()
  .max(2048, 'URL is too long')
  .transform((value, ctx) => {
    if (value.trim() === '') return null;
    const result = normalizeScriptUrl(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    return result.url;
  })
  .nullable()
  .optional();

const shortText = z
  .string()
  .trim()
  .max(200, 'Must be at most 200 characters')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

export const cookieBannerSchema = z
  .object({
    show: z.boolean(),
    type: z.string().refine(isCookieBannerType, UNSUPPORTED_COOKIE_BANNER),
    gtm_id: shortText,
    cbid: shortText,
    cookie_domain: shortText,
    tenant_name: shortText,
    auto_block_enabled: z.boolean().optional(),
    cookie_script_path: scriptUrl,
  })
  .strict();

/** The scripts settings staff save (PATCH /api/admin/settings, `scripts`). */
export const scriptsSettingsSchema = z
  .object({
    hubspot: scriptUrl,
    google_ua: scriptUrl,
    gtag: scriptUrl,
    gtm: scriptUrl,
    intercom: scriptUrl,
    cookie_banner: cookieBannerSchema.nullable().optional(),
  })
  .strict();

export type ScriptsSettings = z.output<typeof scriptsSettingsSchema>;
/** What the settings form sends (before normalising). */
export type ScriptsSettingsInput = z.input<typeof scriptsSettingsSchema>;
export type CookieBannerSettings = z.output<typeof cookieBannerSchema>;

/** One script the page loads once its category is agreed to. */
export interface ConsentScript {
  vendor: ScriptVendor;
  category: ConsentCategory;
  src: string;
}

/** Who asks the visitor: Candor's own dialog, one of the five banners, or a type we lack. */
export type ConsentBanner =
  | { kind: 'candor' }
  | {
      kind: 'third_party';
      type: CookieBannerType;
      /** The banner's own script, or null when it comes with another (HubSpot's). */
      src: string | null;
      /** Attributes its script tag carries (data-cbid, data-domain-script, ...). */
      attributes: Record<string, string>;
    }
  | { kind: 'unsupported'; type: string };

/** What the page needs to ask for consent and load the scripts; null: nothing to ask. */
export interface ConsentSetup {
  scripts: ConsentScript[];
  banner: ConsentBanner;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const storedUrl = (value: unknown): string | null => {
  const raw = text(value);
  if (!raw) return null;
  const result = normalizeScriptUrl(raw);
  return result.ok ? result.url : null;
};

const COOKIEBOT_SRC = 'https://consent.cookiebot.com/uc.js';
const ONETRUST_SRC = 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';

function thirdPartyBanner(type: CookieBannerType, banner: Record<string, unknown>): ConsentBanner {
  const attributes: Record<string, string> = {};
  const set = (name: string, value: unknown) => {
    const v = text(value);
    if (v) attributes[name] = v;
  };
  switch (type) {
    case 'cookiebot':
      set('data-cbid', banner.cbid);
      if (banner.auto_block_enabled === true) attributes['data-blockingmode'] = 'auto';
      return {
        kind: 'third_party',
        type,
        src: storedUrl(banner.cookie_script_path) ?? COOKIEBOT_SRC,
        attributes,
      };
    case 'onetrust':
      set('data-domain-script', banner.cbid);
      return {
        kind: 'third_party',
        type,
        src: storedUrl(banner.cookie_script_path) ?? ONETRUST_SRC,
        attributes,
      };
    case 'hubspot':
      // HubSpot's banner comes with its tracking script (the hubspot setting).
      return { kind: 'third_party', type, src: storedUrl(banner.cookie_script_path), attributes };
    case 'dropbox':
    case 'paypal':
      set('data-cookie-domain', banner.cookie_domain);
      set('data-tenant', banner.tenant_name);
      return { kind: 'third_party', type, src: storedUrl(banner.cookie_script_path), attributes };
  }
}

/**
 * The page's consent setup from the stored scripts (any JSON: rows are read leniently, so a
 * value a later version no longer accepts is skipped, and an unknown banner type is reported
 * as unsupported rather than loaded).
 */
export function consentSetup(stored: unknown): ConsentSetup | null {
  const scripts: ConsentScript[] = [];
  const record: Record<string, unknown> =
    stored !== null && typeof stored === 'object' ? { ...stored } : {};
  for (const vendor of SCRIPT_VENDORS) {
    const src = storedUrl(record[vendor]);
    if (src) scripts.push({ vendor, category: SCRIPT_VENDOR_CATEGORY[vendor], src });
  }
  const rawBanner: unknown = record.cookie_banner;
  const banner: Record<string, unknown> =
    rawBanner !== null && typeof rawBanner === 'object' ? { ...rawBanner } : {};
  if (banner.show === true) {
    const type = banner.type;
    if (!isCookieBannerType(type)) {
      return {
        scripts,
        banner: { kind: 'unsupported', type: typeof type === 'string' ? type : '' },
      };
    }
    return { scripts, banner: thirdPartyBanner(type, banner) };
  }
  return scripts.length > 0 ? { scripts, banner: { kind: 'candor' } } : null;
}

/**
 * The consent setup of a page for its viewer. Third-party scripts never run beside a staff
 * session (main mode or preview): code another party serves, on the portal's origin, could act
 * as the staff member. Staff keep only the notice of an unsupported banner, which loads nothing.
 */
export function consentSetupFor(stored: unknown, actor: Pick<Actor, 'type'>): ConsentSetup | null {
  const setup = consentSetup(stored);
  if (actor.type !== 'staff' || setup === null) return setup;
  return setup.banner.kind === 'unsupported' ? { scripts: [], banner: setup.banner } : null;
}

/** Sources a CSP directive gains for the scripts an organisation configured. */
export interface CspAdditions {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
  frameSrc: string[];
  fontSrc: string[];
}

type Needs = Partial<CspAdditions>;

const GOOGLE_ANALYTICS_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

/** What each vendor's script loads in turn (its documented CSP needs). */
const VENDOR_NEEDS: Record<ScriptVendor, Needs> = {
  google_ua: {
    scriptSrc: ['https://www.google-analytics.com', 'https://ssl.google-analytics.com'],
    connectSrc: ['https://*.google-analytics.com'],
    imgSrc: ['https://*.google-analytics.com'],
  },
  gtag: {
    scriptSrc: ['https://www.googletagmanager.com'],
    connectSrc: GOOGLE_ANALYTICS_HOSTS,
    imgSrc: GOOGLE_ANALYTICS_HOSTS,
  },
  gtm: {
    scriptSrc: ['https://www.googletagmanager.com'],
    connectSrc: GOOGLE_ANALYTICS_HOSTS,
    imgSrc: GOOGLE_ANALYTICS_HOSTS,
    frameSrc: ['https://www.googletagmanager.com'],
  },
  hubspot: {
    scriptSrc: [
      'https://js.hs-scripts.com',
      'https://js.hs-analytics.net',
      'https://js.hs-banner.com',
      'https://js.hscollectedforms.net',
      'https://js.usemessages.com',
      'https://js.hsadspixel.net',
    ],
    connectSrc: [
      'https://*.hubspot.com',
      'https://*.hubapi.com',
      'https://*.hs-banner.com',
      'https://*.hscollectedforms.net',
      'https://*.hsforms.com',
    ],
    imgSrc: ['https://*.hubspot.com', 'https://*.hsforms.com'],
    frameSrc: ['https://*.hubspot.com', 'https://*.usemessages.com'],
  },
  intercom: {
    scriptSrc: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
    connectSrc: [
      'https://*.intercom.io',
      'wss://*.intercom.io',
      'https://*.intercomcdn.com',
      'https://*.intercomassets.com',
    ],
    imgSrc: ['https://*.intercomcdn.com', 'https://*.intercomassets.com', 'https://*.intercom.io'],
    frameSrc: ['https://*.intercom.io', 'https://intercom-sheets.com'],
    fontSrc: ['https://js.intercomcdn.com'],
  },
};

const BANNER_NEEDS: Record<CookieBannerType, Needs> = {
  cookiebot: {
    scriptSrc: ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    connectSrc: ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    imgSrc: ['https://imgsct.cookiebot.com'],
    frameSrc: ['https://consentcdn.cookiebot.com'],
  },
  onetrust: {
    scriptSrc: ['https://cdn.cookielaw.org'],
    connectSrc: ['https://cdn.cookielaw.org', 'https://geolocation.onetrust.com'],
    imgSrc: ['https://cdn.cookielaw.org'],
  },
  hubspot: {
    scriptSrc: ['https://js.hs-banner.com'],
    connectSrc: ['https://*.hs-banner.com', 'https://*.hubspot.com'],
  },
  dropbox: {},
  paypal: {},
};

const originOf = (src: string): string => new URL(src).origin;

/**
 * The CSP sources this setup needs: each configured script's own origin and what its vendor
 * loads, and the banner's. Nothing for an organisation without scripts, so its policy stays
 * the strict default.
 */
export function cspAdditions(setup: ConsentSetup | null): CspAdditions {
  const sets: Record<keyof CspAdditions, Set<string>> = {
    scriptSrc: new Set(),
    connectSrc: new Set(),
    imgSrc: new Set(),
    frameSrc: new Set(),
    fontSrc: new Set(),
  };
  const keys = ['scriptSrc', 'connectSrc', 'imgSrc', 'frameSrc', 'fontSrc'] as const;
  const add = (needs: Needs) => {
    for (const key of keys) {
      for (const source of needs[key] ?? []) sets[key].add(source);
    }
  };
  if (setup) {
    for (const script of setup.scripts) {
      sets.scriptSrc.add(originOf(script.src));
      add(VENDOR_NEEDS[script.vendor]);
    }
    const { banner } = setup;
    if (banner.kind === 'third_party') {
      if (banner.src) sets.scriptSrc.add(originOf(banner.src));
      add(BANNER_NEEDS[banner.type]);
    }
  }
  return {
    scriptSrc: [...sets.scriptSrc],
    connectSrc: [...sets.connectSrc],
    imgSrc: [...sets.imgSrc],
    frameSrc: [...sets.frameSrc],
    fontSrc: [...sets.fontSrc],
  };
}

/**
 * Consent from one of the five third-party cookie banners (visitor-portal.md §3), read through
 * each banner's documented browser API and turned into the five categories. Dropbox's and
 * PayPal's banners have no public API: their integration tells Candor with
 * `window.dispatchEvent(new CustomEvent('candor:consent', { detail: {analytics: true, ...} }))`,
 * which every banner type may also use. Dropbox's banner is initialised again every second
 * until its script is ready (§9).
 */
import {
  consentChoice,
  consentFromCookiebot,
  consentFromHubSpot,
  consentFromOneTrust,
} from '@candor/domain/consent/consent';
import type { ConsentBanner, ConsentChoice } from '@candor/domain/consent/scripts';

type ThirdParty = Extract<ConsentBanner, { kind: 'third_party' }>;

declare global {
  interface Window {
    Cookiebot?: { consent?: { preferences?: boolean; statistics?: boolean; marketing?: boolean } };
    OnetrustActiveGroups?: string;
    OptanonWrapper?: () => void;
    _hsp?: unknown[];
    DropboxCookieConsent?: { init?: () => void };
  }
}

export const CONSENT_EVENT = 'candor:consent';
const DROPBOX_RETRY_MS = 1000;

/** Calls `onConsent` whenever the banner reports a choice; returns a function that stops. */
export function listenToBanner(banner: ThirdParty, onConsent: (choice: ConsentChoice) => void) {
  const w = window;
  const stops: (() => void)[] = [];
  const on = (name: string, handler: (event: Event) => void) => {
    window.addEventListener(name, handler);
    stops.push(() => window.removeEventListener(name, handler));
  };
  on(CONSENT_EVENT, (event) => {
    const detail: unknown = event instanceof CustomEvent ? event.detail : null;
    if (detail && typeof detail === 'object') onConsent(consentChoice({ ...detail }));
  });
  switch (banner.type) {
    case 'cookiebot': {
      const read = () => {
        if (w.Cookiebot?.consent) onConsent(consentFromCookiebot(w.Cookiebot.consent));
      };
      on('CookiebotOnConsentReady', read);
      on('CookiebotOnAccept', read);
      on('CookiebotOnDecline', read);
      break;
    }
    case 'onetrust': {
      const previous = w.OptanonWrapper;
      w.OptanonWrapper = () => {
        previous?.();
        onConsent(consentFromOneTrust(w.OnetrustActiveGroups ?? ''));
      };
      break;
    }
    case 'hubspot': {
      w._hsp = w._hsp ?? [];
      w._hsp.push([
        'addPrivacyConsentListener',
        (consent: { categories?: Parameters<typeof consentFromHubSpot>[0] }) =>
          onConsent(consentFromHubSpot(consent.categories ?? {})),
      ]);
      break;
    }
    case 'dropbox': {
      const timer = window.setInterval(() => {
        if (!w.DropboxCookieConsent?.init) return;
        w.DropboxCookieConsent.init();
        window.clearInterval(timer);
      }, DROPBOX_RETRY_MS);
      stops.push(() => window.clearInterval(timer));
      break;
    }
    case 'paypal':
      break;
  }
  return () => stops.forEach((stop) => stop());
}

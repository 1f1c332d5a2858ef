/**
 * What the portal's shell needs beyond the content (issue 11 §3, §6): whether a public portal
 * is published (share links), the welcome modal, and the consent setup for the organisation's
 * scripts. Optional on PortalView: a view without it shows none of them.
 */
import type { ConsentSetup } from './scripts.js';

export interface VisitorShell {
  /** A public portal is published: share links work (else 'Share links will be disabled ...'). */
  published: boolean;
  /** The welcome modal, when the organisation turned it on; its own terms and privacy links. */
  welcome: { termsUrl: string | null; privacyUrl: string | null } | null;
  /** Scripts to load after consent and who asks for it; null: nothing to ask. */
  consent: ConsentSetup | null;
}

/** visitor-portal.md §8: a cookie banner type other than the five. */
export const UNSUPPORTED_COOKIE_BANNER = 'Unsupported cookie banner';

export const SHARE_DISABLED_TEXT =
  'Share links will be disabled until a public portal is published';
export const PRODUCT_TOOLTIP_TEXT = 'Use this dropdown to select your product';
/** visitor-portal.md §9: the product tooltip shows after 500 ms and closes after 400 ms. */
export const PRODUCT_TOOLTIP_TIMING = { showAfterMs: 500, closeAfterMs: 400 } as const;
/** The share popover's 'Copied' label resets after 3 s. */
export const SHARE_COPIED_RESET_MS = 3000;

export const welcomeStorageKey = (orgId: string): string => `candor:welcome-seen:${orgId}`;
/** Per portal (its base path: the origin tells custom domains apart). */
export const productTooltipStorageKey = (basePath: string): string =>
  `candor:product-tooltip-seen:${basePath || '/'}`;

/** LinkedIn's share address and a mailto for the portal's address. */
export function shareLinks(url: string, title: string) {
  return {
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
  };
}

import type { PageData } from '../pageData.js';

/** What a page puts in its <head>, before it is written out as HTML. */
export interface PageHead {
  title: string;
  description: string | null;
  canonicalUrl: string | null;
  faviconUrl: string | null;
  noindex: boolean;
  /**
   * The image that is the page's largest paint (the portal's banner), fetched at high priority
   * from the head so it loads beside the stylesheet instead of after it.
   */
  preloadImageUrl: string | null;
  /** `<meta property=...>` (Open Graph, article) and `<meta name=...>` (Twitter) pairs. */
  properties: [string, string][];
  names: [string, string][];
  /** `<link rel="alternate">` feeds: [type, title, href]. */
  feeds?: [string, string, string][];
}

const PRODUCT_NAME = 'Candor';

/** Served from dist/client/assets (copied from public/); bump the version to change it. */
export const DEFAULT_FAVICON_URL = '/assets/candor-icon-v1.svg';

function plainPage(title: string, noindex: boolean): PageHead {
  return {
    title: `${title} | ${PRODUCT_NAME}`,
    description: null,
    canonicalUrl: null,
    faviconUrl: DEFAULT_FAVICON_URL,
    noindex,
    preloadImageUrl: null,
    properties: [],
    names: [],
  };
}

/** The head of each kind of page (visitor-portal.md §2 lists what a portal page carries). */
export function pageHead(page: PageData): PageHead {
  switch (page.kind) {
    case 'portal': {
      const { seo, org, customization } = page.view;
      return {
        title: seo.title,
        description: seo.description,
        canonicalUrl: seo.canonicalUrl,
        faviconUrl: org.faviconUrl ?? DEFAULT_FAVICON_URL,
        noindex: false,
        preloadImageUrl: customization.bannerUrl,
        feeds: [
          ['application/atom+xml', `${seo.siteName} updates`, page.view.updates.feeds.atom],
          ['application/feed+json', `${seo.siteName} updates`, page.view.updates.feeds.json],
        ],
        properties: [
          ['og:title', seo.title],
          ['og:site_name', seo.siteName],
          ['og:description', seo.description],
          ['og:url', seo.canonicalUrl],
          ['og:type', 'article'],
          ['og:image', seo.imageUrl],
          ['og:image:type', 'image/png'],
          ['og:image:width', '1200'],
          ['og:image:height', '630'],
          ['og:image:alt', seo.imageAlt],
          ['og:updated_time', seo.updatedTime],
          ['article:modified_time', seo.updatedTime],
        ],
        names: [
          ['twitter:card', 'summary_large_image'],
          ['twitter:title', seo.title],
          ['twitter:description', seo.description],
          ['twitter:image', seo.imageUrl],
          ['twitter:image:alt', seo.imageAlt],
        ],
      };
    }
    case 'login':
      return plainPage('Sign in', true);
    case 'set_password':
      return plainPage('Set your password', true);
    case 'not_found':
      return plainPage('Page not found', true);
    case 'company_not_found':
      return plainPage('Company not found', true);
    case 'no_access':
      return plainPage("You don't have access to this page", true);
    case 'admin':
      return plainPage(`${page.admin.org.name} admin`, true);
    case 'error':
      return plainPage('Sorry, an error has occurred.', true);
  }
}

/** HTTP status of each kind of page. */
export function pageStatus(page: PageData): number {
  switch (page.kind) {
    case 'portal':
    case 'login':
    case 'admin':
    case 'set_password':
      return 200;
    case 'not_found':
    case 'company_not_found':
      return 404;
    case 'no_access':
      return 403;
    case 'error':
      return 500;
  }
}

import type { PageBrand } from '@candor/domain/portal/pageData';
import { itemHref } from '@candor/domain/portal/portalLinks';
import { portalCards } from '@candor/domain/portal/portalSections';
import type { PortalView } from '@candor/domain/portal/portalView';
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
  /** `<link rel="alternate">` feeds and the signed posture (trust.json): [type, title, href]. */
  feeds?: [string, string, string][];
}

const PRODUCT_NAME = 'Candor';

/** Served from dist/client/assets (copied from public/); bump the version to change it. */
export const DEFAULT_FAVICON_URL = '/assets/candor-icon-v1.svg';

/** An organisation's error page is titled with its portal, not with Candor. */
function brandedTitle(head: PageHead, brand: PageBrand | null | undefined): PageHead {
  if (!brand) return head;
  const title = head.title.replace(` | ${PRODUCT_NAME}`, ` | ${brand.name} ${brand.portalTitle}`);
  return { ...head, title };
}

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

const DESCRIPTION_MAX = 300;

const shortened = (text: string): string =>
  text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;

/**
 * What a link preview of the page names: the item or card the address opens (a shared item
 * link previews as that item), else the portal.
 */
function portalSeo(view: PortalView): PortalView['seo'] {
  const { seo } = view;
  const card = Array.from(portalCards(view.sections)).find(
    (candidate) => candidate.kind === view.openCardKind,
  );
  if (!card) return seo;
  const item = card.items.find((candidate) => candidate.uid === view.openItemUid);
  if (!item) {
    return {
      ...seo,
      title: `${card.title} · ${seo.title}`,
      description: card.displayText ? shortened(card.displayText) : seo.description,
    };
  }
  const location = {
    basePath: view.basePath,
    productSlug: view.product.isDefault ? null : view.product.slug,
  };
  const text = item.subtitle ?? item.explanation;
  return {
    ...seo,
    title: `${item.title} · ${seo.title}`,
    description: text ? shortened(text) : seo.description,
    canonicalUrl: new URL(itemHref(location, item), seo.canonicalUrl).href,
  };
}

/** The head of each kind of page (visitor-portal.md §2 lists what a portal page carries). */
export function pageHead(page: PageData): PageHead {
  switch (page.kind) {
    case 'portal': {
      const { org, customization } = page.view;
      const seo = portalSeo(page.view);
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
          ['application/json', `${seo.siteName} posture`, seo.postureUrl],
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
    case 'login_code':
      return plainPage('Two-step sign-in', true);
    case 'set_password':
      return plainPage(page.reset ? 'Choose a new password' : 'Set your password', true);
    case 'forgot_password':
      return plainPage('Forgot your password?', true);
    case 'not_found':
      return brandedTitle(plainPage('Page not found', true), page.brand);
    case 'company_not_found':
      return plainPage('Company not found', true);
    case 'no_access':
      return plainPage("You don't have access to this page", true);
    case 'admin':
      return plainPage(`${page.admin.org?.name ?? 'Installation'} admin`, true);
    case 'error':
      return brandedTitle(plainPage('Sorry, an error has occurred.', true), page.brand);
    case 'request_access':
      return brandedTitle(plainPage('Request Access', true), page.brand);
    case 'subscribe':
      return brandedTitle(plainPage('Subscribe to updates', true), page.brand);
    case 'verify':
      return brandedTitle(plainPage('Verify a copy', true), page.brand);
    case 'search':
      return brandedTitle(
        plainPage(page.query ? `Search: ${page.query}` : 'Search', true),
        page.brand,
      );
  }
}

/** HTTP status of each kind of page. */
export function pageStatus(page: PageData): number {
  switch (page.kind) {
    case 'portal':
    case 'login':
    case 'login_code':
    case 'admin':
    case 'set_password':
    case 'forgot_password':
    case 'request_access':
    case 'subscribe':
    case 'search':
    case 'verify':
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

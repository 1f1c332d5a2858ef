/**
 * Serves a portal page. Pages are rendered once per (organisation, product, revisions, host,
 * viewer, open item) and kept in memory: anonymous visitors share theirs (cacheable, with an
 * ETag); a signed-in viewer's page is kept for that viewer alone and sent `private, no-store`.
 * A revision bump makes new keys and the change notice drops the old entries.
 */
import {
  canSee,
  findPortalItem,
  portalCards,
  isAnonymousPublic,
  itemNameKey,
  viewerCacheKey,
  type CardKind,
  type PortalView,
} from '@candor/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_NOT_FOUND_MESSAGE } from '../../errors/errorHandler.js';
import {
  embeddedView,
  portalPageData,
  type OpenCard,
} from '../../presenters/portal/embeddedView.js';
import { brandOfRequest } from '../../presenters/portal/pageBrand.js';
import { serviceContext } from '../../services/serviceContext.js';
import { getPortalView } from '../../services/portal/getPortalView.js';
import { onPortalChanged } from '../../fleet/portalChanges.js';
import { tenantOf, viewerOf } from '../../viewer/requestViewer.js';
import {
  CachedPage,
  countPageBytes,
  PAGE_CACHE_MAX_AGE_MS,
  PAGE_CACHE_MAX_ENTRIES,
  RenderedPageCache,
  type ContentEncoding,
} from '../../ssr/renderedPageCache.js';
import { sendPage } from '../../ssr/sendPage.js';
import { portalCsp } from '../../http/portalCsp.js';
import { createHostRouting, type HostRouting } from '../../viewer/hostRouting.js';

/**
 * What an address opens: an item (by uid, custom URL slug or name), or a card's drawer (the
 * expanded card state, visitor-portal.md §4), or nothing.
 */
export type OpenItem =
  | { uid: string }
  | { customUrlSlug: string }
  | { name: string }
  | { card: CardKind; itemUid: string | null }
  | null;

const ANONYMOUS_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The drawer to open, when asked for; `undefined` means an item was asked for and does not
 * exist. A card the page does not have (or that does not expand) opens nothing, and an item not
 * in the named card is not selected: the address is read leniently, as the browser reads it.
 */
function openTarget(view: PortalView, open: OpenItem): OpenCard | null | undefined {
  if (open === null) return null;
  if ('card' in open) {
    const card = Array.from(portalCards(view.sections)).find(
      (candidate) => candidate.kind === open.card && candidate.expandable,
    );
    if (!card) return null;
    const item = card.items.find((candidate) => candidate.uid === open.itemUid);
    return { kind: card.kind, itemUid: item?.uid ?? null };
  }
  const found = findPortalItem(view.sections, open);
  return found ? { kind: found.card.kind, itemUid: found.item.uid } : undefined;
}

export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

interface PageCaches {
  /** Views per (org, product, revisions, host, viewer): an unknown item uid costs no query. */
  views: RenderedPageCache<Promise<PortalView>>;
  pages: RenderedPageCache<Promise<CachedPage>>;
}

export class PortalPages {
  private readonly hosts: HostRouting;
  /** Anonymous visitors all see the same page. */
  private readonly shared: PageCaches;
  /** Signed-in viewers' pages, each kept for that viewer only (and sent `private, no-store`). */
  private readonly personal: PageCaches;
  private readonly stopListening: () => void;

  constructor(private readonly app: FastifyInstance) {
    this.hosts = createHostRouting(app.config);
    // Bounded by PAGE_CACHE_MB too, so that many distinct pages cannot hold more: anonymous
    // pages (one for every visitor) by all of it, signed-in ones (one viewer's, a hit only when
    // that viewer asks again within the minute a page lives) by a quarter.
    const { pageCacheBytes } = app.config;
    this.shared = {
      views: new RenderedPageCache(200),
      pages: new RenderedPageCache(PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_MAX_AGE_MS, pageCacheBytes),
    };
    this.personal = {
      views: new RenderedPageCache(64),
      pages: new RenderedPageCache(64, PAGE_CACHE_MAX_AGE_MS, Math.floor(pageCacheBytes / 4)),
    };
    this.stopListening = onPortalChanged((orgId) => {
      for (const caches of [this.shared, this.personal]) {
        caches.views.invalidateOrg(orgId);
        caches.pages.invalidateOrg(orgId);
      }
    }, app.database.db);
  }

  close(): void {
    this.stopListening();
  }

  /** 'Page not found' in the organisation's brand, leading back to its portal. */
  notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    return sendPage(
      reply,
      { kind: 'not_found', message: PAGE_NOT_FOUND_MESSAGE, brand: brandOfRequest(request) },
      { status: 404 },
    );
  }

  /** The portal view for this request's viewer, from the cache when it holds it. */
  private viewFor(request: FastifyRequest): {
    view: Promise<PortalView>;
    viewKey: string;
    anonymous: boolean;
  } | null {
    const viewer = viewerOf(request);
    const { org, product } = tenantOf(request);
    // Hidden products are staff-only; to everyone else they do not exist.
    if (!product || canSee(viewer, { type: 'product', show: product.show }) === 'omitted') {
      return null;
    }
    const links = this.hosts.links(this.hosts.classify(request.hostname, request.host), org.slug);
    const anonymous = isAnonymousPublic(viewer);
    const caches = anonymous ? this.shared : this.personal;
    const viewKey = [
      RenderedPageCache.key(org.id, product.id, org.revision, product.revision),
      links.origin,
      links.basePath,
      anonymous ? 'public' : viewerCacheKey(viewer),
    ].join('|');
    let view = caches.views.get(viewKey);
    if (!view) {
      const { actor } = viewer;
      view = getPortalView(serviceContext(request), {
        viewer,
        links,
        staff:
          actor.type === 'staff'
            ? {
                email: actor.email,
                displayName: request.staffSession?.displayName ?? actor.email,
              }
            : null,
        aiDatastoreSetUp: this.app.config.ai !== undefined,
        fileStore: this.app.fileStore,
      });
      remember(caches.views, viewKey, view);
    }
    return { view, viewKey, anonymous };
  }

  /**
   * The page's data as JSON, exactly what the page embeds: the web app reloads it after a staff
   * save instead of reloading the page. Never stored by browsers or proxies.
   */
  async serveView(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<PortalView | FastifyReply> {
    const found = this.viewFor(request);
    if (!found) return this.notFoundJson(reply);
    this.app.portalViews.count(viewerOf(request));
    reply.header('cache-control', PRIVATE_CACHE_CONTROL).header('vary', 'cookie');
    return embeddedView(await found.view, null);
  }

  private notFoundJson(reply: FastifyReply): FastifyReply {
    return reply.status(404).send({ code: 'not_found', message: PAGE_NOT_FOUND_MESSAGE });
  }

  async serve(request: FastifyRequest, reply: FastifyReply, open: OpenItem): Promise<FastifyReply> {
    const found = this.viewFor(request);
    if (!found) return this.notFound(request, reply);
    const { viewKey, anonymous } = found;
    const caches = anonymous ? this.shared : this.personal;
    const openKey =
      open === null
        ? '-'
        : 'card' in open
          ? `c:${open.card}:${open.itemUid ?? ''}`
          : 'uid' in open
            ? `u:${open.uid}`
            : 'customUrlSlug' in open
              ? `s:${open.customUrlSlug}`
              : `n:${itemNameKey(open.name)}`;
    const pageKey = `${viewKey}|${openKey}`;

    let page = caches.pages.get(pageKey);
    if (!page) {
      const resolved = await found.view;
      const target = openTarget(resolved, open);
      if (target === undefined) return this.notFound(request, reply);
      // Asked again: another request for this page (a re-render) may have started it meanwhile.
      page = caches.pages.get(pageKey);
      if (!page) {
        page = Promise.resolve(this.app.renderPage(portalPageData(resolved, target))).then(
          (rendered) => new CachedPage(rendered.html, rendered.status),
        );
        remember(caches.pages, pageKey, page);
        countPageBytes(caches.pages, pageKey, page);
      }
    }
    // The app's own re-render is no visit.
    if (!this.app.hotPages.isRerender(request)) this.app.portalViews.count(viewerOf(request));
    // Widened only for the hosts this organisation's scripts need (issue 11 §6).
    reply.header(
      'content-security-policy',
      portalCsp((await found.view).shell?.consent, this.app.renderPage.scriptHashes),
    );
    if (!anonymous) {
      return sendEncoded(request, reply.header('cache-control', PRIVATE_CACHE_CONTROL), await page);
    }
    const shared = await page;
    // Kept apart, to be served while the database cannot be reached.
    this.app.lastAnonymousPages.remember(request, shared);
    // Rendered again as soon as a change to this portal is heard.
    if (shared.status === 200) this.app.hotPages.record(request, tenantOf(request).org.id);
    return this.sendShared(request, reply, shared);
  }

  /** Anonymous pages: cacheable by browsers and proxies, revalidated by ETag. */
  private async sendShared(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
  ): Promise<FastifyReply> {
    reply
      .header('cache-control', ANONYMOUS_CACHE_CONTROL)
      .header('etag', page.etag)
      .header('vary', 'accept-encoding, cookie');
    if (matchesEtag(request.headers['if-none-match'], page.etag)) {
      return reply.status(304).send();
    }
    return sendEncoded(request, reply, page);
  }
}

/** Concurrent misses share one promise; a failed one is forgotten so the next try reloads. */
function remember<T>(cache: RenderedPageCache<Promise<T>>, key: string, value: Promise<T>) {
  cache.set(key, value);
  value.catch(() => {
    if (cache.get(key) === value) cache.delete(key);
  });
}

async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
): Promise<FastifyReply> {
  reply.status(page.status).header('content-type', 'text/html; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(page.body);
  const body = await page.encode(encoding);
  return reply.header('content-encoding', encoding).send(body);
}

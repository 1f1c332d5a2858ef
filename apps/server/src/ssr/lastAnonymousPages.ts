/**
 * The last page each portal address served to anonymous visitors, kept so that while the
 * database cannot be reached those visitors still get the trust center (as it last was) instead
 * of an error. Only anonymous pages (public content) are kept, and only visitors without a
 * session are given them; any change to a portal forgets them all, so nothing withdrawn comes
 * back in an outage. Each page is kept as its brotli form only (the very buffer the page cache
 * sends, about a seventh of the HTML), decompressed in an outage, and the store is bounded by
 * PAGE_CACHE_MB too: it keeps pages the page cache has dropped, at a fraction of their size.
 */
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessionCookie.js';
import { onPortalChanged } from '../fleet/portalChanges.js';
import { acceptsHtml } from '../http/acceptsHtml.js';
import { RenderedPageCache, type CachedPage } from './renderedPageCache.js';

const MAX_PAGES = 100;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    lastAnonymousPages: LastAnonymousPages;
  }
}

const keyOf = (request: FastifyRequest) => `${request.hostname.toLowerCase()}${request.url}`;

const isAnonymousPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.cookies[SESSION_COOKIE] === undefined &&
  acceptsHtml(request);

export class LastAnonymousPages {
  /** Each address's page in brotli. */
  private readonly pages: RenderedPageCache<Buffer>;

  constructor(maxBytes: number) {
    this.pages = new RenderedPageCache<Buffer>(MAX_PAGES, MAX_AGE_MS, maxBytes);
  }

  /** Called with every anonymous portal page sent; kept once its brotli form is made. */
  remember(request: FastifyRequest, page: CachedPage): void {
    if (page.status !== 200 || !isAnonymousPageRequest(request)) return;
    const key = keyOf(request);
    page.encode('br').then(
      (compressed) => {
        // Already kept: only made the most recently used (setting it again would forget its size).
        if (this.pages.get(key) === compressed) return;
        this.pages.set(key, compressed);
        this.pages.resize(key, compressed, compressed.length);
      },
      (error: unknown) => request.log.warn({ err: error }, 'could not keep the page for outages'),
    );
  }

  /** The pages kept and the bytes they are counted for. */
  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.pages.bytes;
  }

  /** Sends the kept page for this address, if there is one; null when there is none. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
    if (!isAnonymousPageRequest(request)) return null;
    const page = this.pages.get(keyOf(request));
    if (!page) return null;
    request.log.warn('database unavailable: serving the last anonymous page');
    return (
      reply
        .status(200)
        .header('content-type', 'text/html; charset=utf-8')
        // Stale: no cache along the way may keep it past the outage.
        .header('cache-control', 'no-store')
        .send(brotliDecompressSync(page))
    );
  }

  forgetAll(): void {
    this.pages.invalidateOrg(null);
  }
}

/** One per app, on the root instance so that the error handler of every route sees it. */
export function registerLastAnonymousPages(app: FastifyInstance): void {
  const pages = new LastAnonymousPages(app.config.pageCacheBytes);
  app.decorate('lastAnonymousPages', pages);
  const stopListening = onPortalChanged(() => pages.forgetAll(), app.database.db);
  app.addHook('onClose', async () => stopListening());
}

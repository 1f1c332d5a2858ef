/**
 * Visitor search (visitor-portal.md §2, §7), under the portal's base (`/{orgSlug}` on the
 * platform host, nothing on a custom domain):
 * - `GET …/api/kb/ais?productId=` the search key: everything this viewer may find on the product,
 *   searched in the browser. Anonymous answers are shared and revalidated by ETag (the key is
 *   made of the revisions); signed-in ones are `private, no-store`.
 * - `POST …/api/search` `{query:{term, filters:{products:[productId]}}}`: the same question
 *   answered on the server by the same search, for clients without the index.
 * - `POST …/api/events/search`: the search analytics of §7 (a search and its source, a result
 *   chosen, a query left for 700 ms), first-party; staff are not counted.
 * - `GET …/search?q=` (no `/api`): the results page, for readers without JavaScript (issue 24 §13).
 * The organisation comes from the path or host; the product must be one of its products (an
 * unknown id, or another organisation's, is 404), else the default product.
 */
import {
  notFound,
  searchEventSchema,
  searchIndexQuerySchema,
  searchRequestSchema,
  searchResponseSchema,
  isAnonymousPublic,
  DomainError,
  SEARCH_LIMITS,
  searchResultHref,
  searchRowOf,
  searchTermSchema,
} from '@candor/domain';
import { sendPage } from '../../ssr/sendPage.js';
import { visitorPageFrame } from './visitorForms.js';
import {
  consumeOrWait,
  createRateLimiter,
  type RateLimiterAbstract,
} from '../../http/rateLimiter.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameOriginCheck } from '../../auth/sameOriginCheck.js';
import { serviceContext } from '../../services/serviceContext.js';
import { recordSearchEvent } from '../../services/search/searchEvents.js';
import {
  createSearchIndexCache,
  searchIndexPayload,
} from '../../services/search/searchIndexPayload.js';
import {
  searchFor,
  SEMANTIC_SEARCH_MIN_SCORE,
  type SearchAi,
} from '../../services/search/serverSearch.js';
import { openAiProvider } from '../../ai/aiProvider.js';
import { onPortalChanged } from '../../fleet/portalChanges.js';
import { tenantOf, viewerOf } from '../../viewer/requestViewer.js';
import { portalTenant, staffTenant, type TenantLocator } from '../../viewer/tenants.js';
import type { Config } from '../../config.js';
import { ErrorBody } from '../admin/adminRouteSchemas.js';
import { createHostRouting } from '../../viewer/hostRouting.js';
import { matchesEtag, preferredEncoding } from './portalPages.js';

/** A typist sends a search every keystroke at worst; a script sending more is not typing. */
export const SEARCH_LIMIT = { points: 120, duration: 60 } as const;
/** Search events: a few per query. */
export const SEARCH_EVENT_LIMIT = { points: 120, duration: 60 } as const;

const SEARCH_RATE_LIMITED = 'Too many requests. Please wait and try again.';

const ANONYMOUS_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The portal's organisation, and the product named by `?productId=` (or, for the search call,
 * the body's `query.filters.products[0]`, read raw: it only chooses among the organisation's
 * products) or its default product. On the platform host `/api/…` names no organisation: there
 * it is the signed-in staff member's (§7 `GET /api/kb/ais`), whose viewer `canSee` then decides
 * as on their portal page; anyone else is 404 as before.
 */
export function portalProductByIdTenant(config: Config): TenantLocator {
  const organisation = portalTenant(config, { withProduct: false });
  const hosts = createHostRouting(config);
  const staffOnPlatform = (request: FastifyRequest) =>
    request.actor.type === 'staff' &&
    (request.params as { orgSlug?: string } | undefined)?.orgSlug === undefined &&
    hosts.classify(request.hostname, request.host).kind === 'platform';
  return async (request) => {
    const { org } = await (staffOnPlatform(request) ? staffTenant : organisation)(request);
    const query = (request.query ?? {}) as { productId?: unknown };
    const body = (request.body ?? {}) as { query?: { filters?: { products?: unknown } } };
    const fromBody = body.query?.filters?.products;
    const wanted =
      typeof query.productId === 'string' && query.productId !== ''
        ? query.productId
        : Array.isArray(fromBody) && typeof fromBody[0] === 'string'
          ? fromBody[0]
          : null;
    const product =
      wanted === null ? org.defaultProduct : org.products.find((p) => p.id === wanted);
    if (!product) {
      request.tenant = { org, product: null };
      throw notFound('Product not found');
    }
    return { org, product };
  };
}

async function limit(
  limiter: RateLimiterAbstract,
  key: string,
  reply: FastifyReply,
): Promise<void> {
  const wait = await consumeOrWait(limiter, key);
  if (wait === null) return;
  reply.header('retry-after', String(wait));
  throw new DomainError('rate_limited', SEARCH_RATE_LIMITED);
}

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hosts = createHostRouting(app.config);
  const config = { tenant: portalProductByIdTenant(app.config) };
  const indexCache = createSearchIndexCache();
  // Semantic search (§4) uses Ask AI's provider and datastore, when the operator configured one.
  const ai: SearchAi = {
    provider: app.config.ai ? openAiProvider(app.config.ai) : null,
    minScore: app.config.ai?.searchMinScore ?? SEMANTIC_SEARCH_MIN_SCORE,
  };
  const entryOf = (request: FastifyRequest) =>
    searchIndexPayload(
      indexCache,
      serviceContext(request),
      tenantOf(request),
      inputOf(request),
      ai.provider,
    );
  // A change drops the organisation's keys (theirs were made of the old revisions); the keys
  // anonymous visitors used lately are built again at once (ssr/hotPages.ts), through the key's
  // own route, so the first search after the change finds its key built or being built.
  const stopListening = onPortalChanged(
    (orgId) => indexCache.invalidateOrg(orgId),
    app.database.db,
  );
  app.addHook('onClose', async () => {
    stopListening();
  });
  const keepHot = (request: FastifyRequest, keyAsked: boolean) => {
    const { org, product } = tenantOf(request);
    if (!product || !isAnonymousPublic(viewerOf(request))) return;
    if (keyAsked) return app.hotPages.record(request, org.id);
    const portal = (request.url.split('?')[0] ?? '').replace(/(\/api)?\/search$/, '');
    const url = `${portal}/api/kb/ais?productId=${encodeURIComponent(product.id)}`;
    app.hotPages.record(request, org.id, url, false);
  };
  const search = (request: FastifyRequest, term: string) => {
    keepHot(request, false);
    return entryOf(request).then((entry) =>
      searchFor({ db: serviceContext(request).db, log: request.log }, ai, entry, term),
    );
  };
  const searches = createRateLimiter(app.database, { keyPrefix: 'search', ...SEARCH_LIMIT });
  const events = createRateLimiter(app.database, {
    keyPrefix: 'search-events',
    ...SEARCH_EVENT_LIMIT,
  });
  const tags = ['search'];

  const inputOf = (request: FastifyRequest) => ({
    viewer: viewerOf(request),
    links: hosts.links(hosts.classify(request.hostname, request.host), tenantOf(request).org.slug),
  });

  // The results page (issue 24 §13): the same search, answered as HTML for readers without
  // JavaScript, each result a link to its item, update or section.
  for (const base of ['/:orgSlug', '']) {
    routes.get(
      `${base}/search`,
      {
        config: { ...config, html: true },
        schema: {
          hide: true,
          querystring: z.object({
            q: z.string().max(2000).optional().catch(undefined),
            productId: z.string().max(200).optional().catch(undefined),
          }),
        },
      },
      async (request, reply) => {
        const frame = visitorPageFrame(request);
        const { product } = tenantOf(request);
        const page = {
          kind: 'search' as const,
          ...frame,
          productId: product && !product.isDefault ? product.id : null,
        };
        const term = searchTermSchema.safeParse(request.query.q ?? '');
        if (!term.success) {
          const query = (request.query.q ?? '').slice(0, SEARCH_LIMITS.maxQueryLength);
          const error = term.error.issues[0]?.message ?? null;
          return sendPage(reply, { ...page, query, results: null, error }, { status: 400 });
        }
        const query = term.data;
        if (query === '') return sendPage(reply, { ...page, query, results: null, error: null });
        const wait = await consumeOrWait(searches, `${tenantOf(request).org.id}|${request.ip}`);
        if (wait !== null) {
          reply.header('retry-after', String(wait));
          const error = SEARCH_RATE_LIMITED;
          return sendPage(reply, { ...page, query, results: null, error }, { status: 429 });
        }
        const { matches } = await search(request, query);
        const location = {
          basePath: frame.basePath,
          productSlug: product && !product.isDefault ? product.slug : null,
        };
        const results = matches.map((doc) => ({
          ...searchRowOf(doc),
          href: searchResultHref(location, doc),
        }));
        return sendPage(reply, { ...page, query, results, error: null });
      },
    );
  }

  for (const base of ['/:orgSlug/api', '/api']) {
    routes.get(
      `${base}/kb/ais`,
      {
        config,
        schema: {
          summary: 'Search key: what the viewer may find on a product',
          description:
            'The compact index the portal searches in the browser (visitor-portal.md §7). Anonymous answers carry an ETag made from the revisions; signed-in answers are private.',
          tags,
          querystring: searchIndexQuerySchema,
          response: {
            200: z.unknown().describe('SearchIndexPayload: {key, ttl, docs}'),
            304: z.null(),
            400: ErrorBody,
            404: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const { page } = await entryOf(request);
        keepHot(request, true);
        reply.header('content-type', 'application/json; charset=utf-8');
        if (isAnonymousPublic(viewerOf(request))) {
          reply
            .header('cache-control', ANONYMOUS_CACHE_CONTROL)
            .header('etag', page.etag)
            .header('vary', 'accept-encoding, cookie');
          if (matchesEtag(request.headers['if-none-match'], page.etag)) {
            return reply.status(304).send(null);
          }
        } else {
          reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        }
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        if (encoding === null) return reply.send(page.body);
        return reply.header('content-encoding', encoding).send(await page.encode(encoding));
      },
    );

    routes.post(
      `${base}/search`,
      {
        config,
        schema: {
          summary: 'Search what the viewer may find on a product',
          description:
            "The viewer's search over the content they may read (the search key). Semantic (`source: 'semantic'`, by meaning through the AI datastore) for account members and previewing staff when the datastore is set up; otherwise, or when the AI provider fails, the portal's own search (`source: 'fuse'`: prefixes, typo tolerance, titles first; all words, else any). `{query:{term, filters:{products:[productId]}}}`; at most 512 characters.",
          tags,
          querystring: searchIndexQuerySchema,
          body: searchRequestSchema,
          response: {
            200: searchResponseSchema,
            400: ErrorBody,
            404: ErrorBody,
            429: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        await limit(searches, `${tenantOf(request).org.id}|${request.ip}`, reply);
        const result = await search(request, request.body.query.term);
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        return { result };
      },
    );

    routes.post(
      `${base}/events/search`,
      {
        config,
        preHandler: sameOriginCheck,
        schema: {
          summary: 'Record a search, a chosen result or an entered query; report a failed one',
          description:
            'The search analytics of visitor-portal.md §7, kept first-party; staff are not counted. A `failed` event (§8: error snacks are reported) goes to the server log, not the analytics.',
          tags,
          querystring: searchIndexQuerySchema,
          body: searchEventSchema,
          response: {
            204: z.null(),
            400: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            429: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        await limit(events, `${tenantOf(request).org.id}|${request.ip}`, reply);
        // The browser's error snack is reported here (§8): to the server's log, for operators.
        if (request.body.event === 'failed') {
          request.log.warn({ searchFailure: request.body }, 'a visitor’s search failed');
        }
        await recordSearchEvent(serviceContext(request), request.body);
        return reply.status(204).header('cache-control', 'no-store').send(null);
      },
    );
  }
}

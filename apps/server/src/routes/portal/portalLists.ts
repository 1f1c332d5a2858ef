/**
 * The portal's paged lists as JSON, under the portal's base so the tenant is found exactly as
 * for its pages: `/{orgSlug}/api/…` on the platform host, `/api/…` on a custom domain. Routes
 * are thin: the schema parses the query, the service presents the page for the request's viewer.
 *
 * Anonymous answers are shared: an ETag made from the organisation's and product's revisions
 * lets browsers and proxies revalidate without the server reading anything. Signed-in answers
 * depend on the viewer and are never stored.
 */
import { createHash } from 'node:crypto';
import { isAnonymousPublic } from '@candor/domain';
import {
  cardItemsParamsSchema,
  cardItemsQuerySchema,
  cardItemsSchema,
  documentsPageSchema,
  documentsQuerySchema,
  topicsPageSchema,
  updatesQuerySchema,
  type PortalList,
} from '@candor/domain/portal/portalLists.schema';
import { kbTablePageSchema, kbTableQuerySchema } from '@candor/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getCardItems,
  getDocumentsPage,
  getKnowledgeBasePage,
  getUpdatesPage,
  type PortalListInput,
} from '../../services/portal/getPortalList.js';
import { serviceContext } from '../../services/serviceContext.js';
import { tenantOf, viewerOf } from '../../viewer/requestViewer.js';
import { portalTenant } from '../../viewer/tenants.js';
import { createHostRouting } from '../../viewer/hostRouting.js';
import { matchesEtag } from './portalPages.js';

/**
 * An anonymous list's ETag: the organisation's and product's revisions (any change makes a new
 * one), the list, its address and its query.
 */
export function revisionEtag(request: FastifyRequest, list: string, base: string): string {
  const { org, product } = tenantOf(request);
  const version = [
    list,
    org.id,
    org.revision,
    product?.id,
    product?.revision,
    base,
    JSON.stringify(request.params),
    JSON.stringify(request.query),
  ].join('|');
  return `"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`;
}

const ANONYMOUS_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const PRIVATE_CACHE_CONTROL = 'private, no-store';

export async function portalListRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hosts = createHostRouting(app.config);
  const config = { tenant: portalTenant(app.config, { withProduct: true }) };

  const listInput = (request: FastifyRequest): PortalListInput => {
    const { org } = tenantOf(request);
    return {
      viewer: viewerOf(request),
      links: hosts.links(hosts.classify(request.hostname, request.host), org.slug),
    };
  };

  /**
   * Sets the caching headers; true when the anonymous client already holds this answer (a 304
   * has been sent).
   */
  const cached = (
    request: FastifyRequest,
    reply: FastifyReply,
    list: PortalList | 'card',
  ): boolean => {
    if (!isAnonymousPublic(viewerOf(request))) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return false;
    }
    const { links } = listInput(request);
    const etag = revisionEtag(request, list, links.origin + links.basePath);
    reply
      .header('cache-control', ANONYMOUS_CACHE_CONTROL)
      .header('etag', etag)
      .header('vary', 'cookie');
    if (!matchesEtag(request.headers['if-none-match'], etag)) return false;
    void reply.status(304).send();
    return true;
  };

  const documented = (summary: string, description: string) => ({
    summary,
    description,
    tags: ['portal'],
  });

  for (const base of ['/:orgSlug/api', '/api']) {
    routes.get(
      `${base}/knowledge-base`,
      {
        config,
        schema: {
          ...documented(
            'Knowledge base, one page of the table',
            'Entries the viewer may read, favourites first then newest, 10 a page unless pageSize says 25 or 50: searched by `q` (every word, in question, answer or comment), filtered by `source`, `access` and `productIds` (comma-separated; an entry without products is on every product) and `time` (last1d, last7d, last1m, last1y, empty for all time), with the count of each facet value. The total is capped at 1000 minus the page size; access counts and the metadata come only in main mode.',
          ),
          querystring: kbTableQuerySchema,
          response: { 200: kbTablePageSchema },
        },
      },
      async (request, reply) => {
        if (cached(request, reply, 'knowledge-base')) return reply;
        return getKnowledgeBasePage(serviceContext(request), listInput(request), request.query);
      },
    );

    routes.get(
      `${base}/updates`,
      {
        config,
        schema: {
          ...documented(
            'Trust Center Updates, one page of topics',
            'Topics with the updates the viewer may read, pinned first, 5 a page; `topic` answers with the page holding that topic.',
          ),
          querystring: updatesQuerySchema,
          response: { 200: topicsPageSchema },
        },
      },
      async (request, reply) => {
        if (cached(request, reply, 'updates')) return reply;
        return getUpdatesPage(serviceContext(request), listInput(request), {
          page: request.query.page,
          topicId: request.query.topic,
        });
      },
    );

    routes.get(
      `${base}/documents`,
      {
        config,
        schema: {
          ...documented(
            'Documents, one page',
            'Documents of the items the viewer sees, featured first, 12 a page, for the All, Public or Private tab.',
          ),
          querystring: documentsQuerySchema,
          response: { 200: documentsPageSchema },
        },
      },
      async (request, reply) => {
        if (cached(request, reply, 'documents')) return reply;
        return getDocumentsPage(serviceContext(request), listInput(request), {
          page: request.query.page,
          tab: request.query.tab,
        });
      },
    );

    routes.get(
      `${base}/cards/:kind/items`,
      {
        config,
        schema: {
          ...documented(
            "A card's items",
            'Every item of a card the viewer may expand, as the expanded card lists them; the page carries only the ones its tile shows.',
          ),
          params: cardItemsParamsSchema,
          querystring: cardItemsQuerySchema,
          response: { 200: cardItemsSchema },
        },
      },
      async (request, reply) => {
        if (cached(request, reply, 'card')) return reply;
        return getCardItems(serviceContext(request), listInput(request), request.params.kind);
      },
    );
  }
}

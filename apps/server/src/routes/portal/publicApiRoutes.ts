/**
 * The public read API, version 1: `GET /api/v1/orgs/{orgSlug}/{items|documents|subprocessors|
 * updates|certifications}` (`?product=` a product's slug, `limit`, `cursor`), the same answer
 * on every host (the organisation is the slug's, the links the platform's). Its caller is an anonymous visitor, or the member of an `Authorization: Bearer` API
 * token (`auth/actorResolution.ts`: no cookie counts here, and tokens count nowhere else); each
 * list is what that caller sees on the portal page (services/publicApi/readPublicApi.ts).
 *
 * Anonymous answers are the same for everyone: `public, max-age=60` with an ETag of the
 * revisions, replayed from memory until the next change. Token answers are `private, no-store`;
 * every answer varies on Authorization. Requests are limited per address and per token.
 */
import { DomainError, isAnonymousPublic } from '@candor/domain';
import {
  PUBLIC_API_RESOURCES,
  publicApiOrgParamsSchema,
  publicApiPageSchemas,
  publicApiQuerySchema,
  type PublicApiPage,
  type PublicApiResource,
} from '@candor/domain/portal/publicApi.schema';
import type { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuseApiToken } from '../../auth/actorResolution.js';
import { onPortalChanged } from '../../fleet/portalChanges.js';
import { consumeOrWait, createRateLimiter } from '../../http/rateLimiter.js';
import { readPublicApi } from '../../services/publicApi/readPublicApi.js';
import { serviceContext } from '../../services/serviceContext.js';
import { createHostRouting } from '../../viewer/hostRouting.js';
import { tenantOf, viewerOf } from '../../viewer/requestViewer.js';
import { portalTenant } from '../../viewer/tenants.js';
import { ErrorBody } from '../admin/adminRouteSchemas.js';
import { matchesEtag } from './portalPages.js';
import { revisionEtag } from './portalLists.js';

export const PUBLIC_API_TAG = 'Public API v1';
export const PUBLIC_API_CACHE_CONTROL = 'public, max-age=60';

/** Per address and per token, a minute's requests. */
export const PUBLIC_API_LIMITS = {
  perAddress: { points: 300, duration: 60 },
  perToken: { points: 600, duration: 60 },
} as const;

/** Each list's page schema, as the one type every handler answers. */
const PAGE_SCHEMAS: Record<
  PublicApiResource,
  z.ZodType<PublicApiPage<PublicApiResource>>
> = publicApiPageSchemas;

/** Anonymous answers replayed from memory, forgotten on any change. */
const RECORDED_BYTES = 8 * 1024 * 1024;

const DESCRIPTIONS: Record<PublicApiResource, string> = {
  items: "The items of the cards on the product's page, by title.",
  documents:
    "Documents' metadata (title, item, content type, size, SHA-256 of the stored original, dates) with whether the caller may download each and the address it would use, by title.",
  subprocessors: 'The subprocessors the page lists, by name.',
  updates: 'Trust update topics with their updates, newest first.',
  certifications: 'The items of the Compliance (certifications) card, by title.',
};

export async function publicApiRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hosts = createHostRouting(app.config);
  const limits = {
    perAddress: createRateLimiter(app.database, {
      keyPrefix: 'api-v1-address',
      ...PUBLIC_API_LIMITS.perAddress,
    }),
    perToken: createRateLimiter(app.database, {
      keyPrefix: 'api-v1-token',
      ...PUBLIC_API_LIMITS.perToken,
    }),
  };
  const recorded = app.fastPath.add({
    takes: (url) => url.startsWith('/api/v1/orgs/'),
    maxBytes: RECORDED_BYTES,
    maxAgeMs: 60_000,
    cookiesChangeNothing: true,
  });
  const stopListening = onPortalChanged(() => recorded.forget(), app.database.db);
  app.addHook('onClose', async () => stopListening());

  /** A token of another organisation is no token here; then the caller's allowance. */
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    const { actor, apiTokenId } = request;
    if (actor.type === 'member' && actor.orgId !== tenantOf(request).org.id) refuseApiToken(reply);
    const wait =
      (await consumeOrWait(limits.perAddress, request.ip)) ??
      (apiTokenId ? await consumeOrWait(limits.perToken, apiTokenId) : null);
    if (wait !== null) {
      reply.header('retry-after', String(wait));
      throw new DomainError('rate_limited', 'Too many requests. Please wait and try again.');
    }
  };

  /**
   * Sets the caching headers; true when the anonymous caller already holds this answer (a 304
   * has been sent).
   */
  const notModified = (request: FastifyRequest, reply: FastifyReply, resource: string) => {
    reply.header('vary', 'Authorization');
    if (request.actor.type !== 'visitor' || !isAnonymousPublic(viewerOf(request))) {
      reply.header('cache-control', 'private, no-store');
      return false;
    }
    const etag = revisionEtag(request, `api-v1-${resource}`, '');
    reply.header('cache-control', PUBLIC_API_CACHE_CONTROL).header('etag', etag);
    if (!matchesEtag(request.headers['if-none-match'], etag)) return false;
    void reply.status(304).send();
    return true;
  };

  for (const resource of PUBLIC_API_RESOURCES) {
    routes.get(
      `/api/v1/orgs/:orgSlug/${resource}`,
      {
        config: {
          tenant: portalTenant(app.config, { withProduct: true, bySlugOnAnyHost: true }),
          apiToken: true,
        },
        preValidation: admit,
        schema: {
          summary: `List ${resource}`,
          description: `${DESCRIPTIONS[resource]} What the caller may see: anonymous, what a visitor of the portal sees; with a member's API token, what that member's grants show. At most \`limit\` (1 to 100, 50 unless given) rows a page; \`next\` is the following page's address.`,
          tags: [PUBLIC_API_TAG],
          security: [{}, { bearerAuth: [] }],
          params: publicApiOrgParamsSchema,
          querystring: publicApiQuerySchema,
          response: {
            200: PAGE_SCHEMAS[resource],
            400: ErrorBody,
            401: ErrorBody,
            404: ErrorBody,
            429: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const { org } = tenantOf(request);
        const viewer = viewerOf(request);
        if (notModified(request, reply, resource)) return reply;
        const { product, limit } = request.query;
        return readPublicApi(serviceContext(request), resource, {
          viewer,
          // The platform's links whatever the host: every host gets the same answer.
          links: hosts.links({ kind: 'platform' }, org.slug),
          limit,
          cursor: request.query.cursor,
          nextUrl: (cursor) => {
            const query = new URLSearchParams();
            if (product !== undefined) query.set('product', product);
            if (limit !== undefined) query.set('limit', String(limit));
            query.set('cursor', cursor);
            return `/api/v1/orgs/${encodeURIComponent(org.slug)}/${resource}?${query}`;
          },
        });
      },
    );
  }
}

/**
 * Ask AI (visitor-portal.md §4, §7): `POST {portal base}/api/search/answer` with
 * `{query:{term, filters:{product}}}` and the portal's `accountId` / `permissionProfileId` in
 * the query, answering `{answer, sources}` (an empty answer: nothing to show). Only a viewer at
 * the Full level gets an answer (403 otherwise); the organisation comes from the path or host,
 * the product must be one of its products the viewer sees (404). Same-origin only and limited per
 * address, since every question costs a call to the AI provider. A provider that is down or slow
 * is a 503, one that answers nonsense a 502, each with a message; never a 500.
 */
import {
  askAiAnswerSchema,
  askAiRequestSchema,
  DomainError,
  notFound,
  viewerQuerySchema,
} from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import { consumeOrWait, createRateLimiter } from '../../http/rateLimiter.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AiProviderError, openAiProvider } from '../../ai/aiProvider.js';
import { sameOriginCheck } from '../../auth/sameOriginCheck.js';
import { serviceContext } from '../../services/serviceContext.js';
import { answerQuestion } from '../../services/search/answerQuestion.js';
import { tenantOf, viewerOf } from '../../viewer/requestViewer.js';
import { portalTenant, type TenantLocator } from '../../viewer/tenants.js';
import type { Config } from '../../config.js';
import { ErrorBody } from '../admin/adminRouteSchemas.js';
import { createHostRouting } from '../../viewer/hostRouting.js';

/** A reader asks a question now and then; each one costs an embedding and a completion. */
export const ASK_AI_LIMITS = {
  perAddress: { points: 20, duration: 60 },
  perOrg: { points: 600, duration: 60 },
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The portal's organisation, and the product the body names when it is one of its products, so
 * the viewer's grants are read for that product (the body is parsed, not yet validated, when
 * the tenant is located; the handler validates it and refuses an unknown product).
 */
function askAiTenant(config: Config): TenantLocator {
  const portal = portalTenant(config, { withProduct: false });
  return async (request) => {
    const { org } = await portal(request);
    const query = isRecord(request.body) ? request.body.query : undefined;
    const filters = isRecord(query) ? query.filters : undefined;
    const wanted = isRecord(filters) ? filters.product : undefined;
    const product = org.products.find((p) => p.id === wanted) ?? null;
    return { org, product };
  };
}

export async function askAiRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hosts = createHostRouting(app.config);
  const provider = app.config.ai ? openAiProvider(app.config.ai) : null;
  const minScore = app.config.ai?.minScore ?? 1;
  const perAddress = createRateLimiter(app.database, {
    keyPrefix: 'ask-ai-address',
    ...ASK_AI_LIMITS.perAddress,
  });
  const perOrg = createRateLimiter(app.database, {
    keyPrefix: 'ask-ai-org',
    ...ASK_AI_LIMITS.perOrg,
  });
  const config = { tenant: askAiTenant(app.config) };

  for (const base of ['/:orgSlug/api', '/api']) {
    routes.post(
      `${base}/search/answer`,
      {
        config,
        preHandler: sameOriginCheck,
        schema: {
          summary: 'Ask AI: an answer from the Trust Center, with its sources',
          description:
            'Answers a question only from content the viewer may read, each statement citing its source ([1]). An empty answer means there is none. Needs the Full Ask AI level (visitor-portal.md §4).',
          tags: ['portal'],
          querystring: viewerQuerySchema,
          body: askAiRequestSchema,
          response: {
            200: askAiAnswerSchema,
            400: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            429: ErrorBody,
            502: ErrorBody,
            503: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const { org, product } = tenantOf(request);
        if (!product) throw notFound('Product not found');
        const wait =
          (await consumeOrWait(perAddress, `${org.id}|${request.ip}`)) ??
          (await consumeOrWait(perOrg, org.id));
        if (wait !== null) {
          reply.header('retry-after', String(wait));
          throw new DomainError('rate_limited', 'Too many requests. Please wait and try again.');
        }
        reply.header('cache-control', 'private, no-store');
        try {
          return await answerQuestion(serviceContext(request), provider, {
            viewer: viewerOf(request),
            links: hosts.links(hosts.classify(request.hostname, request.host), org.slug),
            productId: product.id,
            question: request.body.query.term,
            minScore,
          });
        } catch (error) {
          if (!(error instanceof AiProviderError)) throw error;
          request.log.warn({ err: error, orgId: org.id }, 'Ask AI: the AI provider failed');
          throw error.toDomainError();
        }
      },
    );
  }
}

/**
 * Subscribing to an organisation's trust updates, under the portal's base (`/{orgSlug}` on the
 * platform host, `/` on a custom domain): `POST …/subscribe` (double opt-in, limited per
 * address and per e-mail), `GET …/subscribe/confirm?token=` (the mailed link, which lands on the
 * portal with `?subscribeStatus=`), and `POST …/unsubscribe` with the token in the JSON body (the
 * portal's dialog) or in the query (RFC 8058 one-click, from the List-Unsubscribe header).
 */
import { DomainError, subscribeInputSchema, UPDATE_MESSAGES } from '@candor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consumeOrWait as consume, createRateLimiter } from '../../http/rateLimiter.js';
import { z } from 'zod';
import { sameOriginCheck } from '../../auth/sameOriginCheck.js';
import { mailLinksOf } from '../../services/access/accessLinks.js';
import { serviceContext } from '../../services/serviceContext.js';
import {
  confirmSubscription,
  subscribe,
  unsubscribe,
} from '../../services/updates/subscriptions.js';
import { subscriptionTokens } from '../../updates/subscriptionTokens.js';
import { tenantOf } from '../../viewer/requestViewer.js';
import { portalTenant } from '../../viewer/tenants.js';
import { ErrorBody } from '../admin/adminRouteSchemas.js';
import { createHostRouting } from '../../viewer/hostRouting.js';

/** Per client address and per e-mail; a confirmation mail is worth little more than one an hour. */
export const SUBSCRIBE_LIMITS = {
  perAddress: { points: 10, duration: 600 },
  perEmail: { points: 3, duration: 3600 },
} as const;

const message = z.object({ message: z.string() });

export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hosts = createHostRouting(app.config);
  const tokens = subscriptionTokens(app.config.sessionSecret);
  const perAddress = createRateLimiter(app.database, {
    keyPrefix: 'subscribe-address',
    ...SUBSCRIBE_LIMITS.perAddress,
  });
  const perEmail = createRateLimiter(app.database, {
    keyPrefix: 'subscribe-email',
    ...SUBSCRIBE_LIMITS.perEmail,
  });
  const config = { tenant: portalTenant(app.config, { withProduct: false }) };
  const linksOf = (request: FastifyRequest) =>
    hosts.links(hosts.classify(request.hostname, request.host), tenantOf(request).org.slug);
  const tags = ['subscriptions'];

  for (const base of ['/:orgSlug', '']) {
    routes.post(
      `${base}/subscribe`,
      {
        config,
        preHandler: sameOriginCheck,
        schema: {
          summary: 'Subscribe to trust updates',
          description:
            'Mails a confirmation link (double opt-in). An address already confirmed gets the same answer and no mail.',
          tags,
          body: subscribeInputSchema,
          response: {
            200: message,
            400: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            429: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const orgId = tenantOf(request).org.id;
        const wait =
          (await consume(perAddress, `${orgId}|${request.ip}`)) ??
          (await consume(perEmail, `${orgId}|${request.body.email}`));
        if (wait !== null) {
          reply.header('retry-after', String(wait));
          throw new DomainError('rate_limited', UPDATE_MESSAGES.tooManyRequests);
        }
        // The confirmation link names the stored domain, never the request's Host.
        return subscribe(serviceContext(request), request.body, {
          ...mailLinksOf(app.config.baseUrl, tenantOf(request).org),
          tokens,
        });
      },
    );

    routes.get(
      `${base}/subscribe/confirm`,
      {
        config,
        schema: {
          summary: 'Confirm a subscription (the mailed link)',
          description:
            'Redirects to the portal with subscribeStatus confirmed, token invalid or blocked.',
          tags,
          querystring: z.object({ token: z.string().max(2000).optional() }),
        },
      },
      async (request, reply) => {
        const status = await confirmSubscription(
          serviceContext(request),
          request.query.token ?? '',
          tokens,
        );
        const links = linksOf(request);
        const location = `${links.origin}${links.basePath || '/'}?subscribeStatus=${encodeURIComponent(status)}`;
        return reply.header('cache-control', 'no-store').redirect(location, 303);
      },
    );

    routes.post(
      `${base}/unsubscribe`,
      {
        config,
        schema: {
          summary: 'Unsubscribe from trust updates',
          description:
            'The signed token in the JSON body, or in the query for the one-click POST of RFC 8058 (body List-Unsubscribe=One-Click).',
          tags,
          querystring: z.object({ token: z.string().max(2000).optional() }),
          body: z
            .object({ token: z.string().max(2000).optional() })
            .passthrough()
            .optional(),
          response: { 200: message, 400: ErrorBody },
        },
      },
      async (request) => {
        const token = request.body?.token ?? request.query.token;
        if (!token) throw new DomainError('bad_request', UPDATE_MESSAGES.unsubscribeExpired);
        return unsubscribe(serviceContext(request), token, tokens, request.log);
      },
    );
  }
}

/**
 * visitor-portal.md §4, 'collapsing logs the duration': `POST {portal}/api/events/card-view`
 * with `{kind, itemUid, durationMs, source}`, sent by the browser (a beacon) when an expanded card
 * closes. Kept as a first-party `card_view` analytics event: the organisation, product, card,
 * item, duration and what opened it (staff-content.md §2's click source), and the account and member only for a signed-in member. Staff reading
 * their own portal are not visitors and are not counted. Same-origin only, limited per address.
 */
import { cardViewEventSchema, DomainError } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createRateLimiter, RateLimiterRes } from '../../http/rateLimiter.js';
import { z } from 'zod';
import { sameOriginCheck } from '../../auth/sameOriginCheck.js';
import { serviceContext } from '../../services/serviceContext.js';
import { recordCardView } from '../../services/analytics/recordCardView.js';
import { tenantOf } from '../../viewer/requestViewer.js';
import { portalTenant } from '../../viewer/tenants.js';
import { ErrorBody } from '../admin/adminRouteSchemas.js';

/** A reader opens and closes a few cards a minute; a script sending more is not reading. */
export const CARD_VIEW_LIMIT = { points: 60, duration: 60 } as const;

export async function cardViewRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const perAddress = createRateLimiter(app.database, {
    keyPrefix: 'card-view',
    ...CARD_VIEW_LIMIT,
  });
  const config = { tenant: portalTenant(app.config, { withProduct: true }) };

  for (const base of ['/:orgSlug', '']) {
    routes.post(
      `${base}/api/events/card-view`,
      {
        config,
        preHandler: sameOriginCheck,
        schema: {
          summary: 'Log how long an expanded card was open',
          description:
            'Sent when a visitor collapses an expanded card (visitor-portal.md §4). Recorded as a first-party analytics event; staff views are not recorded.',
          tags: ['portal'],
          body: cardViewEventSchema,
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
        const { org } = tenantOf(request);
        try {
          await perAddress.consume(`${org.id}|${request.ip}`);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          reply.header('retry-after', String(Math.ceil(rejection.msBeforeNext / 1000)));
          throw new DomainError('rate_limited', 'Too many requests. Please wait and try again.');
        }
        await recordCardView(serviceContext(request), request.body);
        return reply.status(204).header('cache-control', 'no-store').send(null);
      },
    );
  }
}

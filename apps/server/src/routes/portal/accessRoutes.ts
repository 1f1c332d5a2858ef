/**
 * The access modal's calls under the portal's API base (`/{orgSlug}/api` on the platform host,
 * `/api` on a custom domain; visitor-portal.md §7): `POST …/products/{productId}/request` (the
 * request form) and `POST …/products/{productId}/login` (the login tab), both public, refused
 * cross-site, and limited per client address and per e-mail; `GET …/products/{productId}/request-form`
 * gives the form's optional fields and products.
 */
import {
  ACCESS_MESSAGES,
  accessRequestInputSchema,
  DomainError,
  loginRequestInputSchema,
} from '@candor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consumeOrWait as consume, createRateLimiter } from '../../http/rateLimiter.js';
import { z } from 'zod';
import { sameOriginCheck } from '../../auth/sameOriginCheck.js';
import { serviceContext } from '../../services/serviceContext.js';
import {
  accessFormConfig,
  requestLogin,
  submitAccessRequest,
} from '../../services/access/visitorAccess.js';
import { mailLinksOf } from '../../services/access/accessLinks.js';
import { subscribe } from '../../services/updates/subscriptions.js';
import { subscriptionTokens } from '../../updates/subscriptionTokens.js';
import { tenantOf } from '../../viewer/requestViewer.js';
import { portalTenant } from '../../viewer/tenants.js';
import { ErrorBody } from '../admin/adminRouteSchemas.js';

/** A request form is worth a few tries an hour per e-mail; the login tab a few per quarter hour. */
export const ACCESS_RATE_LIMITS = {
  request: { perAddress: { points: 10, duration: 600 }, perEmail: { points: 5, duration: 3600 } },
  login: { perAddress: { points: 20, duration: 600 }, perEmail: { points: 5, duration: 900 } },
} as const;

const productParams = z.object({
  orgSlug: z.string().optional(),
  productId: z.uuid({ error: 'Product not found' }),
});

const codeAnswer = z.object({ code: z.string() });

export async function accessRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limiters = {
    request: {
      perAddress: createRateLimiter(app.database, {
        keyPrefix: 'access-request-address',
        ...ACCESS_RATE_LIMITS.request.perAddress,
      }),
      perEmail: createRateLimiter(app.database, {
        keyPrefix: 'access-request-email',
        ...ACCESS_RATE_LIMITS.request.perEmail,
      }),
    },
    login: {
      perAddress: createRateLimiter(app.database, {
        keyPrefix: 'member-login-address',
        ...ACCESS_RATE_LIMITS.login.perAddress,
      }),
      perEmail: createRateLimiter(app.database, {
        keyPrefix: 'member-login-email',
        ...ACCESS_RATE_LIMITS.login.perEmail,
      }),
    },
  };
  const config = { tenant: portalTenant(app.config, { withProduct: false }) };
  const tags = ['access'];

  const tokens = subscriptionTokens(app.config.sessionSecret);
  // Mail links name the stored domain, never the request's Host.
  const linksOf = (request: FastifyRequest) =>
    mailLinksOf(app.config.baseUrl, tenantOf(request).org);
  /** The product must be one of the organisation's. */
  const productOf = (request: FastifyRequest, productId: string) => {
    const product = tenantOf(request).org.products.find((p) => p.id === productId);
    if (!product) throw new DomainError('not_found', 'Product not found');
    return product;
  };
  const limit = async (
    request: FastifyRequest,
    reply: { header(name: string, value: string): unknown },
    which: keyof typeof limiters,
    email: string,
  ) => {
    const orgId = tenantOf(request).org.id;
    const wait =
      (await consume(limiters[which].perAddress, `${orgId}|${request.ip}`)) ??
      (await consume(limiters[which].perEmail, `${orgId}|${email}`));
    if (wait !== null) {
      reply.header('retry-after', String(wait));
      throw new DomainError('rate_limited', ACCESS_MESSAGES.tooManyRequests);
    }
  };

  for (const base of ['/:orgSlug/api', '/api']) {
    routes.get(
      `${base}/products/:productId/request-form`,
      {
        config,
        schema: {
          summary: "The request form's optional fields and products",
          tags,
          params: productParams,
        },
      },
      async (request, reply) => {
        productOf(request, request.params.productId);
        reply.header('cache-control', 'no-store');
        return accessFormConfig(serviceContext(request), tenantOf(request).org);
      },
    );

    routes.post(
      `${base}/products/:productId/request`,
      {
        config,
        preHandler: sameOriginCheck,
        schema: {
          summary: 'Request access (the access modal’s request form)',
          description:
            "Answers 200 {code:'pending_request'} (request sent) or {code:'request_approved'} (approved by a rule, a sign-in link mailed), else 4xx with a code: not_work_email, pending_request, request_declined, request_declined_blocked_domain, request_declined_third_party, request_access_auto_declined, account_already_exists, access_expired, validation_failed.",
          tags,
          params: productParams,
          body: accessRequestInputSchema,
          response: {
            200: codeAnswer,
            400: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            429: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const { productId } = request.params;
        productOf(request, productId);
        await limit(request, reply, 'request', request.body.email);
        reply.header('cache-control', 'no-store');
        const links = linksOf(request);
        const answer = await submitAccessRequest(
          serviceContext(request),
          productId,
          { ...request.body, productId },
          links,
        );
        // 'Subscribe to updates' ticked: the same double opt-in as the subscribe popover (a
        // confirmation mail). A refusal there (blocked, subscriptions off) leaves the request be.
        if (request.body.subscribe) {
          await subscribe(
            serviceContext(request),
            { email: request.body.email, source: 'access-request' },
            { ...links, tokens },
          ).catch((error: unknown) =>
            request.log.info({ err: error }, 'subscribe from the access request refused'),
          );
        }
        return answer;
      },
    );

    routes.post(
      `${base}/products/:productId/login`,
      {
        config,
        preHandler: sameOriginCheck,
        schema: {
          summary: 'Sign in by e-mail (the access modal’s login tab)',
          description:
            "Mails a sign-in link to a member with access: 200 {code:'check_email'}. Else 4xx with a code: not_work_email, access_expired, pending_request, request_declined (and its variants), blocked_domain, unknown_email.",
          tags,
          params: productParams,
          body: loginRequestInputSchema,
          response: {
            200: codeAnswer,
            400: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            429: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const { productId } = request.params;
        productOf(request, productId);
        await limit(request, reply, 'login', request.body.email);
        reply.header('cache-control', 'no-store');
        return requestLogin(
          serviceContext(request),
          productId,
          request.body.email,
          linksOf(request),
        );
      },
    );
  }
}

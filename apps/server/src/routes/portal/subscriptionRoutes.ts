/**
 * Subscribing to an organisation's trust updates, under the portal's base (`/{orgSlug}` on the
 * platform host, `/` on a custom domain): `POST …/subscribe` (double opt-in, limited per
 * address and per e-mail), `GET …/subscribe/confirm?token=` (the mailed link, which lands on the
 * portal with `?subscribeStatus=`), and `POST …/unsubscribe` with the token in the JSON body (the
 * portal's dialog) or in the query (RFC 8058 one-click, from the List-Unsubscribe header).
 * Without JavaScript (issue 24 §13): `GET …/subscribe` is the form's page, posted to
 * `POST …/subscribe/form` (same origin, a form token), answered with the page again.
 */
import {
  DomainError,
  subscribeInputSchema,
  UPDATE_MESSAGES,
  visitorPagePaths,
  type SubscribeInput,
} from '@candor/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issueFormToken } from '../../auth/formToken.js';
import { sendPage } from '../../ssr/sendPage.js';
import {
  FormBody,
  formFlag,
  formText,
  refusedForgedForm,
  visitorPageFrame,
} from './visitorForms.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consumeOrWait as consume, createRateLimiter } from '../../http/rateLimiter.js';
import { z } from 'zod';
import { sameOriginCheck } from '../../auth/sameOriginCheck.js';
import { mailLinksOf } from '../../services/access/accessLinks.js';
import { serviceContext } from '../../services/serviceContext.js';
import {
  confirmSubscription,
  subscribe,
  subscribeOffer,
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
/** Where the visitor subscribed from (analytics), as the portal's query writes it. */
const SubscribeSource = z.string().regex(/^[A-Za-z0-9_-]{1,50}$/);

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

  /** Subscribing, the popover's and the page's: the limits, then the double opt-in. */
  const subscribeVisitor = async (
    request: FastifyRequest,
    reply: FastifyReply,
    input: SubscribeInput,
  ) => {
    const orgId = tenantOf(request).org.id;
    const wait =
      (await consume(perAddress, `${orgId}|${request.ip}`)) ??
      (await consume(perEmail, `${orgId}|${input.email}`));
    if (wait !== null) {
      reply.header('retry-after', String(wait));
      throw new DomainError('rate_limited', UPDATE_MESSAGES.tooManyRequests);
    }
    // The confirmation link names the stored domain, never the request's Host.
    return subscribe(serviceContext(request), input, {
      ...mailLinksOf(app.config.baseUrl, tenantOf(request).org),
      tokens,
    });
  };

  /** The subscribe page (issue 24 §13): the form, again with its error, or the answer. */
  const subscribePage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: {
      email: string;
      source: string;
      agree?: boolean;
      error?: string;
      agreeError?: string;
      sent?: string;
    },
    status = 200,
  ) => {
    // Subscribing is offered only where the portal offers it.
    const offer = await subscribeOffer(serviceContext(request).db, tenantOf(request).org.id);
    if (!offer.enabled) throw new DomainError('not_found', 'Subscriptions are not available');
    const frame = visitorPageFrame(request);
    const paths = visitorPagePaths(frame);
    return sendPage(
      reply,
      {
        kind: 'subscribe',
        ...frame,
        formToken: await issueFormToken(request, reply, paths.subscribe),
        agreeToTerms: offer.agreeToTerms,
        agree: false,
        error: null,
        agreeError: null,
        sent: null,
        ...page,
      },
      { status },
    );
  };

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
      async (request, reply) => subscribeVisitor(request, reply, request.body),
    );

    routes.get(
      `${base}/subscribe`,
      {
        config: { ...config, html: true },
        schema: {
          hide: true,
          querystring: z.object({ source: SubscribeSource.optional().catch(undefined) }),
        },
      },
      async (request, reply) =>
        subscribePage(request, reply, { email: '', source: request.query.source ?? 'portal' }),
    );

    routes.post(
      `${base}/subscribe/form`,
      { config: { ...config, html: true }, schema: { hide: true, body: FormBody } },
      async (request, reply) => {
        if (await refusedForgedForm(request, reply)) return reply;
        const email = formText(request.body, 'email');
        const parsedSource = SubscribeSource.safeParse(formText(request.body, 'source'));
        const source = parsedSource.success ? parsedSource.data : 'portal';
        const agree = formFlag(request.body, 'agree');
        const parsed = subscribeInputSchema.safeParse({ email, source, agree });
        if (!parsed.success) {
          const error = parsed.error.issues[0]?.message ?? UPDATE_MESSAGES.emailInvalid;
          return subscribePage(request, reply, { email, source, agree, error }, 400);
        }
        try {
          const { message } = await subscribeVisitor(request, reply, parsed.data);
          return await subscribePage(request, reply, { email, source, agree, sent: message });
        } catch (error) {
          if (!(error instanceof DomainError) || error.status >= 500) throw error;
          const onAgree = error.errors?.[0]?.path === 'agree';
          return subscribePage(
            request,
            reply,
            { email, source, agree, [onAgree ? 'agreeError' : 'error']: error.message },
            error.status,
          );
        }
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

/**
 * The signed-in account member (visitor-portal.md §2 'Account menu', §4, §7):
 * - `GET {portalApi}/auth/sign-in?token=`: the mailed link; opens a member session and lands on
 *   the portal as the account (`?accountId=`), or on the login tab with `?signInLink=expired`;
 * - `GET {portalApi}/auth/me`: the member and their account for the account menu (401 else);
 * - `POST /api/statuspage/share/auth/logout`: Log Out;
 * - `GET /api/statuspage/share/{accountId}/external/extend-access`: the access-expired flow;
 * - `POST /api/statuspage/share/{accountId}/external/invite-colleague`: invite colleagues.
 * The `/api/statuspage/share/…` routes belong to the signed-in member's organisation (their
 * session is the tenant) and to their own account only.
 */
import {
  ACCESS_LIMITS,
  ACCESS_MESSAGES,
  DomainError,
  inviteColleaguesInputSchema,
  portalSearch,
  type ExtendAccessResult,
  NDA_PROVIDERS,
  portalIdParam,
} from '@candor/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consumeOrWait as consume, createRateLimiter } from '../../http/rateLimiter.js';
import { z } from 'zod';
import {
  clearMemberSessionCookie,
  MEMBER_SESSION_COOKIE,
  setMemberSessionCookie,
} from '../../auth/memberSession.js';
import { sameOriginCheck } from '../../auth/sameOriginCheck.js';
import { mailLinksOf } from '../../services/access/accessLinks.js';
import { requestAccessExtension } from '../../services/access/extendAccess.js';
import { inviteColleagues } from '../../services/access/inviteColleagues.js';
import { useInviteTokenSecret } from '../../services/access/inviteTokens.js';
import { loadAccountMemberView } from '../../services/access/memberAccount.js';
import { signInWithLink, signOutMember } from '../../services/access/memberSignIn.js';
import { serviceContext } from '../../services/serviceContext.js';
import { tenantOf } from '../../viewer/requestViewer.js';
import { portalTenant, refuseOtherAccount, type TenantLocator } from '../../viewer/tenants.js';
import { ErrorBody } from '../admin/adminRouteSchemas.js';
import { createHostRouting } from '../../viewer/hostRouting.js';

const SIGN_IN_TO_CONTINUE = 'Sign in to continue';

/** The signed-in member's organisation; anyone else is asked to sign in. */
export const memberTenant: TenantLocator = async (request) => {
  const { actor } = request;
  if (actor.type !== 'member') throw new DomainError('unauthenticated', SIGN_IN_TO_CONTINUE);
  refuseOtherAccount(request, actor.accountId);
  const org = await request.server.directory.byId(actor.orgId);
  if (!org) throw new DomainError('unauthenticated', SIGN_IN_TO_CONTINUE);
  return { org, product: null };
};

/** Invitations: per member and per address, a handful an hour is plenty. */
export const INVITE_LIMITS = {
  perMember: { points: 10, duration: 3600 },
  perAddress: { points: 30, duration: 3600 },
} as const;

const accountMemberBody = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  isAutoApprovedAccountMember: z.boolean(),
  reviewStatus: z.string(),
  accessExpiresAt: z.string().nullable(),
  accessExpired: z.boolean(),
  nda: z.object({
    passed: z.boolean(),
    provider: z.enum(NDA_PROVIDERS),
    email: z.string(),
  }),
});

const EXTEND_MESSAGES: Record<Exclude<ExtendAccessResult, 'success'>, string> = {
  already_has_access: ACCESS_MESSAGES.alreadyHasAccess,
  already_requested: ACCESS_MESSAGES.alreadyRequested,
  error: ACCESS_MESSAGES.extendError,
};

export async function memberRoutes(app: FastifyInstance): Promise<void> {
  useInviteTokenSecret(app.config.sessionSecret);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hosts = createHostRouting(app.config);
  const portalConfig = { tenant: portalTenant(app.config, { withProduct: false }) };
  const memberConfig = { tenant: memberTenant };
  const inviteLimits = {
    perMember: createRateLimiter(app.database, {
      keyPrefix: 'invite-member',
      ...INVITE_LIMITS.perMember,
    }),
    perAddress: createRateLimiter(app.database, {
      keyPrefix: 'invite-address',
      ...INVITE_LIMITS.perAddress,
    }),
  };
  const portalUrlOf = (request: FastifyRequest) => {
    const links = hosts.links(
      hosts.classify(request.hostname, request.host),
      tenantOf(request).org.slug,
    );
    return { origin: links.origin, basePath: links.basePath };
  };
  // memberTenant has already refused visitors and other accounts' members.
  const memberOf = (request: FastifyRequest) => {
    const { actor } = request;
    if (actor.type !== 'member') throw new DomainError('unauthenticated', SIGN_IN_TO_CONTINUE);
    return actor;
  };
  const tags = ['visitor access: members'];

  for (const base of ['/:orgSlug/api', '/api']) {
    routes.get(
      `${base}/auth/sign-in`,
      {
        config: { ...portalConfig, html: true },
        schema: {
          summary: 'The mailed sign-in link',
          description:
            'Single use, 15 minutes. Opens the member session (cookie) and redirects (303) to the portal as the account; a refused link redirects to the login tab with signInLink=expired.',
          tags,
          querystring: z.object({ token: z.string().max(200).optional() }),
        },
      },
      async (request, reply) => {
        const { org } = tenantOf(request);
        const portal = portalUrlOf(request);
        const opened = request.query.token
          ? await signInWithLink(serviceContext(request), request.query.token)
          : null;
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        if (!opened) {
          const search = portalSearch({ loginRequest: true, signInLink: 'expired' });
          return reply.redirect(`${portal.origin}${portal.basePath || '/'}${search}`, 303);
        }
        setMemberSessionCookie(reply, opened.token, opened.expiresAt);
        const product = org.products.find((p) => p.id === opened.productId);
        const search = portalSearch({
          accountId: opened.accountId,
          product: product && product.id !== org.defaultProduct?.id ? product.slug : null,
        });
        return reply.redirect(`${portal.origin}${portal.basePath || '/'}${search}`, 303);
      },
    );

    routes.get(
      `${base}/auth/extend-access`,
      {
        config: { ...portalConfig, html: true },
        schema: {
          summary: 'The mailed extension link of a member whose access expired',
          description:
            'Single use, 15 minutes. Files the extension request (no session is opened) and redirects (303) to the portal with extendAccess=success|already_has_access|already_requested, or extendAccess=expired for a refused link.',
          tags,
          querystring: z.object({ token: z.string().max(200).optional() }),
        },
      },
      async (request, reply) => {
        const portal = portalUrlOf(request);
        const outcome = request.query.token
          ? await requestAccessExtension(serviceContext(request), {
              token: request.query.token,
              baseUrl: app.config.baseUrl,
            })
          : 'expired';
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        const search = portalSearch({ extendAccess: outcome });
        return reply.redirect(`${portal.origin}${portal.basePath || '/'}${search}`, 303);
      },
    );

    routes.get(
      `${base}/auth/me`,
      {
        config: portalConfig,
        schema: {
          summary: 'The signed-in account member (the account menu)',
          description: '401 unless a member of this organisation is signed in.',
          tags,
          response: { 200: accountMemberBody, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (request, reply) => {
        const { org } = tenantOf(request);
        const { actor } = request;
        reply.header('cache-control', 'private, no-store');
        if (actor.type !== 'member' || actor.orgId !== org.id) {
          throw new DomainError('unauthenticated', SIGN_IN_TO_CONTINUE);
        }
        const view = await loadAccountMemberView(serviceContext(request), {
          orgId: org.id,
          memberId: actor.memberId,
        });
        if (!view) throw new DomainError('unauthenticated', SIGN_IN_TO_CONTINUE);
        return view;
      },
    );
  }

  routes.post(
    '/api/statuspage/share/auth/logout',
    {
      config: memberConfig,
      onRequest: sameOriginCheck,
      schema: {
        summary: 'Log Out (account member)',
        description: 'Ends the member session and clears its cookie.',
        tags,
        response: { 200: z.object({ ok: z.literal(true) }), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply: FastifyReply) => {
      await signOutMember(serviceContext(request), request.cookies[MEMBER_SESSION_COOKIE] ?? '');
      clearMemberSessionCookie(reply);
      return { ok: true as const };
    },
  );

  routes.get(
    '/api/statuspage/share/:accountId/external/extend-access',
    {
      config: memberConfig,
      onRequest: sameOriginCheck,
      schema: {
        summary: 'Ask to extend expired access (the access-expired flow)',
        description:
          "200 {code: 'success'}; 409 {code: 'already_has_access' | 'already_requested', message}. Members of that account only.",
        tags,
        params: z.object({ accountId: portalIdParam() }),
        querystring: z.object({ productId: portalIdParam().optional() }),
        response: {
          200: z.object({ code: z.literal('success') }),
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const { org } = tenantOf(request);
      const product =
        org.products.find((p) => p.id === request.query.productId) ?? org.defaultProduct;
      if (!product) throw new DomainError('not_found', 'Not found');
      const result = await requestAccessExtension(serviceContext(request), {
        memberId: member.memberId,
        accountId: member.accountId,
        productId: product.id,
        baseUrl: app.config.baseUrl,
      });
      reply.header('cache-control', 'no-store');
      if (result === 'success') return { code: 'success' as const };
      // 'expired' is the mailed link's answer only; a session never gets it.
      const code = result === 'expired' ? 'error' : result;
      return reply.status(409).send({ code, message: EXTEND_MESSAGES[code] });
    },
  );

  routes.post(
    '/api/statuspage/share/:accountId/external/invite-colleague',
    {
      config: memberConfig,
      onRequest: sameOriginCheck,
      schema: {
        summary: 'Invite colleagues',
        description: `Mails each address an invitation (a signed link to the request tab, ${ACCESS_LIMITS.inviteDays} days). Members of that account only; rate-limited.`,
        tags,
        params: z.object({ accountId: portalIdParam() }),
        body: inviteColleaguesInputSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const wait =
        (await consume(inviteLimits.perMember, member.memberId)) ??
        (await consume(inviteLimits.perAddress, request.ip));
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new DomainError('rate_limited', ACCESS_MESSAGES.tooManyRequests);
      }
      return inviteColleagues(serviceContext(request), {
        memberId: member.memberId,
        accountId: member.accountId,
        emails: request.body.emails,
        message: request.body.message,
        ...mailLinksOf(app.config.baseUrl, tenantOf(request).org),
        secret: app.config.sessionSecret,
      });
    },
  );
}

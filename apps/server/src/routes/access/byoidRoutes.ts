/**
 * Bring your own identity (see `services/access/byoid.ts` for what a token must be):
 * - `GET /byoid/{orgId}/welcome?jwt=`: signs the member in and lands on the portal as their
 *   account; someone not (or no longer) a member lands on the request tab with their e-mail; a
 *   refused token (forged, expired, used) on the login tab with `?signInLink=expired`; a signed
 *   token without a bounded `exp` answers 400 saying so (the provider must fix it);
 * - `GET` / `PUT /api/access/byoid`: staff with access:manage read and set the key or JWKS URL.
 */
import { byoidSettingsSchema, forbidden, hasScope, portalSearch } from '@candor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setMemberSessionCookie } from '../../auth/memberSession.js';
import {
  loadByoidSettings,
  markByoidTokenUsed,
  saveByoidSettings,
  verifyByoidJwt,
} from '../../services/access/byoid.js';
import { signInVerifiedMember } from '../../services/access/memberSignIn.js';
import { serviceContext } from '../../services/serviceContext.js';
import { tenantOf, viewerOf } from '../../viewer/requestViewer.js';
import { shareTenant } from '../../viewer/tenants.js';
import { ErrorBody } from '../admin/adminRouteSchemas.js';
import { createHostRouting } from '../../viewer/hostRouting.js';
import { accessStaffRead, accessStaffRoute } from '../trustCenter/staffRoute.js';

const settingsBody = z.object({
  byoidPublicKey: z.string().nullable(),
  byoidJwksUrl: z.string().nullable(),
});

export async function byoidRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hosts = createHostRouting(app.config);
  const tags = ['visitor access: byoid'];

  routes.get(
    '/byoid/:orgId/welcome',
    {
      config: { tenant: shareTenant, html: true },
      schema: {
        summary: 'Sign a member in with a JWT of the organisation’s identity provider',
        tags,
        params: z.object({ orgId: z.string().max(100) }),
        querystring: z.object({ jwt: z.string().max(8000).optional() }),
      },
    },
    async (request, reply) => {
      const { org } = tenantOf(request);
      const links = hosts.links(hosts.classify(request.hostname, request.host), org.slug);
      const portal = `${links.origin}${links.basePath || '/'}`;
      const land = (search: string) =>
        reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(`${portal}${search}`, 303);
      const refused = () => land(portalSearch({ loginRequest: true, signInLink: 'expired' }));

      const jwt = request.query.jwt;
      if (!jwt) return refused();
      const settings = await loadByoidSettings(serviceContext(request));
      const identity = await verifyByoidJwt(settings, jwt, {
        audiences: [org.id, `${links.origin}${links.basePath}`, portal],
        allow: app.config.safeFetchAllow,
      });
      if (!identity) return refused();
      const outcome = await signInVerifiedMember(serviceContext(request), {
        email: identity.email,
        via: 'byoid',
        check: (tx) => markByoidTokenUsed(tx, org.id, identity),
      });
      if (outcome === 'refused') return refused();
      if (outcome === 'unknown_member') {
        return land(portalSearch({ requestAccess: true, source: 'byoid', email: identity.email }));
      }
      setMemberSessionCookie(reply, outcome.token, outcome.expiresAt);
      return land(portalSearch({ accountId: outcome.accountId }));
    },
  );

  const requireAccessManage = (request: FastifyRequest) => {
    if (!hasScope(viewerOf(request).actor, 'access:manage')) throw forbidden();
  };

  routes.get(
    '/api/access/byoid',
    {
      ...accessStaffRead,
      schema: {
        summary: 'The identity provider’s key and JWKS URL (byoid)',
        tags,
        response: { 200: settingsBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      requireAccessManage(request);
      return loadByoidSettings(serviceContext(request));
    },
  );

  routes.put(
    '/api/access/byoid',
    {
      ...accessStaffRoute,
      schema: {
        summary: 'Set the identity provider’s PEM public key and/or JWKS URL (byoid)',
        description: 'Empty or null clears a field. access:manage.',
        tags,
        body: byoidSettingsSchema,
        response: { 200: settingsBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      requireAccessManage(request);
      return saveByoidSettings(serviceContext(request), request.body, app.config.safeFetchAllow);
    },
  );
}

/** Public mode: a `byoidJwt` query goes to the welcome route with the token (§2). */
export function byoidRedirect(orgId: string, jwt: string): string {
  return `/byoid/${encodeURIComponent(orgId)}/welcome?jwt=${encodeURIComponent(jwt)}`;
}

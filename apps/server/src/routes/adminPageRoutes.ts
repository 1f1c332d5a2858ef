/**
 * The staff private area's page: `/admin` and everything under it render the same page data
 * (kind `admin`); the browser's router picks the screen. Without a staff session the browser is
 * sent to sign in and brought back to the address it asked for.
 */
import { NO_STAFF_ABILITIES } from '@candor/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeRedirectTarget } from '../auth/safeRedirectTarget.js';
import { loadAdminPage } from '../services/adminPage/loadAdminPage.js';
import { requestContext } from '../services/serviceContext.js';
import { sendPage } from '../ssr/sendPage.js';
import { createHostRouting } from '../viewer/hostRouting.js';

export async function adminPageRoutes(app: FastifyInstance): Promise<void> {
  const hosts = createHostRouting(app.config);

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const { actor, staffSession } = request;
    // The operator without an organisation has the private area too (the Installation page).
    const org = actor.type === 'staff' ? await app.directory.byId(actor.orgId) : null;
    const signedIn = (actor.type === 'staff' && org) || actor.type === 'operator';
    if (!staffSession || !signedIn) {
      const next = safeRedirectTarget(request.url) ?? '/admin';
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/login?next=${encodeURIComponent(next)}`, 302);
    }
    const links = org && hosts.links(hosts.classify(request.hostname, request.host), org.slug);
    const admin = await loadAdminPage(requestContext(request), {
      actor,
      displayName: staffSession.displayName,
      org: org && { ...org, portalUrl: links?.basePath || '/' },
    });
    return sendPage(reply, {
      kind: 'admin',
      admin: staffSession.mustEnrolTotp
        ? { ...admin, abilities: NO_STAFF_ABILITIES, mustEnrolTotp: true }
        : { ...admin, mustEnrolTotp: false },
    });
  };

  // A page, not API: left out of the OpenAPI document.
  // A session that must still set up the required second factor gets the page, which shows
  // only that set-up.
  const pageRoute = {
    schema: { hide: true },
    config: { html: true, totpEnrolment: true },
  } as const;
  app.get('/admin', pageRoute, serve);
  app.get('/admin/*', pageRoute, serve);
}

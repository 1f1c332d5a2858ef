/**
 * One viewer per request. A route names how its tenant is found (`config.tenant`: the portal's
 * slug or host, a share URL's organisation id, or the staff session); a preValidation hook finds
 * it (before the body is validated) and a preHandler hook resolves the request's `Viewer` from the actor, the organisation's settings and the
 * query. Presenters, file routes and services take that viewer and nothing else.
 */
import { buildViewer, type Viewer } from '@candor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrgRoute, ProductRoute } from '../services/portal/portalDirectory.js';
import { PortalDirectory } from '../services/portal/portalDirectory.js';
import type { TenantLocator } from './tenants.js';

/** The organisation (and product) a request is for, as its route's locator found them. */
export interface Tenant {
  org: OrgRoute;
  product: ProductRoute | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Organisations by slug, host or id, kept briefly in memory. */
    directory: PortalDirectory;
  }
  interface FastifyRequest {
    /** Set before the handler on every route with a `tenant` locator; null elsewhere. */
    viewer: Viewer | null;
    tenant: Tenant | null;
  }
  interface FastifyContextConfig {
    /** How this route finds the organisation it serves; gives the request its viewer. */
    tenant?: TenantLocator;
  }
}

/** The viewer of a route that declared a tenant locator. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new Error(`route ${request.url} has no tenant locator`);
  return request.viewer;
}

export function tenantOf(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new Error(`route ${request.url} has no tenant locator`);
  return request.tenant;
}

export function registerViewerResolution(app: FastifyInstance): void {
  const directory = new PortalDirectory(app.database.db);
  app.decorate('directory', directory);
  app.addHook('onClose', async () => directory.close());
  app.decorateRequest('viewer', null);
  app.decorateRequest('tenant', null);

  // Who and which organisation before the body is validated: a request without a session, or
  // for an organisation that is not there, is refused the same way whatever it sends, and tells
  // nothing of what a valid body would look like. The locators read only the path, the host and
  // the session (raw, unvalidated values are fine for them).
  app.addHook('preValidation', async (request) => {
    const locate = request.routeOptions.config.tenant;
    if (!locate) return;
    request.tenant = await locate(request);
  });

  // The viewer reads the validated query (preview parameters, portal mode).
  app.addHook('preHandler', async (request) => {
    const { tenant } = request;
    if (!tenant) return;
    request.viewer = buildViewer({
      actor: request.actor,
      orgId: tenant.org.id,
      productId: tenant.product?.id ?? null,
      query: request.query ?? {},
      settings: tenant.org.settings,
    });
  });
}

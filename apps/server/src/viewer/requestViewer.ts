/**
 * One viewer per request. A route names how its tenant is found (`config.tenant`: the portal's
 * slug or host, a share URL's organisation id, or the staff session); a preValidation hook finds
 * it (before the body is validated) and a preHandler hook resolves the request's `Viewer` from the actor, the organisation's settings and the
 * query. Presenters, file routes and services take that viewer and nothing else.
 */
import {
  buildViewer,
  resolvePortalMode,
  type Actor,
  type PortalModeQuery,
  type Viewer,
  type ViewerOrgSettings,
} from '@candor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { PortalDirectory } from './portalDirectory.js';
import type { Tenant, TenantLocator } from './tenants.js';
import { loadViewerGrants, type LoadedGrants } from './viewerGrants.js';

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
  // A signed-in member naming their own account, or staff previewing as an account or profile,
  // get the grants `canSee` decides from, read afresh on every request.
  app.addHook('preHandler', async (request) => {
    const { tenant, actor } = request;
    if (!tenant) return;
    const asked = (request.query ?? {}) as PortalModeQuery & { productId?: unknown };
    // An API token speaks for its member's own account (the API's query names none).
    const query =
      request.routeOptions.config.apiToken && actor.type === 'member'
        ? { ...asked, accountId: actor.accountId }
        : asked;
    request.viewer = await resolveViewer(app.database.db, {
      actor,
      orgId: tenant.org.id,
      productId: tenant.product?.id ?? queryProductId(tenant, query.productId),
      query,
      settings: tenant.org.settings,
    });
  });
}

export interface ViewerInput {
  actor: Actor;
  orgId: string;
  /** The product whose portal is viewed: the grants are read for it, and count for it only. */
  productId: string | null;
  query: PortalModeQuery;
  settings: ViewerOrgSettings;
}

/**
 * The viewer of `actor` on the organisation's portal with this query, the grants read afresh.
 * Requests ask here, and so does whatever must know what someone would see without a request
 * (who receives a private update by e-mail).
 */
export async function resolveViewer(db: DbOrTx, input: ViewerInput): Promise<Viewer> {
  const { actor, orgId, productId, query } = input;
  const wanted = resolvePortalMode({ actor, orgId, query, accountAuthorized: true });
  let loaded: LoadedGrants | null = null;
  if (wanted.mode === 'account_external' && actor.type === 'member') {
    loaded = await loadViewerGrants(db, {
      orgId,
      productId,
      accountId: actor.accountId,
      permissionProfileId: null,
      memberId: actor.memberId,
    });
  } else if (wanted.mode === 'preview' && wanted.previewingAs) {
    loaded = await loadViewerGrants(db, {
      orgId,
      productId,
      ...wanted.previewingAs,
      memberId: null,
    });
  }
  return buildViewer({
    actor,
    orgId,
    productId,
    query,
    settings: input.settings,
    grants: loaded?.grants,
    accountAuthorized: loaded?.accountAuthorized ?? false,
  });
}

/** Share routes name no product in their path: a `productId` query of the organisation's. */
function queryProductId(tenant: Tenant, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return tenant.org.products.some((product) => product.id === value) ? value : null;
}

/**
 * How a route finds the organisation it serves. The tenant always comes from the request's
 * context (path, host or session), never from a body.
 */
import {
  DomainError,
  forbidden,
  isInstallationOperator,
  isStaffWithScope,
  notFound,
  portalIdParam,
  productSlugFromPath,
  type Scope,
  TOTP_MESSAGES,
} from '@candor/domain';
import type { FastifyRequest } from 'fastify';
import { readPortalQuery } from './portalQuery.js';
import type { Config } from '../config.js';
import { createHostRouting } from './hostRouting.js';
import type { OrgRoute, ProductRoute } from './portalDirectory.js';

/** The organisation (and product) a request is for, as its route's locator found them. */
export interface Tenant {
  org: OrgRoute;
  product: ProductRoute | null;
}

export type TenantLocator = (request: FastifyRequest) => Promise<Tenant>;

/** Organisation slugs as a path segment may hold them. */
const ORG_SLUG = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** A host no organisation has claimed: the 'Company not found' page. */
export const companyNotFound = () => new DomainError('company_not_found', 'Company not found');

/**
 * 'Page not found' for an address of a known organisation (an unknown product, a slug on its
 * custom domain): the request keeps the organisation, so the 404 page is drawn in its brand.
 */
function pageNotFoundOf(request: FastifyRequest, org: Tenant['org']): DomainError {
  request.tenant = { org, product: null };
  return notFound('Page not found');
}

interface PortalParams {
  orgSlug?: string;
  productSlug?: string;
  productId?: string;
}

/**
 * Portal pages: by slug on the platform host; on a custom domain, the domain's organisation at
 * the root (a slug there is not a page). The product is the path's, else `?product=`, else the
 * default. `withProduct: false` is for organisation-wide pages (the share image). `byId`: the
 * portal page's own addresses also choose by id (visitor-portal.md §2, §7): `/view/{productId}`,
 * else `?productId=` when no slug names one; an unknown id is 'Page not found', like a hidden
 * product to a visitor (the page refuses those), so neither is told from the other.
 */
export function portalTenant(
  config: Config,
  options: {
    withProduct: boolean;
    byId?: boolean;
    /** The slug in the path names the organisation on every host (the public read API). */
    bySlugOnAnyHost?: boolean;
  },
): TenantLocator {
  const hosts = createHostRouting(config);
  return async (request) => {
    const { directory } = request.server;
    const { orgSlug, productSlug, productId } = (request.params ?? {}) as PortalParams;
    const host = hosts.classify(request.hostname, request.host);
    let org;
    if (host.kind === 'platform' || options.bySlugOnAnyHost) {
      org =
        orgSlug !== undefined && ORG_SLUG.test(orgSlug) ? await directory.bySlug(orgSlug) : null;
      if (!org) throw notFound('Page not found');
    } else {
      org = await directory.byDomain(host.hostname);
      if (!org) throw companyNotFound();
      if (orgSlug !== undefined) throw pageNotFoundOf(request, org);
    }
    if (!options.withProduct) return { org, product: null };
    const query = readPortalQuery(request.query);
    const slug = productSlug !== undefined ? productSlugFromPath(productSlug) : query.product;
    const id = options.byId && slug === null ? (productId ?? query.productId) : null;
    const product =
      id !== null
        ? org.products.find((p) => p.id === id)
        : slug === null
          ? org.defaultProduct
          : org.products.find((p) => p.slug === slug);
    if (!product) throw pageNotFoundOf(request, org);
    return { org, product };
  };
}

/**
 * The query of a share URL that opens content for a viewer (documents, bridge letters): the
 * product whose grants count and whom staff preview as (or the member's account). The viewer is
 * resolved from the validated query, so a route that drops them serves a stranger.
 */
export const shareViewerQuery = {
  productId: portalIdParam().optional().catch(undefined),
  accountId: portalIdParam().optional().catch(undefined),
  permissionProfileId: portalIdParam().optional().catch(undefined),
};

/** Share URLs (`/api/share/{orgId}/…`) name the organisation by id. */
export const shareTenant: TenantLocator = async (request) => {
  const { orgId } = request.params as { orgId?: string };
  const org = orgId && isUuid(orgId) ? await request.server.directory.byId(orgId) : null;
  if (!org) throw notFound();
  return { org, product: null };
};

const signInToContinue = () => new DomainError('unauthenticated', 'Sign in to continue');

/**
 * The installation operator's API has no tenant (the operator may have no organisation): a
 * request without a staff session is 401, one from anyone but the operator 403, before the body
 * is looked at (the services check the policy again).
 */
export async function requireInstallationOperator(request: FastifyRequest): Promise<void> {
  const { actor } = request;
  if (actor.type !== 'staff' && actor.type !== 'operator') throw signInToContinue();
  if (!isInstallationOperator(actor)) throw forbidden();
}

/**
 * Staff API routes: the organisation is the signed-in staff member's; a product in the path must
 * be one of its products, or it does not exist.
 */
export const staffTenant: TenantLocator = async (request) => {
  const { actor } = request;
  if (request.staffSession?.mustEnrolTotp && actor.type !== 'staff') {
    throw new DomainError('forbidden', TOTP_MESSAGES.enrolmentRequired);
  }
  // The operator without an organisation is signed in, but has no organisation's staff API.
  if (actor.type === 'operator') throw forbidden();
  if (actor.type !== 'staff') throw signInToContinue();
  const org = await request.server.directory.byId(actor.orgId);
  if (!org) throw signInToContinue();
  const { productId } = (request.params ?? {}) as { productId?: string };
  // An empty id is left to the route's validation, which names what is missing in the spec's
  // words ('productId must be defined to replace card icons').
  if (productId === undefined || productId === '') return { org, product: null };
  const product = org.products.find((p) => p.id === productId);
  if (!product) throw notFound('Product not found');
  return { org, product };
};

/**
 * The staff API: the staff tenant, and staff holding none of the scopes are refused before the
 * body is looked at (the services check the policy again).
 */
export function staffTenantWithScope(scopes: Scope | readonly Scope[]): TenantLocator {
  const anyOf: readonly Scope[] = typeof scopes === 'string' ? [scopes] : scopes;
  return async (request) => {
    const tenant = await staffTenant(request);
    if (!anyOf.some((scope) => isStaffWithScope(request.actor, scope, tenant.org.id))) {
      throw forbidden();
    }
    return tenant;
  };
}

/**
 * A signed-in member's call naming an account (`:accountId` in the path) is theirs only: another
 * account's is refused before the body is looked at.
 */
export function refuseOtherAccount(request: FastifyRequest, memberAccountId: string): void {
  const { accountId } = (request.params ?? {}) as { accountId?: string };
  if (accountId !== undefined && accountId !== memberAccountId) throw forbidden();
}

/**
 * The portal's pages: `/` (default organisation or the custom domain's portal), `/{orgSlug}`,
 * shared item links, and the 'You don't have access to this page' page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { productSlugFromPath } from '../../presenters/portal/portalLinks.js';
import type { OrgRoute } from '../../services/portal/portalDirectory.js';
import { renderSocialImage } from '../../social/renderSocialImage.js';
import { sendPage } from '../../ssr/sendPage.js';
import { createHostRouting, type RequestHost } from './hostRouting.js';
import { PortalPages, type OpenItem } from './portalPages.js';
import { carriedQuery, readPortalQuery } from './portalQuery.js';

/** Paths the platform uses itself; organisations cannot take these slugs. */
export const RESERVED_ORG_SLUGS = [
  'api',
  'assets',
  'healthz',
  'item',
  'login',
  'logout',
  'no-access',
  'og.png',
  'product',
] as const;

/** Organisation slugs as a path segment may hold them. */
const ORG_SLUG = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface SharedItemParams {
  orgSlug?: string;
  productSlug?: string;
  slug: string;
}

export async function portalRoutes(app: FastifyInstance): Promise<void> {
  const pages = new PortalPages(app);
  const hosts = createHostRouting(app.config);
  app.addHook('onClose', async () => pages.close());

  // Pages, not API: left out of the OpenAPI document.
  const htmlRoute = { config: { html: true }, schema: { hide: true } } as const;
  const hostOf = (request: FastifyRequest): RequestHost =>
    hosts.classify(request.hostname, request.host);
  const companyNotFound = (reply: FastifyReply) =>
    sendPage(reply, { kind: 'company_not_found' }, { status: 404 });

  /**
   * The organisation a portal path is for: by slug on the platform host; on a custom domain,
   * the domain's organisation, served at the root (its slug path redirects there).
   */
  async function orgFor(
    request: FastifyRequest,
    reply: FastifyReply,
    orgSlug: string | undefined,
  ): Promise<{ org: OrgRoute; host: RequestHost } | FastifyReply> {
    const host = hostOf(request);
    if (host.kind === 'platform') {
      // Paths that cannot be a slug are answered without asking the database.
      const org =
        orgSlug === undefined || !ORG_SLUG.test(orgSlug)
          ? null
          : await pages.directory.bySlug(orgSlug);
      return org ? { org, host } : pages.notFound(reply);
    }
    const org = await pages.directory.byDomain(host.hostname);
    if (!org) return companyNotFound(reply);
    if (orgSlug !== undefined) return pages.notFound(reply);
    return { org, host };
  }

  async function servePortal(
    request: FastifyRequest,
    reply: FastifyReply,
    orgSlug: string | undefined,
    open: (query: ReturnType<typeof readPortalQuery>) => OpenItem,
    productSlug?: string,
  ) {
    const found = await orgFor(request, reply, orgSlug);
    if (!('org' in found)) return found;
    const { org, host } = found;
    const query = readPortalQuery(request.query);
    const wantedSlug = productSlug ?? query.product;
    const product =
      wantedSlug === null || wantedSlug === undefined
        ? org.defaultProduct
        : org.products.find((p) => p.slug === wantedSlug);
    if (!product) return pages.notFound(reply);
    return pages.serve(
      request,
      reply,
      { org, product, links: hosts.links(host, org.slug), open: open(query) },
      query,
    );
  }

  app.get('/', htmlRoute, async (request, reply) => {
    const host = hostOf(request);
    if (host.kind === 'custom') {
      return servePortal(request, reply, undefined, (q) => (q.itemUid ? { uid: q.itemUid } : null));
    }
    const org = await pages.directory.defaultOrg();
    if (!org) return companyNotFound(reply);
    const target = `/${encodeURIComponent(org.slug)}${carriedQuery(readPortalQuery(request.query))}`;
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });

  app.get<{ Params: { orgSlug: string } }>('/:orgSlug', htmlRoute, async (request, reply) => {
    const host = hostOf(request);
    if (host.kind === 'custom') {
      // The organisation's own slug on its domain leads to the root, where its portal lives.
      const org = await pages.directory.byDomain(host.hostname);
      if (org && org.slug === request.params.orgSlug) {
        return reply.redirect(`/${carriedQuery(readPortalQuery(request.query))}`, 301);
      }
    }
    return servePortal(request, reply, request.params.orgSlug, (q) =>
      q.itemUid ? { uid: q.itemUid } : null,
    );
  });

  const sharedItem = async (
    request: FastifyRequest<{ Params: SharedItemParams }>,
    reply: FastifyReply,
  ) => {
    const { orgSlug, productSlug, slug } = request.params;
    return servePortal(
      request,
      reply,
      orgSlug,
      () => ({ customUrlSlug: slug }),
      productSlug === undefined ? undefined : productSlugFromPath(productSlug),
    );
  };
  app.get('/:orgSlug/item/:slug', htmlRoute, sharedItem);
  app.get('/:orgSlug/product/:productSlug/:slug', htmlRoute, sharedItem);
  // On a custom domain the organisation is the host, so the links start at the root.
  app.get('/item/:slug', htmlRoute, sharedItem);
  app.get('/product/:productSlug/:slug', htmlRoute, sharedItem);

  // The social-share image, drawn once per organisation and customization revision.
  const socialImages = new LRUCache<string, Promise<Buffer>>({ max: 100 });
  const socialImage = async (
    request: FastifyRequest<{ Params: { orgSlug?: string } }>,
    reply: FastifyReply,
  ) => {
    const found = await orgFor(request, reply, request.params.orgSlug);
    if (!('org' in found)) return found;
    const { org } = found;
    const key = `${org.id}|${org.revision}`;
    let png = socialImages.get(key);
    if (!png) {
      png = renderSocialImage({ orgName: org.name, portalTitle: org.portalTitle });
      socialImages.set(key, png);
      png.catch(() => socialImages.delete(key));
    }
    const versioned = typeof (request.query as { v?: unknown }).v === 'string';
    return (
      reply
        .header('content-type', 'image/png')
        .header('cache-control', versioned ? IMMUTABLE : 'public, max-age=300')
        // Crawlers and chat apps fetch it from other sites.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(await png)
    );
  };
  app.get('/:orgSlug/og.png', htmlRoute, socialImage);
  app.get('/og.png', htmlRoute, socialImage);

  app.get('/no-access', htmlRoute, async (_request, reply) =>
    sendPage(reply, { kind: 'no_access' }, { status: 403 }),
  );
}

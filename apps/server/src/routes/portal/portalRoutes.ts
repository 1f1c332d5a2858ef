/**
 * The portal's pages: `/` (default organisation or the custom domain's portal), `/{orgSlug}`,
 * `/{orgSlug}/view/{productId}`, shared item links, and the 'You don't have access to this page'
 * page.
 */
import { expandedCardOf, memberHomeAccount, patchPortalSearch } from '@candor/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { renderSocialImage } from '../../social/renderSocialImage.js';
import { sendPage } from '../../ssr/sendPage.js';
import { createHostRouting, type RequestHost } from '../../viewer/hostRouting.js';
import { resolveViewer, tenantOf, viewerOf } from '../../viewer/requestViewer.js';
import { byoidRedirect } from '../access/byoidRoutes.js';
import { companyNotFound, portalTenant } from '../../viewer/tenants.js';
import { portalListRoutes } from './portalLists.js';
import { PortalPages, type OpenItem } from './portalPages.js';
import { carriedQuery, readPortalQuery } from '../../viewer/portalQuery.js';

/** Paths the platform uses itself; organisations cannot take these slugs. */
export const RESERVED_ORG_SLUGS = [
  'admin',
  'api',
  'assets',
  'byoid',
  'forgot-password',
  'healthz',
  'item',
  'login',
  'logout',
  'no-access',
  'og.png',
  'product',
  'request-access',
  'robots.txt',
  'search',
  'set-password',
  'sitemap.xml',
  'subscribe',
  'view',
] as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function portalRoutes(app: FastifyInstance): Promise<void> {
  const pages = new PortalPages(app);
  const hosts = createHostRouting(app.config);
  app.addHook('onClose', async () => pages.close());

  // The page also chooses its product by id: `?productId=` and `/view/{productId}` (§2, §7).
  const portal = portalTenant(app.config, { withProduct: true, byId: true });
  // Pages, not API: left out of the OpenAPI document.
  const htmlRoute = { schema: { hide: true } } as const;
  const portalRoute = { ...htmlRoute, config: { html: true, tenant: portal } } as const;
  const hostOf = (request: FastifyRequest): RequestHost =>
    hosts.classify(request.hostname, request.host);

  // An open card (the expanded card state, visitor-portal.md §4) opens its drawer; otherwise an
  // item is opened by its uid or, without one, by its name (visitor-portal.md §2).
  const itemByUid = (request: FastifyRequest): OpenItem => {
    const query = readPortalQuery(request.query);
    const expanded = expandedCardOf(query);
    if (expanded) return { card: expanded.kind, itemUid: expanded.itemUid };
    const { itemUid, itemName } = query;
    if (itemUid) return { uid: itemUid };
    return itemName ? { name: itemName } : null;
  };

  /**
   * A signed-in member who opens the portal without naming an account goes to their account's
   * view (the same address naming it), decided before any HTML is sent: no public page shows
   * first. Only when the membership is authorised; `view=public` keeps the public page.
   */
  const memberHome = async (request: FastifyRequest): Promise<string | null> => {
    const viewer = viewerOf(request);
    if (viewer.mode !== 'public') return null;
    const { org, product } = tenantOf(request);
    const accountId = memberHomeAccount(viewer.actor, org.id, readPortalQuery(request.query));
    if (accountId === null) return null;
    const home = await resolveViewer(app.database.db, {
      actor: viewer.actor,
      orgId: org.id,
      productId: product?.id ?? null,
      query: { accountId },
      settings: org.settings,
    });
    if (home.mode !== 'account_external') return null;
    const [path = '/', search = ''] = request.url.split('?', 2);
    return `${path}${patchPortalSearch(search, { accountId })}`;
  };

  // In public mode a byoidJwt goes to the identity welcome with the token (visitor-portal.md §2).
  const portalPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const jwt = readPortalQuery(request.query).byoidJwt;
    if (jwt && viewerOf(request).mode === 'public') {
      return reply
        .header('cache-control', 'no-store')
        .redirect(byoidRedirect(tenantOf(request).org.id, jwt), 302);
    }
    return serve(request, reply, itemByUid(request));
  };
  const serve = async (request: FastifyRequest, reply: FastifyReply, open: OpenItem) => {
    const home = await memberHome(request);
    if (home) return reply.header('cache-control', 'no-store').redirect(home, 302);
    return pages.serve(request, reply, open);
  };

  app.get(
    '/',
    {
      ...portalRoute,
      // The platform's root leads to the default organisation; a custom domain's root is its
      // portal (the viewer hook then finds the organisation by host).
      onRequest: async (request, reply) => {
        if (hostOf(request).kind === 'custom') return;
        const org = await app.directory.defaultOrg();
        if (!org) throw companyNotFound();
        const target = `/${encodeURIComponent(org.slug)}${carriedQuery(readPortalQuery(request.query))}`;
        return reply.header('cache-control', 'no-store').redirect(target, 302);
      },
    },
    portalPage,
  );

  app.get<{ Params: { orgSlug: string } }>(
    '/:orgSlug',
    {
      ...portalRoute,
      // The organisation's own slug on its domain leads to the root, where its portal lives.
      onRequest: async (request, reply) => {
        const host = hostOf(request);
        if (host.kind !== 'custom') return;
        const org = await app.directory.byDomain(host.hostname);
        if (org && org.slug === request.params.orgSlug) {
          return reply.redirect(`/${carriedQuery(readPortalQuery(request.query))}`, 301);
        }
      },
    },
    portalPage,
  );

  const sharedItem = async (
    request: FastifyRequest<{ Params: { slug: string } }>,
    reply: FastifyReply,
  ) => serve(request, reply, { customUrlSlug: request.params.slug });
  app.get('/:orgSlug/item/:slug', portalRoute, sharedItem);
  app.get('/:orgSlug/product/:productSlug/:slug', portalRoute, sharedItem);
  // On a custom domain the organisation is the host, so the links start at the root.
  app.get('/item/:slug', portalRoute, sharedItem);
  app.get('/product/:productSlug/:slug', portalRoute, sharedItem);

  // A product's portal by its id (visitor-portal.md §7 `{base}/view/{productId}`), drawn on the
  // server like the portal page; an unknown or hidden product is 'Page not found'.
  app.get('/:orgSlug/view/:productId', portalRoute, portalPage);
  app.get('/view/:productId', portalRoute, portalPage);

  // The page's data as JSON: the web app reloads it after a staff save.
  const viewRoute = { schema: { hide: true }, config: { tenant: portal } } as const;
  const view = (request: FastifyRequest, reply: FastifyReply) => pages.serveView(request, reply);
  app.get('/:orgSlug/api/view', viewRoute, view);
  app.get('/api/view', viewRoute, view);
  app.get('/:orgSlug/api/view/:productId', viewRoute, view);
  app.get('/api/view/:productId', viewRoute, view);

  // The social-share image, drawn once per organisation and customization revision.
  const socialImages = new LRUCache<string, Promise<Buffer>>({ max: 100 });
  const socialImageRoute = {
    ...htmlRoute,
    config: { html: true, tenant: portalTenant(app.config, { withProduct: false }) },
  } as const;
  const socialImage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { org } = tenantOf(request);
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
  app.get('/:orgSlug/og.png', socialImageRoute, socialImage);
  app.get('/og.png', socialImageRoute, socialImage);

  await app.register(portalListRoutes);

  app.get('/no-access', { ...htmlRoute, config: { html: true } }, async (_request, reply) =>
    sendPage(reply, { kind: 'no_access' }, { status: 403 }),
  );
}

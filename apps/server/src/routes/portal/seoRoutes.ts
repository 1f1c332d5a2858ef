/**
 * robots.txt and sitemap.xml, so that search engines find every public page, item and update.
 * A custom domain has one organisation and one sitemap; the platform host lists each
 * organisation's sitemap.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listOrgSlugs } from '../../services/portal/listOrgSlugs.js';
import { requestContext, serviceContext } from '../../services/serviceContext.js';
import { sitemapEntries } from '../../services/portal/sitemapEntries.js';
import { tenantOf } from '../../viewer/requestViewer.js';
import { portalTenant } from '../../viewer/tenants.js';
import { escapeXml } from '../../http/escapeXml.js';
import { createHostRouting } from '../../viewer/hostRouting.js';

/** Sitemaps may change with any edit; crawlers may keep them for an hour. */
const CACHE_CONTROL = 'public, max-age=3600';
/** The sitemap protocol's limit on URLs per file. */
const MAX_SITEMAP_URLS = 50_000;

export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const hosts = createHostRouting(app.config);
  const hostOf = (request: FastifyRequest) => hosts.classify(request.hostname, request.host);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const host = hostOf(request);
    const sitemaps =
      host.kind === 'custom'
        ? [`${hosts.links(host, '').origin}/sitemap.xml`]
        : (await listOrgSlugs(requestContext(request))).map(
            (slug) => `${hosts.links(host, slug).origin}/${encodeURIComponent(slug)}/sitemap.xml`,
          );
    const lines = [
      'User-agent: *',
      // Staff pages and API calls are not content.
      'Disallow: /api/',
      'Disallow: /login',
      'Allow: /',
      '',
      ...sitemaps.map((url) => `Sitemap: ${url}`),
    ];
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(`${lines.join('\n')}\n`);
  });

  const sitemapRoute = {
    schema: { hide: true },
    config: { tenant: portalTenant(app.config, { withProduct: false }) },
  } as const;
  const sitemap = async (request: FastifyRequest, reply: FastifyReply) => {
    const { org } = tenantOf(request);
    const links = hosts.links(hostOf(request), org.slug);
    const entries = (await sitemapEntries(serviceContext(request), org, links)).slice(
      0,
      MAX_SITEMAP_URLS,
    );
    const urls = entries.map(
      (entry) =>
        `<url><loc>${escapeXml(entry.url)}</loc><lastmod>${entry.lastModified}</lastmod></url>`,
    );
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(xml);
  };
  app.get('/:orgSlug/sitemap.xml', sitemapRoute, sitemap);
  // On a custom domain the organisation is the host.
  app.get('/sitemap.xml', sitemapRoute, sitemap);
}

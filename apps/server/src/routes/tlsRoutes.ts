/**
 * The question Caddy's on-demand TLS asks before it gets a certificate for a host name it has
 * not seen (deploy/Caddyfile, `on_demand_tls { ask … }`): may this server be reached under
 * `domain`? 200 for the platform's own host and for an organisation's custom domain, 404 for
 * anything else, so nobody can make the proxy request certificates for names that are not ours.
 *
 * Today an organisation's custom domain is `organizations.custom_domain` as staff set it; once
 * custom domains carry a TXT verification, only verified ones should be answered 200 here.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const query = z.object({ domain: z.string().trim().toLowerCase().max(253).default('') });
const Answer = z.object({ allowed: z.boolean() });

export async function tlsRoutes(app: FastifyInstance): Promise<void> {
  const platformHost = new URL(app.config.baseUrl).hostname.toLowerCase();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/tls/allowed',
    {
      schema: {
        summary: 'May a TLS certificate be issued for this host name? (on-demand TLS)',
        description:
          "Caddy's on-demand TLS asks before it requests a certificate: 200 for the platform's " +
          "host and for an organisation's custom domain, 404 otherwise.",
        tags: ['operations'],
        querystring: query,
        response: { 200: Answer, 404: Answer },
      },
    },
    async (request, reply) => {
      const domain = request.query.domain.replace(/\.$/, '');
      const allowed =
        domain !== '' &&
        (domain === platformHost || (await app.directory.byDomain(domain)) !== null);
      return reply
        .status(allowed ? 200 : 404)
        .header('cache-control', 'no-store')
        .send({ allowed });
    },
  );
}

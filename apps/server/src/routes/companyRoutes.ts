/**
 * The company catalogue: the picker's search (staff) and the brand marks (public: trusted-by
 * and subprocessor logos show on the portal). Marks are versioned by the installed catalogue,
 * so they are cached for a year.
 */
import { COMPANY_SOURCES, companySearchQuerySchema, notFound } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathWithVersion } from '../http/fastPath.js';
import { companyCatalogue } from '../companies/companyCatalogue.js';
import { findCompanies } from '../services/companies/findCompanies.js';
import { serviceContext } from '../services/serviceContext.js';
import { scopedRead } from './trustCenter/staffRoute.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/** Answers of brand marks replayed from memory (a mark is a kB or two; the catalogue is fixed). */
export const RECORDED_MARK_BYTES = 4 * 1024 * 1024;

const companyOption = z.object({
  source: z.enum(COMPANY_SOURCES),
  name: z.string(),
  domain: z.string().nullable(),
  companyId: z.string().nullable(),
  logoUrl: z.string().nullable(),
  url: z.string().nullable(),
  detail: z.string().nullable(),
  location: z.string().nullable(),
  purpose: z.string().nullable(),
});

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The catalogue is the installed one for the server's life: a mark's answer never changes.
  app.fastPath.add({
    takes: pathWithVersion('/api/companies/[\\w.-]{1,100}/logo\\.svg'),
    maxBytes: RECORDED_MARK_BYTES,
  });

  routes.get(
    '/api/companies',
    {
      ...scopedRead('statuspage:edit'),
      schema: {
        summary: "Search the company picker's catalogues",
        description:
          'For the company picker: the brand-logo, company-data, addendum and compliance-platform catalogues, one answer per company with its source; needs a staff session with statuspage:edit.',
        tags: ['trust center'],
        querystring: companySearchQuerySchema,
        response: { 200: z.object({ companies: z.array(companyOption) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { companies: findCompanies(serviceContext(request), request.query.term) };
    },
  );

  routes.get(
    '/api/companies/:companyId/logo.svg',
    {
      schema: {
        summary: "A catalogue company's brand mark (sanitized SVG)",
        tags: ['portal'],
        params: z.object({ companyId: z.string().max(100) }),
        querystring: z.object({ v: z.string().max(32).optional().catch(undefined) }),
      },
    },
    async (request, reply) => {
      const svg = companyCatalogue().logoSvg(request.params.companyId);
      if (!svg) throw notFound();
      return reply
        .header('content-type', 'image/svg+xml')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', SVG_CSP)
        .header('cache-control', request.query.v ? IMMUTABLE : 'public, max-age=3600')
        .send(svg);
    },
  );
}

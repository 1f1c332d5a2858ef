/**
 * Items staff add from Candor's catalogues: 'Trusted by' companies (add, remove) and
 * certifications (add). Public badge artwork of the certification catalogue is served here too.
 */
import {
  addCertificationSchema,
  CERTIFICATION_KEYS,
  auditorByKey,
  badgeAuditor,
  certificationFramework,
  notFound,
  trustedByInputSchema,
  portalIdParam,
} from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathWithVersion } from '../../http/fastPath.js';
import { RECORDED_MARK_BYTES } from '../companyRoutes.js';
import { certificationBadgeSvg } from '../../certifications/certificationBadgeSvg.js';
import { addCertification } from '../../services/certifications/addCertification.js';
import { serviceContext } from '../../services/serviceContext.js';
import {
  addTrustedByCompany,
  removeTrustedByCompany,
} from '../../services/trustedBy/trustedByCompanies.js';
import { previewQuery } from './previewQuery.js';
import { scopedRoute } from './staffRoute.js';

const added = { 200: z.object({ itemUid: z.string(), message: z.string() }) };
const tags = ['trust center'];

export async function catalogueItemRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Badges are drawn from the code's own catalogue: a badge's answer never changes.
  app.fastPath.add({
    takes: pathWithVersion('/api/certification-logos/[\\w.-]{1,64}\\.svg'),
    maxBytes: RECORDED_MARK_BYTES,
  });

  routes.post(
    '/api/trust-center/products/:productId/trusted-by',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: "Add a company to 'Trusted by'",
        tags,
        params: z.object({ productId: z.string() }),
        querystring: previewQuery,
        body: trustedByInputSchema,
        response: added,
      },
    },
    async (request) =>
      addTrustedByCompany(serviceContext(request), request.params.productId, request.body.company),
  );

  routes.delete(
    '/api/trust-center/products/:productId/trusted-by/:itemUid',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: "Remove a company from 'Trusted by'",
        tags,
        params: z.object({ productId: z.string(), itemUid: portalIdParam() }),
        querystring: previewQuery,
        response: added,
      },
    },
    async (request) =>
      removeTrustedByCompany(
        serviceContext(request),
        request.params.productId,
        request.params.itemUid,
      ),
  );

  routes.post(
    '/api/trust-center/products/:productId/certifications',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Add a certification from the catalogue',
        tags,
        params: z.object({ productId: z.string() }),
        querystring: previewQuery,
        body: addCertificationSchema,
        response: added,
      },
    },
    async (request) =>
      addCertification(serviceContext(request), request.params.productId, request.body),
  );

  routes.get(
    '/api/certification-logos/:file',
    {
      schema: {
        summary: "A certification framework's badge (SVG)",
        description: `Frameworks: ${CERTIFICATION_KEYS.join(', ')}; an auditor's variant is {framework}--{auditor}.svg.`,
        tags: ['portal'],
        params: z.object({ file: z.string().max(64) }),
        querystring: z.object({ v: z.string().max(32).optional().catch(undefined) }),
      },
    },
    async (request, reply) => {
      // {framework}.svg, or {framework}--{auditor}.svg for an auditor's variant.
      const [key, auditorKey] = request.params.file.replace(/\.svg$/, '').split('--');
      const framework = certificationFramework(key);
      const auditor = auditorKey === undefined ? undefined : auditorByKey(auditorKey);
      const known = framework && (auditorKey === undefined || badgeAuditor(key, auditor?.name));
      if (!known || !request.params.file.endsWith('.svg')) throw notFound();
      return reply
        .header('content-type', 'image/svg+xml')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header(
          'cache-control',
          request.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
        .send(certificationBadgeSvg(framework, auditor));
    },
  );
}

/**
 * The organisation an error page belongs to (domain `PageBrand`): its name, portal title, logo
 * and colour as the portal directory read them with the request's tenant (no extra query).
 */
import type { PageBrand } from '@candor/domain';
import type { FastifyRequest } from 'fastify';
import { createHostRouting } from '../../viewer/hostRouting.js';
import { assetUrl } from './portalLinks.js';

/** The brand of the organisation the request was for, when its route found one. */
export function brandOfRequest(request: FastifyRequest): PageBrand | null {
  const org = request.tenant?.org;
  if (!org) return null;
  const hosts = createHostRouting(request.server.config);
  const { basePath } = hosts.links(hosts.classify(request.hostname, request.host), org.slug);
  return {
    name: org.name,
    portalTitle: org.portalTitle,
    logoUrl: org.logoAssetId ? assetUrl(org.id, org.logoAssetId, org.revision) : null,
    brandColor: org.brandColor,
    homeHref: basePath || '/',
  };
}

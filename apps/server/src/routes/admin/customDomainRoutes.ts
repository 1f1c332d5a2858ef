/**
 * The private area's custom domain (issue 11 §7): GET what is served and the claim with the
 * TXT record to create, PUT a domain to claim, POST verify, DELETE to stop serving it. Staff
 * with settings:edit; the organisation is the session's.
 */
import { customDomainAnswerSchema, customDomainBodySchema } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addCustomDomain,
  getCustomDomain,
  removeCustomDomain,
  verifyCustomDomain,
} from '../../services/domains/customDomains.js';
import { createTxtLookup } from '../../services/domains/txtLookup.js';
import { serviceContext } from '../../services/serviceContext.js';
import { scopedRead, scopedRoute } from '../trustCenter/staffRoute.js';
import { ErrorBody, errorResponses } from './adminRouteSchemas.js';

const tags = ['admin: settings'];
const PATH = '/api/admin/custom-domain';
const response = { 200: customDomainAnswerSchema, ...errorResponses };

export async function customDomainRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const lookup = createTxtLookup({
    servers: app.config.dnsServers,
    timeoutMs: app.config.dnsTimeoutMs,
  });
  const platformHosts = [new URL(app.config.baseUrl).hostname.toLowerCase(), 'localhost'];

  routes.get(
    PATH,
    {
      ...scopedRead('settings:edit'),
      schema: { summary: "The organisation's custom domain", tags, response },
    },
    async (request) => getCustomDomain(serviceContext(request)),
  );

  routes.put(
    PATH,
    {
      ...scopedRoute('settings:edit'),
      schema: {
        summary: 'Claim a custom domain',
        description:
          'Answers with the TXT record `_candor-verify.{domain}` to create; the portal is served there only once verified.',
        tags,
        body: customDomainBodySchema,
        response,
      },
    },
    async (request) => addCustomDomain(serviceContext(request), request.body.domain, platformHosts),
  );

  routes.post(
    `${PATH}/verify`,
    {
      ...scopedRoute('settings:edit'),
      schema: {
        summary: "Verify the custom domain's TXT record",
        description:
          '422 with the reason when the record is missing, wrong or the lookup timed out (the claim records it).',
        tags,
        response: { ...response, 422: ErrorBody },
      },
    },
    async (request) => verifyCustomDomain(serviceContext(request), lookup),
  );

  routes.delete(
    PATH,
    {
      ...scopedRoute('settings:edit'),
      schema: { summary: 'Stop serving the portal at the custom domain', tags, response },
    },
    async (request) => removeCustomDomain(serviceContext(request)),
  );
}

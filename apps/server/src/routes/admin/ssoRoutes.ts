/**
 * The private area's single sign-on (issue 23): GET/PUT the provider and switches, POST test
 * (discovery), and the verified e-mail domains (add, verify by TXT record, remove). Staff with
 * sso:manage; the organisation is the session's. The client secret is write-only.
 */
import {
  ssoAnswerSchema,
  ssoDomainBodySchema,
  ssoSettingsBodySchema,
  ssoTestResultSchema,
} from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTxtLookup } from '../../services/domains/txtLookup.js';
import { serviceContext } from '../../services/serviceContext.js';
import { addSsoDomain, removeSsoDomain, verifySsoDomain } from '../../services/sso/ssoDomains.js';
import {
  getSsoSettings,
  saveSsoSettings,
  testSsoSettings,
} from '../../services/sso/ssoSettings.js';
import { scopedRead, scopedRoute } from '../trustCenter/staffRoute.js';
import { ssoDeps } from '../ssoDeps.js';
import { ErrorBody, errorResponses } from './adminRouteSchemas.js';

const tags = ['admin: single sign-on'];
const PATH = '/api/admin/sso';
const DomainParams = z.object({ domainId: z.uuid() });
const response = { 200: ssoAnswerSchema, ...errorResponses };

export async function ssoAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = ssoDeps(app.config);
  const lookup = createTxtLookup({
    servers: app.config.dnsServers,
    timeoutMs: app.config.dnsTimeoutMs,
  });

  routes.get(
    PATH,
    {
      ...scopedRead('sso:manage'),
      schema: {
        summary: "The organisation's single sign-on",
        description: 'Never the client secret: `secretSet` says whether one is stored.',
        tags,
        response,
      },
    },
    async (request) => ({ sso: await getSsoSettings(serviceContext(request), deps) }),
  );

  routes.put(
    PATH,
    {
      ...scopedRoute('sso:manage'),
      schema: {
        summary: 'Configure single sign-on (OpenID Connect)',
        description:
          'The issuer must be reachable through the SSRF guard (400 on `issuerUrl`); `clientSecret` ' +
          'sets or replaces the secret (sealed at rest), absent keeps the stored one.',
        tags,
        body: ssoSettingsBodySchema,
        response,
      },
    },
    async (request) => saveSsoSettings(serviceContext(request), request.body, deps),
  );

  routes.post(
    `${PATH}/test`,
    {
      ...scopedRoute('sso:manage'),
      schema: {
        summary: 'Run discovery against the saved provider',
        description: "Answers the provider's endpoints, or 502 with what went wrong.",
        tags,
        response: { 200: ssoTestResultSchema, ...errorResponses, 502: ErrorBody },
      },
    },
    async (request) => testSsoSettings(serviceContext(request), deps),
  );

  routes.post(
    `${PATH}/domains`,
    {
      ...scopedRoute('sso:manage'),
      schema: {
        summary: 'Add an e-mail domain for single sign-on',
        description: 'Answers with the TXT record `_candor-verify.{domain}` to publish.',
        tags,
        body: ssoDomainBodySchema,
        response,
      },
    },
    async (request) => addSsoDomain(serviceContext(request), request.body.domain, deps.callbackUrl),
  );

  routes.post(
    `${PATH}/domains/:domainId/verify`,
    {
      ...scopedRoute('sso:manage'),
      schema: {
        summary: "Verify an e-mail domain's TXT record",
        description: '422 with the reason when the record is missing, wrong or the lookup failed.',
        tags,
        params: DomainParams,
        response: { ...response, 422: ErrorBody },
      },
    },
    async (request) =>
      verifySsoDomain(serviceContext(request), request.params.domainId, lookup, deps.callbackUrl),
  );

  routes.delete(
    `${PATH}/domains/:domainId`,
    {
      ...scopedRoute('sso:manage'),
      schema: { summary: 'Remove an e-mail domain', tags, params: DomainParams, response },
    },
    async (request) =>
      removeSsoDomain(serviceContext(request), request.params.domainId, deps.callbackUrl),
  );
}

/**
 * Integrations (staff-content.md §4 "Integration connect flow", §5, §6, §7, §8): staff connect a
 * bug-bounty program or a status page from the item's edit mode, change 'show in card',
 * disconnect, and use 'Get Grade' for the scorecard-type rating. Every outbound request goes
 * through the SSRF guard; the spec's connect calls (`POST /api/integrations/hackerone/connect`,
 * `GET /api/integrations/statuspageio/{encodedLink}`) are one product- and item-scoped check
 * here that stores nothing: the drawer holds the connection pending and the card's Save stores
 * it. The stored-write connect/disconnect stay for API callers and scripts.
 */
import { INTEGRATION_MESSAGES, securityGradeEntrySchema, portalIdParam } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { providerClientOptions } from '../../integrations/providerClients.js';
import {
  checkConnection,
  connectionResult,
  connectIntegration,
  disconnectIntegration,
  setShowInCard,
} from '../../services/integrations/connectIntegration.js';
import {
  getScorecardGrade,
  saveSecurityGrade,
} from '../../services/integrations/securityGrades.js';
import { serviceContext } from '../../services/serviceContext.js';
import { errorResponses } from '../admin/adminRouteSchemas.js';
import { previewQuery } from './previewQuery.js';
import { scopedRead, scopedRoute } from './staffRoute.js';

const itemParams = z.object({ productId: z.string(), itemUid: portalIdParam() });
const connectBody = z.object({ link: z.string().max(2000), showInCard: z.boolean().optional() });
const needs =
  "Needs statuspage:edit and the plan's integrations ('This feature is not included in your plan').";

export async function integrationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trust center'];
  const providers = providerClientOptions(app.config);

  routes.post(
    '/api/trust-center/products/:productId/items/:itemUid/integration',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: "Connect an item's bug-bounty program or status page",
        description: `${needs} The link is checked with the spec's rule and the provider asked once through the SSRF guard; nothing is stored unless it answers.`,
        tags,
        params: itemParams,
        querystring: previewQuery,
        body: connectBody,
      },
    },
    async (request) =>
      connectIntegration(serviceContext(request), providers, {
        ...request.params,
        link: request.body.link,
        ...(request.body.showInCard === undefined ? {} : { showInCard: request.body.showInCard }),
      }),
  );

  routes.post(
    '/api/trust-center/products/:productId/items/:itemUid/integration/check',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: "Check a link for an item's integration (the card's Save connects it)",
        description: `${needs} The drawer's Connect: the link rule and the provider's first answer through the SSRF guard, shown as pending; nothing is stored.`,
        tags,
        params: itemParams,
        querystring: previewQuery,
        body: connectBody,
        response: {
          200: z.object({
            slot: z.enum(['bug_bounty', 'status_page']),
            state: z.enum(['connected', 'disconnected']),
            link: z.string().nullable(),
            showInCard: z.boolean(),
            data: z.unknown().describe('The provider data Save will store'),
            fetchedAt: z.string().nullable(),
            message: z.string(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      connectionResult(
        await checkConnection(serviceContext(request), providers, {
          ...request.params,
          link: request.body.link,
          ...(request.body.showInCard === undefined ? {} : { showInCard: request.body.showInCard }),
        }),
        INTEGRATION_MESSAGES.saveToConnect,
      ),
  );

  routes.patch(
    '/api/trust-center/products/:productId/items/:itemUid/integration',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: "A status page's 'show in card'",
        description: needs,
        tags,
        params: itemParams,
        querystring: previewQuery,
        body: z.object({ showInCard: z.boolean() }),
      },
    },
    async (request) =>
      setShowInCard(serviceContext(request), {
        ...request.params,
        showInCard: request.body.showInCard,
      }),
  );

  routes.delete(
    '/api/trust-center/products/:productId/items/:itemUid/integration',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: "Disconnect an item's integration",
        description: needs,
        tags,
        params: itemParams,
        querystring: previewQuery,
      },
    },
    async (request) => disconnectIntegration(serviceContext(request), request.params),
  );

  routes.get(
    '/api/integrations/ssc/:domain',
    {
      ...scopedRead('statuspage:edit'),
      schema: {
        summary: 'Get Grade: the scorecard-type rating of a domain',
        description:
          "Staff with statuspage:edit. Answers {grade}, or 400 with 'Domain is invalid. Please try a different name.', 'Server error. Please try again.' or 'Your company does not have a score yet. Please try again later.'",
        tags,
        params: z.object({ domain: z.string().max(253) }),
        response: { 200: z.object({ grade: z.string() }) },
      },
    },
    async (request) => getScorecardGrade(serviceContext(request), providers, request.params.domain),
  );

  routes.put(
    '/api/trust-center/products/:productId/items/:itemUid/security-grade',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: "Save a security grade item's entry",
        description:
          "Needs statuspage:edit. A grade outside its service's range is 400 'Invalid grade' and nothing is stored; the scorecard-type grade is fetched by the server.",
        tags,
        params: itemParams,
        querystring: previewQuery,
        body: securityGradeEntrySchema,
      },
    },
    async (request) =>
      saveSecurityGrade(serviceContext(request), providers, {
        ...request.params,
        entry: request.body,
      }),
  );
}

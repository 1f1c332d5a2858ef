/**
 * The private area's access requests (access:manage): the approval rules and their dry run, the
 * request queue with approve, decline and bulk decisions. The organisation is the staff
 * session's; another organisation's request is unknown (404).
 */
import {
  accessDryRunInputSchema,
  accessRequestRowSchema,
  accessRulesInputSchema,
  accessRulesSchema,
  approveRequestInputSchema,
  askDryRunSchema,
  askRuleAnswerSchema,
  askRuleInputSchema,
  askRuleViewSchema,
  bulkDecisionInputSchema,
  declineRequestInputSchema,
  ACCESS_REQUEST_STATUSES,
  ACCESS_RULE_MESSAGES,
  ruleDecisionSchema,
} from '@candor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailLinksOf } from '../../services/access/accessLinks.js';
import {
  accessQueueOptions,
  approveAccessRequest,
  bulkDecide,
  declineAccessRequest,
  listAccessRequests,
} from '../../services/access/accessQueue.js';
import {
  dryRunAccessRules,
  getAccessRules,
  saveAccessRules,
} from '../../services/access/accessRules.js';
import { getAskRule, saveAskRule } from '../../services/access/askRuleSettings.js';
import { regenerateAskSecret } from '../../services/access/regenerateAskSecret.js';
import { serviceContext } from '../../services/serviceContext.js';
import { askDeps } from '../askDeps.js';
import { tenantOf } from '../../viewer/requestViewer.js';
import { accessStaffRead, accessStaffRoute } from '../trustCenter/staffRoute.js';
import { errorResponses, uuidParam } from './adminRouteSchemas.js';

const tags = ['admin: access'];
const requestParams = z.object({ requestId: uuidParam(ACCESS_RULE_MESSAGES.requestNotFound) });
const answer = <T extends z.ZodType>(body: T) => ({ 200: body, ...errorResponses });
const decided = z.object({ id: z.string(), message: z.string() });

export async function accessAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ask = askDeps(app.config);
  const linksOf = (request: FastifyRequest) =>
    mailLinksOf(app.config.baseUrl, tenantOf(request).org);

  routes.get(
    '/api/admin/access/rules',
    {
      ...accessStaffRead,
      schema: {
        summary: 'The approval rules',
        tags,
        response: answer(z.object({ rules: accessRulesSchema })),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { rules: await getAccessRules(serviceContext(request)) };
    },
  );

  routes.put(
    '/api/admin/access/rules',
    {
      ...accessStaffRoute,
      schema: {
        summary: 'Save the approval rules',
        description:
          'autoApprove never|always|listed_domains, blockFreeEmail, the domains approved automatically and the blocked ones, defaultAccessDays (1–365 or null) and the mailbox new requests are announced to.',
        tags,
        body: accessRulesInputSchema,
        response: answer(z.object({ rules: accessRulesSchema, message: z.string() })),
      },
    },
    async (request) => saveAccessRules(serviceContext(request), request.body),
  );

  routes.post(
    '/api/admin/access/rules/dry-run',
    {
      ...accessStaffRoute,
      schema: {
        summary: 'What the rules would decide for an e-mail, and why (nothing is written)',
        tags,
        body: accessDryRunInputSchema,
        response: answer(
          z.object({
            email: z.string(),
            domain: z.string(),
            freeEmail: z.boolean(),
            domainRule: z.enum(['auto_approve', 'block']).nullable(),
            result: ruleDecisionSchema,
            ask: askDryRunSchema.nullable(),
          }),
        ),
      },
    },
    async (request) => dryRunAccessRules(serviceContext(request), request.body.email, ask),
  );

  routes.get(
    '/api/admin/access/ask-rule',
    {
      ...accessStaffRead,
      schema: {
        summary: 'The ask rule: the endpoint asked about requests the other rules leave to staff',
        tags,
        response: answer(z.object({ askRule: askRuleViewSchema })),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { askRule: await getAskRule(serviceContext(request)) };
    },
  );

  routes.put(
    '/api/admin/access/ask-rule',
    {
      ...accessStaffRoute,
      schema: {
        summary: 'Save the ask rule',
        description:
          'The endpoint URL (https, or an allowlisted host; empty clears it) and the switch. The first save with a URL generates the signing secret, answered once in `secret`.',
        tags,
        body: askRuleInputSchema,
        response: answer(askRuleAnswerSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return saveAskRule(serviceContext(request), request.body, ask);
    },
  );

  routes.post(
    '/api/admin/access/ask-rule/secret',
    {
      ...accessStaffRoute,
      schema: {
        summary: 'Regenerate the ask rule’s signing secret (answered once; the old one stops)',
        tags,
        response: answer(askRuleAnswerSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return regenerateAskSecret(serviceContext(request), ask);
    },
  );

  routes.get(
    '/api/admin/access/requests',
    {
      ...accessStaffRead,
      schema: {
        summary: 'Access requests, newest first',
        tags,
        querystring: z.object({
          status: z.enum([...ACCESS_REQUEST_STATUSES, 'all']).optional(),
          search: z.string().max(200).optional(),
        }),
        response: answer(z.object({ requests: z.array(accessRequestRowSchema) })),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { requests: await listAccessRequests(serviceContext(request), request.query) };
    },
  );

  routes.get(
    '/api/admin/access/requests/options',
    {
      ...accessStaffRead,
      schema: {
        summary: 'Accounts and permission profiles to approve into',
        tags,
        response: answer(
          z.object({
            accounts: z.array(
              z.object({ id: z.string(), name: z.string(), domain: z.string().nullable() }),
            ),
            profiles: z.array(
              z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() }),
            ),
            defaultAccessDays: z.number().nullable(),
          }),
        ),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return accessQueueOptions(serviceContext(request));
    },
  );

  routes.post(
    '/api/admin/access/requests/:requestId/approve',
    {
      ...accessStaffRoute,
      schema: {
        summary: 'Approve a request',
        description:
          'Into the chosen account (else the account of the e-mail’s domain, else a new one named after the company), with an optional permission profile and expiry; mails the visitor a sign-in link.',
        tags,
        params: requestParams,
        body: approveRequestInputSchema,
        response: answer(decided.extend({ accountId: z.string() })),
      },
    },
    async (request) =>
      approveAccessRequest(
        serviceContext(request),
        request.params.requestId,
        request.body,
        linksOf(request),
      ),
  );

  routes.post(
    '/api/admin/access/requests/:requestId/decline',
    {
      ...accessStaffRoute,
      schema: {
        summary: 'Decline a request with a reason (mailed to the visitor)',
        tags,
        params: requestParams,
        body: declineRequestInputSchema,
        response: answer(decided),
      },
    },
    async (request) =>
      declineAccessRequest(
        serviceContext(request),
        request.params.requestId,
        request.body.reason,
        linksOf(request),
      ),
  );

  routes.post(
    '/api/admin/access/requests/bulk',
    {
      ...accessStaffRoute,
      schema: {
        summary: 'Approve or decline selected requests, each as its own decision',
        tags,
        body: bulkDecisionInputSchema,
        response: answer(
          z.object({
            decided: z.array(z.string()),
            failed: z.array(z.object({ id: z.string(), message: z.string() })),
            message: z.string(),
          }),
        ),
      },
    },
    async (request) => bulkDecide(serviceContext(request), request.body, linksOf(request)),
  );
}

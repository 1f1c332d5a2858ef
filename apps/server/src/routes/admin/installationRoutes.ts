/**
 * The installation operator's API (scope installation:admin): every organisation's plan, flags
 * and effective features, changing them, and creating an organisation.
 */
import {
  createOrganisationSchema,
  FEATURE_FLAGS,
  orgCreatedMessage,
  PLAN_IDS,
  PLANS,
  planChangeSchema,
  type FeatureFlag,
  type PlanId,
} from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeOrgPlan,
  listInstallationOrgs,
  ORGANISATION_NOT_FOUND,
} from '../../services/installation/changeOrgPlan.js';
import { reservedPathSegments } from '../../http/routeSegments.js';
import { createOrganisation } from '../../services/installation/createOrganisation.js';
import { serviceContext } from '../../services/serviceContext.js';
import { scopedRoute, errorResponses, previewQuery, uuidParam } from './adminRouteSchemas.js';

const Features = z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean());
const OrgPlan = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  plan: z.string(),
  flags: Features,
  features: Features,
});
const TAGS = ['installation'];

export async function installationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/installation/orgs',
    {
      ...scopedRoute('installation:admin'),
      schema: {
        summary: "Every organisation's plan and features",
        description: 'Needs installation:admin.',
        tags: TAGS,
        response: {
          200: z.object({
            orgs: z.array(OrgPlan),
            plans: z.record(z.enum(PLAN_IDS), z.array(z.enum(FEATURE_FLAGS))),
            features: z.array(z.enum(FEATURE_FLAGS)),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const orgs = await listInstallationOrgs(serviceContext(request));
      const plans = {
        starter: [...PLANS.starter],
        growth: [...PLANS.growth],
        self_hosted: [...PLANS.self_hosted],
      } satisfies Record<PlanId, FeatureFlag[]>;
      return { orgs, plans, features: [...FEATURE_FLAGS] };
    },
  );

  routes.patch(
    '/api/admin/installation/orgs/:id',
    {
      ...scopedRoute('installation:admin'),
      schema: {
        summary: "Change an organisation's plan or feature flags",
        description:
          'Needs installation:admin. A flag set to null follows the plan again. Audited in ' +
          "that organisation's log; its cached portal pages are dropped.",
        tags: TAGS,
        params: z.object({ id: uuidParam(ORGANISATION_NOT_FOUND) }),
        querystring: previewQuery,
        body: planChangeSchema,
        response: { 200: z.object({ org: OrgPlan }), ...errorResponses },
      },
    },
    async (request) => ({
      org: await changeOrgPlan(serviceContext(request), {
        orgId: request.params.id,
        change: request.body,
      }),
    }),
  );

  routes.post(
    '/api/admin/installation/orgs',
    {
      ...scopedRoute('installation:admin'),
      schema: {
        summary: 'Create an organisation',
        description:
          'Needs installation:admin. An empty, unpublished trust center at /{slug} with one ' +
          'product, on the default plan; its first admin (the Admin role) is mailed a ' +
          "set-password link. Audited in the new organisation's log. 409 when an organisation " +
          "or the admin's e-mail is taken; 400 when the slug is a path of Candor itself.",
        tags: TAGS,
        querystring: previewQuery,
        body: createOrganisationSchema,
        response: {
          201: z.object({
            id: z.string(),
            slug: z.string(),
            portalUrl: z.string(),
            message: z.string(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const created = await createOrganisation(serviceContext(request), {
        ...request.body,
        // Read now: every route is registered by the time a request arrives.
        reservedSlugs: reservedPathSegments(app.routeTable),
        baseUrl: app.config.baseUrl,
      });
      return reply.status(201).send({
        id: created.id,
        slug: created.slug,
        portalUrl: created.portalUrl,
        message: orgCreatedMessage(request.body.name, request.body.adminEmail),
      });
    },
  );
}

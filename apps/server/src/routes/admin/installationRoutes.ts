/**
 * The installation operator's API (`isInstallationOperator`: the operator, with or without an
 * organisation of their own): every organisation's plan, flags and effective features, changing
 * them, creating an organisation and deleting one.
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
import { deleteOrg } from '../../services/installation/deleteOrg.js';
import { installationContext } from '../../services/serviceContext.js';
import { operatorRead, operatorRoute } from '../trustCenter/staffRoute.js';
import { errorResponses, uuidParam } from './adminRouteSchemas.js';

const Features = z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean());
const OrgPlan = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  plan: z.string(),
  flags: Features,
  features: Features,
});
const OrgContents = z.object({ documents: z.number(), accounts: z.number(), staff: z.number() });
const TAGS = ['installation'];

export async function installationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/installation/orgs',
    {
      ...operatorRead,
      schema: {
        summary: "Every organisation's plan and features",
        description: 'Needs the installation operator.',
        tags: TAGS,
        response: {
          200: z.object({
            orgs: z.array(OrgPlan.extend({ contents: OrgContents })),
            plans: z.record(z.enum(PLAN_IDS), z.array(z.enum(FEATURE_FLAGS))),
            features: z.array(z.enum(FEATURE_FLAGS)),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const orgs = await listInstallationOrgs(installationContext(request));
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
      ...operatorRoute,
      schema: {
        summary: "Change an organisation's plan or feature flags",
        description:
          'Needs the installation operator. A flag set to null follows the plan again. Audited in ' +
          "that organisation's log; its cached portal pages are dropped.",
        tags: TAGS,
        params: z.object({ id: uuidParam(ORGANISATION_NOT_FOUND) }),
        body: planChangeSchema,
        response: { 200: z.object({ org: OrgPlan }), ...errorResponses },
      },
    },
    async (request) => ({
      org: await changeOrgPlan(installationContext(request), {
        orgId: request.params.id,
        change: request.body,
      }),
    }),
  );

  routes.post(
    '/api/admin/installation/orgs',
    {
      ...operatorRoute,
      schema: {
        summary: 'Create an organisation',
        description:
          'Needs the installation operator. An empty, unpublished trust center at /{slug} with one ' +
          'product, on the default plan; its first admin (the Admin role) is mailed a ' +
          "set-password link. Audited in the new organisation's log. 409 when an organisation " +
          "or the admin's e-mail is taken; 400 when the slug is a path of Candor itself.",
        tags: TAGS,
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
      const created = await createOrganisation(installationContext(request), {
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

  routes.delete(
    '/api/admin/installation/orgs/:id',
    {
      ...operatorRoute,
      schema: {
        summary: 'Delete an organisation',
        description:
          "Needs the installation operator, and the organisation's slug typed in `confirm`. " +
          'Removes every row of the organisation and its stored files; its operators are kept ' +
          "as the installation's. Audited in the installation's log (organisation.delete).",
        tags: TAGS,
        params: z.object({ id: uuidParam(ORGANISATION_NOT_FOUND) }),
        body: z.object({ confirm: z.string().max(200) }),
        response: {
          200: z.object({
            deleted: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      deleted: await deleteOrg(
        { ...installationContext(request), fileStore: app.fileStore, log: request.log },
        { orgId: request.params.id, confirm: request.body.confirm },
      ),
    }),
  );
}

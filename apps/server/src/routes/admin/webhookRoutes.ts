/**
 * Settings → Webhooks' API (issue "Candor talks to the tools a security team lives in"): the
 * organisation's destinations (webhook endpoints and Slack channels), their secrets (shown once,
 * on create and rotate), a test event, the delivery log and redelivery. Staff with
 * webhooks:manage; the organisation is the session's, another's id answers 404.
 */
import {
  webhookAnswerSchema,
  webhookCreateBodySchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryBodySchema,
  webhookDeliveryPageSchema,
  webhookDestinationViewSchema,
  webhookListSchema,
  webhookMessageSchema,
  webhookUpdateBodySchema,
} from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../services/serviceContext.js';
import { createWebhook } from '../../services/webhooks/createWebhook.js';
import { deleteWebhook } from '../../services/webhooks/deleteWebhook.js';
import { listWebhooks } from '../../services/webhooks/listWebhooks.js';
import { redeliverWebhook } from '../../services/webhooks/redeliverWebhook.js';
import { rotateWebhookSecret } from '../../services/webhooks/rotateWebhookSecret.js';
import { sendWebhookTest } from '../../services/webhooks/sendWebhookTest.js';
import { updateWebhook } from '../../services/webhooks/updateWebhook.js';
import { getWebhookDelivery } from '../../services/webhooks/webhookDelivery.js';
import { listWebhookDeliveries } from '../../services/webhooks/webhookDeliveryLog.js';
import { scopedRead, scopedRoute } from '../trustCenter/staffRoute.js';
import { webhookDeps } from '../webhookDeps.js';
import { errorResponses, uuidParam } from './adminRouteSchemas.js';

const tags = ['admin: webhooks'];
const PATH = '/api/admin/webhooks';
const SCOPE = 'webhooks:manage';
const notFound = 'This webhook destination does not exist.';
const Params = z.object({ id: uuidParam(notFound) });
const DeliveryParams = z.object({
  id: uuidParam(notFound),
  deliveryId: uuidParam('This delivery does not exist.'),
});
const queued = z.object({ message: z.string(), messageId: z.string() });

export async function webhookAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = webhookDeps(app.config);

  routes.get(
    PATH,
    {
      ...scopedRead(SCOPE),
      schema: {
        summary: "The organisation's webhook endpoints and Slack channels",
        description:
          'With each status (active, failing since, disabled and why). Never a secret; a Slack ' +
          'URL shows only its host and last four characters.',
        tags,
        response: { 200: webhookListSchema, ...errorResponses },
      },
    },
    async (request) => listWebhooks(serviceContext(request)),
  );

  routes.post(
    PATH,
    {
      ...scopedRoute(SCOPE),
      schema: {
        summary: 'Add a webhook endpoint or a Slack channel',
        description:
          'The URL must be https and reachable through the SSRF guard (400 on `url`). A webhook ' +
          'endpoint answers with its signing secret (`whsec_…`), in this answer only.',
        tags,
        body: webhookCreateBodySchema,
        response: { 201: webhookAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createWebhook(serviceContext(request), request.body, deps)),
  );

  routes.patch(
    `${PATH}/:id`,
    {
      ...scopedRoute(SCOPE),
      schema: {
        summary: 'Change a destination: URL, description, events, enabled',
        description: 'Turning a disabled destination on again clears why it was disabled.',
        tags,
        params: Params,
        body: webhookUpdateBodySchema,
        response: {
          200: z.object({ destination: webhookDestinationViewSchema, message: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      updateWebhook(serviceContext(request), request.params.id, request.body, deps),
  );

  routes.delete(
    `${PATH}/:id`,
    {
      ...scopedRoute(SCOPE),
      schema: {
        summary: 'Delete a destination and its delivery log',
        tags,
        params: Params,
        response: { 200: webhookMessageSchema, ...errorResponses },
      },
    },
    async (request) => deleteWebhook(serviceContext(request), request.params.id),
  );

  routes.post(
    `${PATH}/:id/rotate-secret`,
    {
      ...scopedRoute(SCOPE),
      schema: {
        summary: "Rotate a webhook endpoint's signing secret",
        description:
          'Answers the new secret, once. The previous one keeps signing beside it for 24 hours ' +
          '(deliveries carry both signatures). 409 for a Slack channel.',
        tags,
        params: Params,
        response: { 200: webhookAnswerSchema, ...errorResponses },
      },
    },
    async (request) => rotateWebhookSecret(serviceContext(request), request.params.id, deps),
  );

  routes.post(
    `${PATH}/:id/test`,
    {
      ...scopedRoute(SCOPE),
      schema: {
        summary: 'Send a test event (`webhook.test`) to a destination',
        description: 'Queued like any event; its attempts show in the delivery log.',
        tags,
        params: Params,
        response: { 202: queued, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await sendWebhookTest(serviceContext(request), request.params.id)),
  );

  routes.get(
    `${PATH}/:id/deliveries`,
    {
      ...scopedRead(SCOPE),
      schema: {
        summary: "A destination's delivery log, newest first, 50 a page",
        description: 'One row per attempt; `pending` counts deliveries queued and not yet tried.',
        tags,
        params: Params,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveryPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      listWebhookDeliveries(serviceContext(request), request.params.id, request.query.page),
  );

  routes.get(
    `${PATH}/:id/deliveries/:deliveryId`,
    {
      ...scopedRead(SCOPE),
      schema: {
        summary: 'One delivery with the exact body sent',
        tags,
        params: DeliveryParams,
        response: { 200: webhookDeliveryBodySchema, ...errorResponses },
      },
    },
    async (request) =>
      getWebhookDelivery(serviceContext(request), request.params.id, request.params.deliveryId),
  );

  routes.post(
    `${PATH}/:id/deliveries/:deliveryId/redeliver`,
    {
      ...scopedRoute(SCOPE),
      schema: {
        summary: 'Send a logged delivery again',
        description: 'The same message id (`webhook-id`) and body, as a new delivery.',
        tags,
        params: DeliveryParams,
        response: { 202: queued, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await redeliverWebhook(
            serviceContext(request),
            request.params.id,
            request.params.deliveryId,
          ),
        ),
  );
}

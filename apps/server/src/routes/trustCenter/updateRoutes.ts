/**
 * The composer's API (statuspage:edit or updates:edit): topics and the updates inside them, the
 * private area's list of every update, the audience count shown before Publish, and each
 * update's delivery report. Every write answers with the snack to show; the page data is then
 * fetched again.
 */
import {
  deliveryReportSchema,
  notFound,
  staffUpdateListSchema,
  topicInputSchema,
  topicWithUpdateSchema,
  UPDATE_COMPOSER_SCOPES,
  UPDATE_MESSAGES,
  updateAudienceCountSchema,
  updateAudienceQuerySchema,
  updateInputSchema,
} from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTopic } from '../../services/updates/createTopic.js';
import { createUpdate } from '../../services/updates/createUpdate.js';
import { deleteTopic } from '../../services/updates/deleteTopic.js';
import { deleteUpdate } from '../../services/updates/deleteUpdate.js';
import { editTopic } from '../../services/updates/editTopic.js';
import { editUpdate } from '../../services/updates/editUpdate.js';
import { deliveryReport } from '../../services/updates/subscribers.js';
import { serviceContext } from '../../services/serviceContext.js';
import { listStaffUpdates, updateAudienceCount } from '../../services/updates/staffUpdates.js';
import { isUuid } from '../../viewer/tenants.js';
import { scopedRoute, errorResponses } from '../admin/adminRouteSchemas.js';
import { scopedRead } from './staffRoute.js';

const saved = { 200: z.object({ id: z.string(), message: z.string() }), ...errorResponses };
const tags = ['trust updates'];

/** Ids that cannot exist are not found, and never reach SQL as a bad uuid. */
const idOf = (value: string, message: string) => {
  if (!isUuid(value)) throw notFound(message);
  return value;
};
const topicParams = z.object({ topicId: z.string() });
const updateParams = z.object({ updateId: z.string() });

export async function updateRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/trust-center/update-topics',
    {
      ...scopedRoute(UPDATE_COMPOSER_SCOPES),
      schema: {
        summary: 'Create a topic with its first update',
        tags,
        body: topicWithUpdateSchema,
        response: saved,
      },
    },
    async (request) => createTopic(serviceContext(request), request.body, app.config.baseUrl),
  );

  routes.patch(
    '/api/trust-center/update-topics/:topicId',
    {
      ...scopedRoute(UPDATE_COMPOSER_SCOPES),
      schema: {
        summary: 'Edit a topic (publishing a hidden one mails its e-mail updates)',
        tags,
        params: topicParams,
        body: topicInputSchema,
        response: saved,
      },
    },
    async (request) =>
      editTopic(
        serviceContext(request),
        idOf(request.params.topicId, UPDATE_MESSAGES.topicNotFound),
        request.body,
        app.config.baseUrl,
      ),
  );

  routes.delete(
    '/api/trust-center/update-topics/:topicId',
    {
      ...scopedRoute(UPDATE_COMPOSER_SCOPES),
      schema: {
        summary: 'Delete a topic and its updates',
        tags,
        params: topicParams,
        response: saved,
      },
    },
    async (request) =>
      deleteTopic(
        serviceContext(request),
        idOf(request.params.topicId, UPDATE_MESSAGES.topicNotFound),
      ),
  );

  routes.post(
    '/api/trust-center/update-topics/:topicId/updates',
    {
      ...scopedRoute(UPDATE_COMPOSER_SCOPES),
      schema: {
        summary: 'Post an update in a topic',
        tags,
        params: topicParams,
        body: updateInputSchema,
        response: saved,
      },
    },
    async (request) =>
      createUpdate(
        serviceContext(request),
        idOf(request.params.topicId, UPDATE_MESSAGES.topicNotFound),
        request.body,
        app.config.baseUrl,
      ),
  );

  routes.patch(
    '/api/trust-center/updates/:updateId',
    {
      ...scopedRoute(UPDATE_COMPOSER_SCOPES),
      schema: {
        summary: 'Edit an update (never mails again)',
        tags,
        params: updateParams,
        body: updateInputSchema,
        response: saved,
      },
    },
    async (request) =>
      editUpdate(
        serviceContext(request),
        idOf(request.params.updateId, UPDATE_MESSAGES.updateNotFound),
        request.body,
      ),
  );

  routes.delete(
    '/api/trust-center/updates/:updateId',
    {
      ...scopedRoute(UPDATE_COMPOSER_SCOPES),
      schema: { summary: 'Delete an update', tags, params: updateParams, response: saved },
    },
    async (request) =>
      deleteUpdate(
        serviceContext(request),
        idOf(request.params.updateId, UPDATE_MESSAGES.updateNotFound),
      ),
  );

  routes.get(
    '/api/trust-center/updates',
    {
      ...scopedRead(UPDATE_COMPOSER_SCOPES),
      schema: {
        summary: 'Every update of the organisation',
        description: 'Drafts (in hidden topics) and published updates, newest first.',
        tags,
        response: { 200: staffUpdateListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { updates: await listStaffUpdates(serviceContext(request)) };
    },
  );

  routes.get(
    '/api/trust-center/update-audience',
    {
      ...scopedRead(UPDATE_COMPOSER_SCOPES),
      schema: {
        summary: 'How many confirmed subscribers an update would be mailed to',
        description:
          'The same rule as publishing: confirmed, unblocked subscribers who can read an update of this audience on one of these products (none: every product).',
        tags,
        querystring: updateAudienceQuerySchema,
        response: { 200: updateAudienceCountSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const count = await updateAudienceCount(serviceContext(request), request.query);
      return { confirmedSubscribers: count };
    },
  );

  routes.get(
    '/api/trust-center/updates/:updateId/delivery',
    {
      ...scopedRead(UPDATE_COMPOSER_SCOPES),
      schema: {
        summary: "An update's delivery report",
        description:
          'Mails queued, sent (or stored, without a mail server) and failed with the reason; the recipients for staff who may see subscribers.',
        tags,
        params: updateParams,
        response: { 200: deliveryReportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return deliveryReport(
        serviceContext(request),
        idOf(request.params.updateId, UPDATE_MESSAGES.updateNotFound),
        request.server.config.smtpUrl !== undefined,
      );
    },
  );
}

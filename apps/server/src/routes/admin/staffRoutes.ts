/**
 * The private area's staff management (scope staff:manage): list, invite, edit scopes, resend
 * the invitation, remove. Thin: schema, context, service, answer.
 */
import {
  GRANTABLE_SCOPES,
  inviteStaffSchema,
  SCOPES,
  STAFF_MESSAGES,
  STAFF_STATUSES,
  updateStaffSchema,
} from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../services/serviceContext.js';
import { inviteStaff } from '../../services/staff/inviteStaff.js';
import { listStaff } from '../../services/staff/listStaff.js';
import { removeStaff } from '../../services/staff/removeStaff.js';
import { resendInvite } from '../../services/staff/resendInvite.js';
import { updateStaff } from '../../services/staff/updateStaff.js';
import { scopedRoute, errorResponses, previewQuery, uuidParam } from './adminRouteSchemas.js';

const StaffMember = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  scopes: z.array(z.enum(SCOPES)),
  status: z.enum(STAFF_STATUSES),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
const StaffParams = z.object({ id: uuidParam(STAFF_MESSAGES.notFound) });
const TAGS = ['staff'];

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { baseUrl } = app.config;

  routes.get(
    '/api/admin/staff',
    {
      ...scopedRoute('staff:manage'),
      schema: {
        summary: 'List staff',
        description: 'Needs staff:manage. The scopes listed are those that may be granted.',
        tags: TAGS,
        response: {
          200: z.object({
            staff: z.array(StaffMember),
            scopes: z.array(
              z.object({
                scope: z.enum(GRANTABLE_SCOPES),
                label: z.string(),
                description: z.string(),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listStaff(serviceContext(request));
    },
  );

  routes.post(
    '/api/admin/staff',
    {
      ...scopedRoute('staff:manage'),
      schema: {
        summary: 'Invite a staff member',
        description:
          "Needs staff:manage. Grants the role's scopes (admin, editor, access_manager, viewer; " +
          'change them one by one afterwards with PATCH) and mails a set-password link valid ' +
          'for 7 days.',
        tags: TAGS,
        querystring: previewQuery,
        body: inviteStaffSchema,
        response: { 201: z.object({ staff: StaffMember, message: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await inviteStaff(serviceContext(request), { ...request.body, baseUrl });
      return reply.status(201).send(result);
    },
  );

  routes.patch(
    '/api/admin/staff/:id',
    {
      ...scopedRoute('staff:manage'),
      schema: {
        summary: "Change a staff member's name or scopes",
        description:
          'Needs staff:manage. installation:admin is neither granted nor taken away here; ' +
          'the last holder of staff:manage keeps it.',
        tags: TAGS,
        params: StaffParams,
        querystring: previewQuery,
        body: updateStaffSchema,
        response: { 200: z.object({ staff: StaffMember }), ...errorResponses },
      },
    },
    async (request) =>
      updateStaff(serviceContext(request), { ...request.body, staffId: request.params.id }),
  );

  routes.post(
    '/api/admin/staff/:id/invite',
    {
      ...scopedRoute('staff:manage'),
      schema: {
        summary: 'Send the invitation again',
        description: 'Needs staff:manage. A new link; the links sent before stop working.',
        tags: TAGS,
        params: StaffParams,
        querystring: previewQuery,
        response: { 200: z.object({ message: z.string() }), ...errorResponses },
      },
    },
    async (request) =>
      resendInvite(serviceContext(request), { staffId: request.params.id, baseUrl }),
  );

  routes.delete(
    '/api/admin/staff/:id',
    {
      ...scopedRoute('staff:manage'),
      schema: {
        summary: 'Remove a staff member',
        description:
          'Needs staff:manage. Their sessions end. Never yourself, never the last holder of staff:manage.',
        tags: TAGS,
        params: StaffParams,
        querystring: previewQuery,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeStaff(serviceContext(request), { staffId: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
